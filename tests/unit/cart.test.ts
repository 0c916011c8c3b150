import { describe, expect, it } from 'vitest';
import { addToCart, cartProblem, readCart, removeFromCart, setQuantity } from '@/domain/cart';
import { DELIVERY } from '@/domain/delivery';
import { messages } from '@/domain/messages';
import { cartAmounts, MAX_CART_LINES, MAX_QUANTITY } from '@/domain/order';
import { paymentCustomerRules } from '@/domain/payment';
import { needsPrescription } from '@/domain/prescriptions';
import { MEDICINES } from '@/sandbox/data/medicines';

/** The pharmacy's cart, its delivery and its prescription rule (issue 40). */

const PANADOL = {
  id: '12',
  tradeName: 'Panadol 500mg Tablet',
  unitPrice: 12.5,
  prescription: false,
};
const LANTUS = { id: '40', tradeName: 'Lantus 100IU/ml Pen', unitPrice: 3200, prescription: true };

describe('the cart', () => {
  it('holds several medicines, each with its quantity; adding one again adds to its line', () => {
    let lines = addToCart([], PANADOL).lines;
    lines = addToCart(lines, LANTUS, 2).lines;
    lines = addToCart(lines, PANADOL).lines;
    expect(lines.map((line) => [line.id, line.quantity])).toEqual([
      ['12', 2],
      ['40', 2],
    ]);
    expect(setQuantity(lines, '40', 0).find((line) => line.id === '40')!.quantity).toBe(1);
    expect(setQuantity(lines, '40', 500).find((line) => line.id === '40')!.quantity).toBe(
      MAX_QUANTITY,
    );
    expect(removeFromCart(lines, '12').map((line) => line.id)).toEqual(['40']);
  });

  it('takes no medicine past its limit, and no quantity past its own', () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, index) => ({
      ...PANADOL,
      id: String(index + 1),
      quantity: 1,
    }));
    const refused = addToCart(full, { ...PANADOL, id: '999' });
    expect(refused.added).toBe(false);
    expect(refused.lines).toHaveLength(MAX_CART_LINES);
    const most = addToCart([{ ...PANADOL, quantity: MAX_QUANTITY }], PANADOL);
    expect(most).toMatchObject({ added: false, lines: [{ quantity: MAX_QUANTITY }] });
  });

  it('reads what the phone kept, dropping whatever is not a line', () => {
    const kept = [
      { ...PANADOL, quantity: 2 },
      { ...PANADOL, quantity: 5 },
      { ...LANTUS, quantity: 0 },
      { ...LANTUS, id: '0040', quantity: 1 },
      { ...LANTUS, unitPrice: -1, quantity: 1 },
      { ...LANTUS, quantity: 1.5 },
      'Panadol',
      null,
      { ...LANTUS, quantity: 3, prescription: 'yes' },
    ];
    expect(readCart(kept)).toEqual([
      { ...PANADOL, quantity: 2 },
      { ...LANTUS, quantity: 3, prescription: false },
    ]);
    expect(readCart({ lines: [] })).toEqual([]);
    expect(readCart(null)).toEqual([]);
  });

  it('costs its lines in whole paisa, and delivery once', () => {
    const amounts = cartAmounts(
      [
        { unitPrice: 0.1, quantity: 3 },
        { unitPrice: 33.33, quantity: 3 },
      ],
      DELIVERY.feeRupees,
    );
    expect(amounts).toEqual({
      subtotal: '100.29',
      delivery: `${DELIVERY.feeRupees}.00`,
      total: (100.29 + DELIVERY.feeRupees).toFixed(2),
    });
  });

  it("an order's lines are refused when empty, too many, out of range or a medicine twice", () => {
    const line = (medicineId: string, quantity = 1) => ({ medicineId, quantity });
    expect(cartProblem([])).toBe('empty');
    expect(
      cartProblem(
        Array.from({ length: MAX_CART_LINES + 1 }, (_, index) => line(String(index + 1))),
      ),
    ).toBe('tooManyLines');
    expect(cartProblem([line('1', 0)])).toBe('quantity');
    expect(cartProblem([line('1', MAX_QUANTITY + 1)])).toBe('quantity');
    expect(cartProblem([line('1'), line('1', 2)])).toBe('twice');
    expect(cartProblem([line('1', 2), line('2', MAX_QUANTITY)])).toBeNull();
  });
});

describe('the payment form', () => {
  const rules = paymentCustomerRules(messages.payment.form);
  const customer = {
    name: 'Ayesha Khan',
    mobile: '0300-1234567',
    email: '',
    address: '12 Main Boulevard, Lahore',
  };

  it('takes an order without an e-mail, but requires the mobile number', () => {
    expect(rules.safeParse(customer).success).toBe(true);
    const noMobile = rules.safeParse({ ...customer, mobile: ' ' });
    expect(noMobile.error?.issues.map((issue) => issue.message)).toEqual([
      'Mobile Number is required',
    ]);
    const badEmail = rules.safeParse({ ...customer, email: 'ayesha@' });
    expect(badEmail.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a valid email',
    ]);
  });
});

describe('prescription-only medicines', () => {
  const facts = (tradeName: string, genericName: string | null) => ({ tradeName, genericName });

  it.each([
    ['Lantus 100IU/ml Pen', 'Insulin Glargine'],
    ['Amoxil 500mg Capsule', 'Amoxicillin'],
    ['Augmentin 625mg Tablet', 'Co-Amoxiclav'],
    ['Azomax 250mg Capsule', 'Azithromycin'],
    ['Ciproxin 500mg Tablet', 'Ciprofloxacin'],
    ['Flagyl 400mg Tablet', 'Metronidazole'],
    ['Voltral 75mg Injection', 'Diclofenac'],
    ['Risek 40mg Injection', 'Omeprazole'],
    ['Amoxil 500mg Capsule', null],
  ])('%s (%s) needs a prescription', (tradeName, genericName) => {
    const named = genericName === null ? facts('Amoxicillin 500mg Capsule', null) : null;
    expect(needsPrescription(named ?? facts(tradeName, genericName))).toBe(true);
  });

  it.each([
    ['Panadol 500mg Tablet', 'Paracetamol'],
    ['Brufen 400mg Tablet', 'Ibuprofen'],
    ['Voltral 1% Gel', 'Diclofenac'],
    ['ORS Sachet', 'Oral Rehydration Salts'],
    ['Risek 20mg Capsule', 'Omeprazole'],
  ])('%s (%s) does not', (tradeName, genericName) => {
    expect(needsPrescription(facts(tradeName, genericName))).toBe(false);
  });

  it("marks the sandbox catalogue's insulins, injections and antibiotics, and not its painkillers", () => {
    const marked = MEDICINES.filter((record) =>
      needsPrescription({ tradeName: record.tradeName, genericName: record.genericName }),
    );
    const generics = new Set(marked.map((record) => record.genericName));
    for (const generic of ['Insulin Glargine', 'Amoxicillin', 'Ciprofloxacin', 'Metronidazole']) {
      expect(generics, generic).toContain(generic);
    }
    expect(
      marked.some(
        (record) => record.genericName === 'Paracetamol' || record.genericName === 'Ibuprofen',
      ),
    ).toBe(false);
  });
});
