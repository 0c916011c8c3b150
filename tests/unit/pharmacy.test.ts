import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as http from '@/adapters/http';
import {
  createPaymentOrder,
  forgetPaymentToken,
  gatewayDate,
  nextOrderNumber,
  orderDates,
  paymentToken,
  readOrderAnswer,
  readToken,
} from '@/adapters/paypro';
import { reshapeMedicines } from '@/adapters/pharmacy';
import { searchMedicines } from '@/domain/medicineSearch';
import { orderAmount } from '@/domain/order';
import { messages } from '@/domain/messages';
import { pakistaniMobile, paymentCustomerRules } from '@/domain/payment';

const paymentCustomerSchema = paymentCustomerRules(messages.payment.form);

/** Two units at Rs. 10 and the delivery (Rs. 150). */
const ORDER = {
  lines: [{ name: 'Panadol 500mg Tablet', unitPrice: 10, quantity: 2 }],
  deliveryRupees: 150,
  locale: 'en' as const,
};

/** The pharmacy's records and the payment order's rules (issue 11, spec 001 §7). */

const HOST = 'https://pharmacy.example.pk/';

describe("the pharmacy's records", () => {
  const medicines = reshapeMedicines(
    {
      data: [
        {
          itemId: '0412',
          tradeName: '  Panadol 500mg Tablet ',
          genericName: '',
          supplierName: null,
          unitPrice: '12.50',
          packPrice: 0,
          imageUrl: 'Images\\Medicines\\panadol-412.jpg',
          reviewsList: [
            {
              id: 7,
              reviewerName: 'Sana',
              reviewerImage: '~/Images/Reviewers/sana.jpg',
              rating: '4',
              reviewDate: '2026-03-05T10:15:00',
              reviews: ' Works quickly. ',
            },
            { id: 8, reviewerName: '', rating: 9, reviewDate: 'yesterday', reviews: '' },
            { reviewerName: 'no id' },
          ],
        },
        { itemId: 413, tradeName: 'Augmentin 625mg', unitPrice: 'free' },
        { itemId: 'x', tradeName: 'Bad id', unitPrice: 5 },
        { itemId: 414, tradeName: null, unitPrice: 5 },
        'not a record',
        {
          itemId: 415,
          tradeName: 'Brufen 400mg Tablet',
          genericName: 'Ibuprofen',
          supplierName: 'Abbott',
          unitPrice: 8,
          packPrice: '240.00',
          reviewsList: null,
        },
      ],
    },
    HOST,
  );

  it('keeps only the medicines that can be sold, every missing value null', () => {
    expect(medicines.map((medicine) => medicine.id)).toEqual(['412', '415']);
    expect(medicines[0]).toMatchObject({
      tradeName: 'Panadol 500mg Tablet',
      genericName: null,
      supplier: null,
      unitPrice: 12.5,
      packPrice: null,
    });
    expect(medicines[1]).toMatchObject({ packPrice: 240, reviews: [] });
  });

  it('turns Windows paths round, and stands the stock picture in for none', () => {
    expect(medicines[0]!.image.url).toBe(`${HOST}Images/Medicines/panadol-412.jpg`);
    expect(medicines[1]!.image.url).toBe('/images/default-medicine.svg');
  });

  it('keeps reviews with an id; a rating outside 1 to 5 and an unreadable date are null', () => {
    expect(medicines[0]!.reviews).toEqual([
      {
        id: '7',
        reviewerName: 'Sana',
        reviewerImage: expect.objectContaining({ url: `${HOST}Images/Reviewers/sana.jpg` }),
        rating: 4,
        date: '2026-03-05T10:15:00+05:00',
        text: 'Works quickly.',
      },
      { id: '8', reviewerName: null, reviewerImage: null, rating: null, date: null, text: null },
    ]);
  });

  it('are searched by trade or generic name, ignoring case', () => {
    expect(searchMedicines(medicines, ' IBUPRO ').map((medicine) => medicine.id)).toEqual(['415']);
    expect(searchMedicines(medicines, 'panadol').map((medicine) => medicine.id)).toEqual(['412']);
    expect(searchMedicines(medicines, '')).toHaveLength(2);
    expect(searchMedicines(medicines, 'aspirin')).toEqual([]);
  });
});

describe("the payment form's fields", () => {
  it('takes a Pakistani mobile number in its usual spellings, as 03xxxxxxxxx', () => {
    for (const text of ['0300-1234567', '+92 300 1234567', '0092 300 1234567', '923001234567']) {
      expect(pakistaniMobile(text), text).toBe('03001234567');
    }
    for (const text of ['0423-5761234', '0300-123456', '+44 7700 900123', '03001234567x']) {
      expect(pakistaniMobile(text), text).toBeNull();
    }
  });

  it('requires every field', () => {
    const result = paymentCustomerSchema.safeParse({
      name: ' ',
      mobile: '',
      email: 'nobody',
      address: '',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      'Full Name is required',
      'Mobile Number is required',
      'Please enter a valid email',
      'Address is required',
    ]);
  });
});

describe("an order's amount", () => {
  it('is the unit price times the quantity, with two decimals, without float error', () => {
    expect(orderAmount(12.5, 1)).toBe('12.50');
    expect(orderAmount(0.1, 3)).toBe('0.30');
    expect(orderAmount(33.33, 3)).toBe('99.99');
    expect(orderAmount(1.005, 1)).toBe('1.01');
    expect(orderAmount(8, 100)).toBe('800.00');
    expect(orderAmount(19999.99, 100)).toBe('1999999.00');
  });
});

describe("an order's dates", () => {
  it('are day/month/year in Pakistan time, due seven days after issue', () => {
    // 20:30 UTC is 01:30 the next day in Pakistan (UTC+5).
    expect(orderDates(new Date('2026-11-23T20:30:00Z'))).toEqual({
      issueDate: '24/11/2026',
      dueDate: '01/12/2026',
    });
    expect(orderDates(new Date('2026-12-28T06:00:00Z'))).toEqual({
      issueDate: '28/12/2026',
      dueDate: '04/01/2027',
    });
    expect(gatewayDate(new Date('2028-02-29T00:00:00+05:00'))).toBe('29/02/2028');
  });
});

describe('order numbers', () => {
  it('are FH- and 20 digits, as the gateway takes them: the time in milliseconds, then seven random', () => {
    const before = Date.now();
    const number = nextOrderNumber();
    expect(number).toMatch(/^FH-\d{20}$/);
    expect(Number(number.slice(3, 16))).toBeGreaterThanOrEqual(before);
    expect(Number(number.slice(3, 16))).toBeLessThanOrEqual(Date.now());
  });

  it('never repeat, even thousands in one millisecond', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-24T10:00:00Z'));
    try {
      const numbers = Array.from({ length: 20_000 }, () => nextOrderNumber());
      expect(new Set(numbers).size).toBe(numbers.length);
    } finally {
      now.mockRestore();
    }
  });

  it("cannot be told from one's own: no counter, the digits after the time are drawn at random", () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-24T10:00:00Z'));
    try {
      const tails = Array.from({ length: 2000 }, () => Number(nextOrderNumber().slice(-7)));
      const steps = tails.slice(1).map((tail, at) => tail - tails[at]!);
      // A counter steps by one; random draws go up and down, all over the ten million.
      expect(steps.filter((step) => step === 1).length).toBeLessThan(5);
      expect(steps.filter((step) => step < 0).length).toBeGreaterThan(800);
      expect(Math.max(...tails) - Math.min(...tails)).toBeGreaterThan(9_000_000);
    } finally {
      now.mockRestore();
    }
  });
});

describe("the gateway's answers", () => {
  it('give the token in a Token header, or a token in the body', () => {
    expect(readToken({ token: ' abc ' }, '[{"Status":"00"}]')).toBe('abc');
    expect(readToken({}, '{"token":"from-body"}')).toBe('from-body');
    expect(readToken({}, '[{"Status":"00","token":"in-array"}]')).toBe('in-array');
    expect(readToken({}, '[{"Status":"00"}]')).toBeNull();
    expect(readToken({}, 'not json')).toBeNull();
  });

  it("read an order in the gateway's shape", () => {
    expect(
      readOrderAnswer([
        { Status: '00' },
        { PayProId: 100000003, Click2Pay: 'https://pay.example/c/1', BillUrl: 'https://b/1' },
      ]),
    ).toEqual({ ok: true, paymentUrl: 'https://pay.example/c/1', payProId: '100000003' });
    expect(readOrderAnswer([{ Status: '00' }, { BillUrl: 'https://pay.example/b/2' }])).toEqual({
      ok: true,
      paymentUrl: 'https://pay.example/b/2',
      payProId: null,
    });
    expect(readOrderAnswer([{ Status: '01', Description: 'OrderAmount is invalid' }])).toEqual({
      ok: false,
      description: 'OrderAmount is invalid',
    });
  });

  it("read an order in the legacy client's shape", () => {
    expect(readOrderAnswer({ success: true, paymentUrl: 'https://pay.example/x' })).toEqual({
      ok: true,
      paymentUrl: 'https://pay.example/x',
      payProId: null,
    });
    expect(readOrderAnswer({ success: false })).toMatchObject({ ok: false });
  });

  it('never send the customer to an address that is not http(s)', () => {
    expect(readOrderAnswer([{ Status: '00' }, { Click2Pay: 'javascript:alert(1)' }])).toMatchObject(
      { ok: false },
    );
    expect(readOrderAnswer({ success: true, paymentUrl: 'data:text/html,x' })).toMatchObject({
      ok: false,
    });
  });
});

describe('the gateway token', () => {
  const answer = (status: number, headers: Record<string, string> = {}, text = '[]') => ({
    status,
    headers,
    text,
  });
  let post: MockInstance<typeof http.postOnce>;

  beforeEach(async () => {
    await forgetPaymentToken();
    post = vi.spyOn(http, 'postOnce');
  });
  afterEach(() => {
    post.mockRestore();
    vi.useRealTimers();
  });

  it('is asked for once by callers at the same time, then kept until it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    post.mockImplementation(async () => answer(200, { token: `t${post.mock.calls.length}` }));
    const tokens = await Promise.all([paymentToken(), paymentToken(), paymentToken()]);
    expect(tokens).toEqual(['t1', 't1', 't1']);
    expect(await paymentToken()).toBe('t1');
    expect(post).toHaveBeenCalledTimes(1);

    // PAYPRO_TOKEN_TTL_SECONDS defaults to 540.
    vi.advanceTimersByTime(541_000);
    expect(await paymentToken()).toBe('t2');
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('is asked for again when the gateway refuses it, and the order posted once more', async () => {
    const paths: string[] = [];
    post.mockImplementation(async (target) => {
      paths.push(target.path);
      if (target.path === 'v2/ppro/auth') return answer(200, { token: `t${paths.length}` });
      return paths.length === 2
        ? answer(401, {}, '[{"Status":"01","Description":"Token is invalid or expired"}]')
        : answer(200, {}, '[{"Status":"00"},{"PayProId":"9","Click2Pay":"https://pay.example/9"}]');
    });
    const order = await createPaymentOrder(ORDER, {
      name: 'Ayesha',
      mobile: '03001234567',
      email: 'a@example.pk',
      address: 'Lahore',
    });
    expect(order).toMatchObject({ amount: '170.00' });
    expect(order.paymentUrl).toMatch(/^https:\/\/pay\.example\/9\?callback_url=http/);
    expect(paths).toEqual(['v2/ppro/auth', 'v2/ppro/co', 'v2/ppro/auth', 'v2/ppro/co']);
  });

  it('a failed order is never posted again', async () => {
    post.mockImplementation(async (target) =>
      target.path === 'v2/ppro/auth' ? answer(200, { token: 't' }) : answer(500, {}, 'error'),
    );
    await expect(
      createPaymentOrder(ORDER, {
        name: 'Ayesha',
        mobile: '03001234567',
        email: 'a@example.pk',
        address: 'Lahore',
      }),
    ).rejects.toMatchObject({ failure: 'initiation' });
    expect(post.mock.calls.filter(([target]) => target.path === 'v2/ppro/co')).toHaveLength(1);
  });
});
