import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY } from '@/domain/delivery';
import { MAX_CART_LINES } from '@/domain/order';
import { MEDICINES } from '@/sandbox/data/medicines';
import type { Sandbox } from '@/sandbox/server';
import {
  MedicinePrescriptionDocument,
  PayCartDocument,
  type PayCartMutationVariables,
} from './__generated__/operations';
import {
  executeOperation,
  postDocumentText,
  PAYMENT_TEST_LIMITS,
  resetPayments,
  sandboxSettled,
  startTestSandbox,
} from './support';

/** One payment for a whole cart, priced on the server, and the way back in the payer's language (issue 40). */
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox(PAYMENT_TEST_LIMITS);
});
afterAll(() => sandbox.close());
beforeEach(() => resetPayments(sandbox));

const priced = (generic: string) =>
  MEDICINES.find(
    (record) => record.genericName === generic && Number(record.unitPrice) > 0 && record.tradeName,
  )!;
const PANADOL = priced('Paracetamol');
const INSULIN = priced('Insulin Glargine');
const paisa = (record: typeof PANADOL) => Math.round(Number(record.unitPrice) * 100);

const CUSTOMER = {
  name: 'Ayesha Khan',
  mobile: '0300-1234567',
  email: null,
  address: '12 Main Boulevard, DHA Phase 5, Lahore',
};

let nextIp = 1;
const payCart = (
  input: Partial<PayCartMutationVariables['input']>,
  headers: Record<string, string> = {},
) => {
  const ip = `10.60.0.${nextIp++}`;
  return executeOperation(
    PayCartDocument,
    {
      input: {
        customer: CUSTOMER,
        lines: [
          { medicineId: String(PANADOL.itemId), quantity: 3 },
          { medicineId: String(INSULIN.itemId), quantity: 2 },
        ],
        ...input,
      },
    },
    { 'x-forwarded-for': ip, 'x-client-address': ip, ...headers },
  );
};

const orderCalls = () =>
  sandbox.requests().filter((entry) => entry.path.toLowerCase().startsWith('/paypro/v2/ppro/co'));

describe('a cart', () => {
  it("is one order for every medicine, at the catalogue's prices, with delivery once", async () => {
    const { body, headers } = await payCart({});
    expect(body.errors).toBeUndefined();
    const payment = body.data!.createCartPayment;
    const total = paisa(PANADOL) * 3 + paisa(INSULIN) * 2 + DELIVERY.feeRupees * 100;
    expect(payment.amount).toBe((total / 100).toFixed(2));
    expect(payment.deliveryFee).toBe(DELIVERY.feeRupees.toFixed(2));
    expect(headers.get('cache-control')).toBe('no-store');

    const orders = sandbox.payproOrders();
    expect(orders).toHaveLength(1);
    expect(orders[0]!.amount).toBe(payment.amount);
    expect(orders[0]!.lines.map((line) => [line.item, line.quantity, line.subTotal])).toEqual([
      [PANADOL.tradeName.trim(), 3, ((paisa(PANADOL) * 3) / 100).toFixed(2)],
      [INSULIN.tradeName.trim(), 2, ((paisa(INSULIN) * 2) / 100).toFixed(2)],
      ['Delivery', 1, DELIVERY.feeRupees.toFixed(2)],
    ]);
    // No e-mail given: the gateway's order has an empty one.
    expect(orders[0]!.customer).toEqual({
      name: 'Ayesha Khan',
      mobile: '03001234567',
      email: '',
      address: CUSTOMER.address,
    });
  });

  it('takes no price from the browser: a line with one is refused and nothing is ordered', async () => {
    const { body } = await postDocumentText(
      `mutation { createCartPayment(input: { lines: [{ medicineId: "${PANADOL.itemId}", quantity: 1, unitPrice: 1 }], customer: { name: "A", mobile: "03001234567", address: "L" } }) { amount } }`,
    );
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(/is not defined by type "CartLineInput"/);
    await sandboxSettled(sandbox);
    expect(orderCalls()).toHaveLength(0);
  });

  const line = (medicineId: string | number, quantity = 1) => ({
    medicineId: String(medicineId),
    quantity,
  });

  it.each([
    ['an empty cart', [], 'Your cart is empty.'],
    ['a quantity of 0', [line(PANADOL.itemId, 0)], 'Quantity must be from 1 to 100.'],
    ['a quantity of 101', [line(PANADOL.itemId, 101)], 'Quantity must be from 1 to 100.'],
    [
      'a medicine twice',
      [line(PANADOL.itemId), line(PANADOL.itemId, 2)],
      'A medicine is listed twice in the order.',
    ],
    [
      'too many medicines',
      MEDICINES.slice(0, MAX_CART_LINES + 1).map((record) => line(record.itemId)),
      `An order holds ${MAX_CART_LINES} medicines at most.`,
    ],
    ['a medicine the pharmacy does not have', [line(999_999)], 'There is no such medicine.'],
    ['an id that is none', [line('abc')], undefined],
  ])('with %s is refused clearly and orders nothing', async (_case, lines, message) => {
    const { body } = await payCart({ lines });
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    if (message) expect(body.errors?.[0]?.message).toBe(message);
    await sandboxSettled(sandbox);
    expect(orderCalls()).toHaveLength(0);
  });

  it('refuses in Urdu to an Urdu page', async () => {
    const { body } = await payCart({ lines: [] }, { 'x-site-language': 'ur' });
    expect(body.errors?.[0]?.message).toBe('آپ کی کارٹ خالی ہے۔');
  });

  it('logs the order, never the customer nor what they bought', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      const { body } = await payCart({ customer: { ...CUSTOMER, email: 'ayesha@example.pk' } });
      const lines = info.mock.calls.map((call) => call.join(' ')).join('\n');
      expect(lines).toContain(body.data!.createCartPayment.orderNumber);
      for (const detail of ['Ayesha', 'ayesha@example.pk', '1234567', 'Boulevard', 'Lantus']) {
        expect(lines).not.toContain(detail);
      }
    } finally {
      info.mockRestore();
    }
  });
});

describe('the way back from the gateway', () => {
  async function returnOf(headers: Record<string, string>) {
    const { body } = await payCart({}, headers);
    const payment = body.data!.createCartPayment;
    const page = await fetch(payment.paymentUrl);
    expect(page.status).toBe(200);
    // The gateway's page posts the payment; its answer sends the customer back.
    const action = /action="([^"]*outcome=paid[^"]*)"/.exec(await page.text())![1]!;
    const back = await fetch(new URL(action.replaceAll('&amp;', '&'), sandbox.origin), {
      method: 'POST',
      redirect: 'manual',
    });
    expect(back.status).toBe(303);
    return { location: back.headers.get('location')!, orderNumber: payment.orderNumber };
  }

  it('keeps an Urdu reader in Urdu', async () => {
    const { location, orderNumber } = await returnOf({ 'x-site-language': 'ur' });
    expect(new URL(location).pathname).toBe('/ur/payment/status');
    expect(new URL(location).searchParams.get('order')).toBe(orderNumber);
  });

  it('brings an English reader back to the English status page', async () => {
    const { location } = await returnOf({});
    expect(new URL(location).pathname).toBe('/payment/status');
  });
});

describe('a medicine', () => {
  it('says whether it needs a prescription', async () => {
    const ask = async (id: number) =>
      (await executeOperation(MedicinePrescriptionDocument, { id: String(id) })).body.data!
        .medicine!.prescriptionRequired;
    expect(await ask(INSULIN.itemId)).toBe(true);
    expect(await ask(priced('Amoxicillin').itemId)).toBe(true);
    expect(await ask(PANADOL.itemId)).toBe(false);
  });
});
