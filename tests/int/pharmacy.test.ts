import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadConfig } from '@/adapters/config';
import { paymentProof } from '@/adapters/paymentProof';
import { DELIVERY } from '@/domain/delivery';
import { MEDICINES, medicineFacts } from '@/sandbox/data/medicines';
import type { Sandbox } from '@/sandbox/server';
import {
  MedicineDocument,
  MedicinesDocument,
  PayDocument,
  PaymentReturnDocument,
  PaymentStateDocument,
  PrepareDocument,
  type PayMutationVariables,
} from './__generated__/operations';
import {
  executeOperation,
  postDocumentText,
  PAYMENT_TEST_LIMITS,
  resetPayments,
  sandboxSettled,
  startTestSandbox,
} from './support';

/** The pharmacy's API and the payment through the sandbox's PayPro (issue 11). */
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox(PAYMENT_TEST_LIMITS);
});
afterAll(() => sandbox.close());
beforeEach(() => resetPayments(sandbox));

const id = String(medicineFacts.reviewedId);
const unitPrice = medicineFacts.unitPriceOf(medicineFacts.reviewedId);
const CUSTOMER = {
  name: 'Ayesha Khan',
  mobile: '+92 300 1234567',
  email: 'ayesha@example.pk',
  address: '12 Main Boulevard, DHA Phase 5, Lahore',
};

/** A client of its own: the address the front server hands on, or (before it) the proxy's. */
const client = (ip: string) => ({ 'x-forwarded-for': ip, 'x-client-address': ip });

let nextIp = 1;
/** Each payment from a client of its own, so the rate limit is tested only where it is meant. */
const pay = (
  input: Partial<PayMutationVariables['input']> = {},
  ip = `10.20.0.${nextIp++}`,
  headers: Record<string, string> = {},
) =>
  executeOperation(
    PayDocument,
    { input: { medicineId: id, quantity: 3, customer: CUSTOMER, ...input } },
    { ...client(ip), ...headers },
  );

/** The cookie a payment's answer sets, as the browser sends it back. */
const cookieOf = (headers: Headers) => headers.get('set-cookie')!.split(';')[0]!;

const statusOf = (orderNumber: string, headers: Record<string, string> = {}) =>
  executeOperation(PaymentStateDocument, { orderNumber }, { ...client('10.40.0.1'), ...headers });

const gatewayCalls = (path: string) =>
  sandbox.requests().filter((entry) => entry.path.toLowerCase().startsWith(`/paypro/${path}`));

describe('the catalogue', () => {
  it('is searched by trade or generic name, ignoring case, and paged', async () => {
    const wanted = MEDICINES.filter((record) =>
      [record.tradeName, record.genericName].some((name) => name?.toLowerCase().includes('tab')),
    );
    const first = await executeOperation(MedicinesDocument, { search: 'TAB', first: 12 });
    expect(first.body.errors).toBeUndefined();
    const page = first.body.data!.medicines!;
    expect(page.totalCount).toBe(wanted.length);
    expect(page.nodes).toHaveLength(12);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const second = await executeOperation(MedicinesDocument, {
      search: 'TAB',
      first: 12,
      after: page.pageInfo.endCursor,
    });
    expect(second.body.data!.medicines!.nodes.map((node) => node.id)).toEqual(
      wanted.slice(12, 24).map((record) => String(record.itemId)),
    );
  });

  it("finds medicines by what they treat and by a name a letter off, the spec's matches first (issue 32)", async () => {
    const brands = async (search: string) => {
      const { body } = await executeOperation(MedicinesDocument, { search });
      expect(body.errors).toBeUndefined();
      return new Set(body.data!.medicines!.nodes.map((node) => node.tradeName.split(' ')[0]));
    };
    const fever = ['Panadol', 'Calpol', 'Disprol', 'Tylenol', 'Brufen', 'Advil', 'Nurofen'];
    for (const search of ['fever', 'bukhar', 'بخار']) {
      expect(await brands(search), search).toEqual(new Set(fever));
    }
    expect(await brands('panadool')).toEqual(new Set(['Panadol']));
    // Whatever the specification's rule finds comes first, in the catalogue's order.
    const spec = MEDICINES.filter((record) =>
      [record.tradeName, record.genericName].some((name) => name?.toLowerCase().includes('cal')),
    ).map((record) => String(record.itemId));
    const { body } = await executeOperation(MedicinesDocument, { search: 'cal' });
    expect(body.data!.medicines!.nodes.slice(0, spec.length).map((node) => node.id)).toEqual(spec);
  });

  it('refuses a search of more than 100 characters', async () => {
    const { body } = await executeOperation(MedicinesDocument, { search: 'a'.repeat(101) });
    expect(body.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  });

  it('answers a medicine with its reviews; none for an id it does not have', async () => {
    const { body } = await executeOperation(MedicineDocument, { id });
    expect(body.data!.medicine).toMatchObject({ id, unitPrice });
    expect(body.data!.medicine!.reviews.length).toBeGreaterThanOrEqual(2);
    expect((await executeOperation(MedicineDocument, { id: '999999' })).body.data!.medicine).toBe(
      null,
    );
    const bad = await executeOperation(MedicineDocument, { id: '1 OR 1=1' });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it.each(['error', 'malformed', 'slow'] as const)(
    'a pharmacy that fails (%s) gives the specified error, never a 500',
    async (mode) => {
      sandbox.faults.set({ match: '/pharmacy/api/', mode, delayMs: 2000 });
      const { status, body } = await executeOperation(MedicinesDocument, { first: 12 });
      expect(status).toBe(200);
      expect(body.data!.medicines).toBeNull();
      expect(body.errors?.map((error) => error.message)).toEqual(['Failed to fetch medicine data']);
    },
  );
});

describe('a payment', () => {
  it("creates the gateway's order at the catalogue's price, every field as specified", async () => {
    const before = Date.now();
    const { status, headers, body } = await pay();
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const payment = body.data!.createMedicinePayment;
    // Three units and the delivery, once (issue 40).
    const amount = ((Math.round(unitPrice * 100) * 3 + DELIVERY.feeRupees * 100) / 100).toFixed(2);
    expect(payment.amount).toBe(amount);
    expect(payment.orderNumber).toMatch(/^FH-\d+$/);
    expect(payment.paymentUrl).toMatch(
      new RegExp(`^${sandbox.origin}/paypro/pay/\\d+\\?callback_url=`),
    );
    expect(headers.get('cache-control')).toBe('no-store');

    const order = sandbox.payproOrders().at(-1)!;
    const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Karachi' });
    expect(order).toMatchObject({
      merchantId: 'SANDBOX-MERCHANT-4242',
      orderNumber: payment.orderNumber,
      amount,
      issueDate: day.format(before),
      dueDate: day.format(before + 7 * 86_400_000),
      customer: { ...CUSTOMER, mobile: '03001234567' },
    });
  });

  it('takes no price or amount from the client: the document is refused and no order made', async () => {
    for (const field of ['unitPrice: 1', 'amount: "1.00"', 'price: 1']) {
      const { body } = await postDocumentText(
        `mutation { createMedicinePayment(input: { medicineId: "${id}", quantity: 1, ${field}, customer: { name: "A", mobile: "03001234567", email: "a@example.pk", address: "L" } }) { amount } }`,
      );
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.message).toMatch(/is not defined by type "MedicinePaymentInput"/);
    }
    expect(sandbox.payproOrders()).toHaveLength(0);
    await sandboxSettled(sandbox);
    expect(gatewayCalls('v2/ppro/co')).toHaveLength(0);
  });

  it.each([
    ['a quantity of 0', { quantity: 0 }, 'Quantity must be from 1 to 100.'],
    ['a quantity of 101', { quantity: 101 }, 'Quantity must be from 1 to 100.'],
    [
      'a landline for a mobile',
      { customer: { ...CUSTOMER, mobile: '042-35761234' } },
      'Enter a Pakistani mobile number, like 0300-1234567',
    ],
    ['no address', { customer: { ...CUSTOMER, address: '  ' } }, 'Address is required'],
    ['a medicine id that is not one', { medicineId: 'abc' }, undefined],
    [
      'a medicine the pharmacy does not have',
      { medicineId: '999999' },
      'There is no such medicine.',
    ],
  ])('with %s is refused clearly and orders nothing', async (_case, input, message) => {
    const { status, body } = await pay(input);
    expect(status).toBe(200);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    if (message) expect(body.errors?.[0]?.message).toBe(message);
    await sandboxSettled(sandbox);
    expect(gatewayCalls('v2/ppro/co')).toHaveLength(0);
  });

  it('logs the order number and outcome, never the customer', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      const { body } = await pay();
      const lines = info.mock.calls.map((call) => call.join(' ')).join('\n');
      expect(lines).toContain(body.data!.createMedicinePayment.orderNumber);
      expect(lines).toContain('created');
      for (const detail of ['Ayesha', 'ayesha@example.pk', '1234567', 'Boulevard']) {
        expect(lines).not.toContain(detail);
      }
    } finally {
      info.mockRestore();
    }
  });

  it('uses one token for many orders', async () => {
    await pay();
    await pay();
    await executeOperation(PrepareDocument);
    await sandboxSettled(sandbox);
    expect(gatewayCalls('v2/ppro/auth')).toHaveLength(1);
    expect(gatewayCalls('v2/ppro/co')).toHaveLength(2);
  });

  it('is limited per client: past the limit, a clear message; another client is unaffected', async () => {
    process.env.PAYMENTS_PER_MINUTE = '2';
    reloadConfig();
    try {
      expect((await pay({}, '10.30.0.1')).body.errors).toBeUndefined();
      expect((await pay({}, '10.30.0.1')).body.errors).toBeUndefined();
      const refused = await pay({}, '10.30.0.1');
      expect(refused.body.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([
        ['Too many payments from this device. Please wait a minute and try again.', 'RATE_LIMITED'],
      ]);
      expect((await pay({}, '10.30.0.2')).body.errors).toBeUndefined();
      await sandboxSettled(sandbox);
      expect(gatewayCalls('v2/ppro/co')).toHaveLength(3);
    } finally {
      process.env.PAYMENTS_PER_MINUTE = '1000';
      reloadConfig();
    }
  });
});

describe('when the gateway fails', () => {
  const AUTHENTICATION = 'Payment authentication failed. Please try again.';
  const NOT_READY = 'Payment system not ready. Please try again.';
  const INITIATION = 'Payment initiation failed. Please try again.';

  it.each([
    ['refuses to authenticate', { match: '/paypro/v2/ppro/auth', mode: 'error' }, AUTHENTICATION],
    ['gives no token', { match: '/paypro/v2/ppro/auth', mode: 'malformed' }, NOT_READY],
  ] as const)('preparing, when it %s, says so', async (_case, fault, message) => {
    sandbox.faults.set(fault);
    const { status, body } = await executeOperation(PrepareDocument);
    expect(status).toBe(200);
    expect(body.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([
      [message, 'PAYMENT_FAILED'],
    ]);
  });

  it.each([
    ['answers an error', { match: '/paypro/v2/ppro/co', mode: 'error', status: 502 }],
    ['answers nonsense', { match: '/paypro/v2/ppro/co', mode: 'malformed' }],
    ['does not answer in time', { match: '/paypro/v2/ppro/co', mode: 'slow', delayMs: 3000 }],
  ] as const)(
    'an order, when the gateway %s, fails with the specified message and is posted once',
    async (_case, fault) => {
      process.env.PAYPRO_TIMEOUT_MS = '500';
      reloadConfig();
      try {
        sandbox.faults.set(fault);
        const { status, body } = await pay();
        expect(status).toBe(200);
        expect(body.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([
          [INITIATION, 'PAYMENT_FAILED'],
        ]);
        // A request given up on is logged once its connection closes; none may follow it.
        await sandboxSettled(sandbox);
        expect(gatewayCalls('v2/ppro/co')).toHaveLength(1);
      } finally {
        delete process.env.PAYPRO_TIMEOUT_MS;
        reloadConfig();
      }
    },
  );

  it('an order the gateway turns down names no credential', async () => {
    process.env.PAYPRO_MERCHANT_ID = 'WRONG-MERCHANT';
    reloadConfig();
    try {
      const { body } = await pay();
      expect(body.errors?.map((error) => error.message)).toEqual([INITIATION]);
      expect(JSON.stringify(body)).not.toMatch(/MERCHANT|sandbox-client/);
    } finally {
      delete process.env.PAYPRO_MERCHANT_ID;
      reloadConfig();
    }
  });

  it('wrong credentials are an authentication failure', async () => {
    process.env.PAYPRO_CLIENT_SECRET = 'not-the-secret';
    reloadConfig();
    try {
      const { body } = await pay();
      expect(body.errors?.map((error) => error.message)).toEqual([AUTHENTICATION]);
      expect(sandbox.payproOrders()).toHaveLength(0);
    } finally {
      delete process.env.PAYPRO_CLIENT_SECRET;
      reloadConfig();
    }
  });
});

describe("an order's status", () => {
  async function paidOrder(outcome: 'paid' | 'failed' | null) {
    const { headers, body } = await pay();
    const payment = body.data!.createMedicinePayment;
    if (outcome) {
      const pay = new URL(payment.paymentUrl);
      pay.searchParams.set('outcome', outcome);
      const back = await fetch(pay, {
        method: 'POST',
        redirect: 'manual',
      });
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toMatch(
        new RegExp(`/payment/status\\?order=${payment.orderNumber}&proof=[\\w-]+$`),
      );
      const proof = new URL(back.headers.get('location')!).searchParams.get('proof')!;
      return { ...payment, cookie: cookieOf(headers), proof };
    }
    return { ...payment, cookie: cookieOf(headers), proof: null };
  }

  /** The status as another browser asks it: no cookie, from a client of its own. */
  const returnOf = (orderNumber: string, proof: string | null) =>
    executeOperation(PaymentReturnDocument, { orderNumber, proof }, client('10.40.0.2'));

  it("is told, with what was ordered, to any browser the gateway's way back brings its proof to", async () => {
    const payment = await paidOrder('paid');
    const { headers, body } = await returnOf(payment.orderNumber, payment.proof);
    expect(body.errors).toBeUndefined();
    expect(body.data!.paymentStatus).toEqual({
      orderNumber: payment.orderNumber,
      amount: payment.amount,
      state: 'PAID',
      lines: [
        { name: MEDICINES.find((m) => String(m.itemId) === id)!.tradeName.trim(), quantity: 3 },
      ],
    });
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('is told to nobody with a proof forged, altered, expired or of another order', async () => {
    const payment = await paidOrder('paid');
    const other = await paidOrder('paid');
    const bytes = Buffer.from(payment.proof!, 'base64url');
    bytes[bytes.length - 1]! ^= 0x01;
    const hours = 60 * 60 * 1000;
    for (const proof of [
      null,
      '',
      'A'.repeat(payment.proof!.length),
      bytes.toString('base64url'),
      other.proof,
      paymentProof(payment.orderNumber, Date.now() - 7 * hours),
    ]) {
      const { body } = await returnOf(payment.orderNumber, proof);
      expect(body.errors, String(proof)).toBeUndefined();
      expect(body.data!.paymentStatus, String(proof)).toBeNull();
    }
    await sandboxSettled(sandbox);
    expect(gatewayCalls('v2/ppro/ggos')).toHaveLength(0);
  });

  it.each([
    ['paid', 'PAID'],
    ['failed', 'FAILED'],
    [null, 'UNPAID'],
  ] as const)(
    'is what the gateway reports (%s → %s), to the browser that paid, never cached',
    async (outcome, state) => {
      const payment = await paidOrder(outcome);
      const { headers, body } = await statusOf(payment.orderNumber, { cookie: payment.cookie });
      expect(body.data!.paymentStatus).toEqual({
        orderNumber: payment.orderNumber,
        amount: payment.amount,
        state,
      });
      expect(headers.get('cache-control')).toBe('no-store');
    },
  );

  it("is told to nobody else: without the cookie, with another order's, or a forged one, null", async () => {
    const payment = await paidOrder('paid');
    const other = await paidOrder(null);
    const [, signature] = /\.([\w-]+)$/.exec(payment.cookie)!;
    for (const cookie of [
      undefined,
      other.cookie,
      `fh_orders=${payment.orderNumber}.${'A'.repeat(signature!.length)}`,
      `fh_orders=${payment.orderNumber}`,
    ]) {
      const { body } = await statusOf(payment.orderNumber, cookie ? { cookie } : {});
      expect(body.errors).toBeUndefined();
      expect(body.data!.paymentStatus, cookie).toBeNull();
    }
    await sandboxSettled(sandbox);
    expect(gatewayCalls('v2/ppro/ggos')).toHaveLength(0);
  });

  it("sets a signed, HttpOnly, SameSite=Lax cookie listing the browser's last ten orders", async () => {
    let cookie = '';
    const orders: string[] = [];
    for (let turn = 0; turn < 11; turn += 1) {
      const { headers, body } = await pay({}, '10.50.0.1', cookie ? { cookie } : {});
      orders.push(body.data!.createMedicinePayment.orderNumber);
      const header = headers.get('set-cookie')!;
      expect(header).toMatch(/; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
      cookie = cookieOf(headers);
    }
    expect(cookie).toMatch(new RegExp(`^fh_orders=${orders.slice(1).join('\\.')}\\.[\\w-]+$`));
    expect((await statusOf(orders[10]!, { cookie })).body.data!.paymentStatus).not.toBeNull();
    expect((await statusOf(orders[0]!, { cookie })).body.data!.paymentStatus).toBeNull();
  });

  it('is null for an order that is not ours, and refused for text that is no order number', async () => {
    const none = await statusOf('FH-1');
    expect(none.body.data!.paymentStatus).toBeNull();
    const bad = await statusOf('<script>');
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is limited per client, like preparing a payment', async () => {
    process.env.PAYMENT_STATUS_CHECKS_PER_MINUTE = '2';
    process.env.PAYMENT_PREPARES_PER_MINUTE = '2';
    reloadConfig();
    try {
      const ask = () => statusOf('FH-1', client('10.60.0.1'));
      expect((await ask()).body.errors).toBeUndefined();
      expect((await ask()).body.errors).toBeUndefined();
      expect((await ask()).body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      const prepare = () => executeOperation(PrepareDocument, {}, client('10.60.0.2'));
      expect((await prepare()).body.errors).toBeUndefined();
      expect((await prepare()).body.errors).toBeUndefined();
      expect((await prepare()).body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    } finally {
      process.env.PAYMENT_STATUS_CHECKS_PER_MINUTE = '1000';
      process.env.PAYMENT_PREPARES_PER_MINUTE = '1000';
      reloadConfig();
    }
  });
});
