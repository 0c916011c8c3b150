import 'server-only';
import { PAKISTAN_TIME_ZONE } from '@/domain/pakistanClock';
import { randomInt } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { heapBytes } from '@/domain/heapBytes.mjs';
import { memoryBudget } from '@/domain/memoryBudgets.mjs';
import { z } from 'zod';
import { PAYMENT_STATUS_PATH } from '@/domain/addresses';
import { localePath, type Locale } from '@/domain/locales';
import { cartAmounts, orderAmount } from '@/domain/order';
import { config } from './config';
import { UpstreamError, getJsonOnce, postOnce, type UpstreamTarget } from './http';
import { logEvent } from './log';
import { paymentProof } from './paymentProof';
import { processWide } from './processWide';
import { dropShared, readShared, writeShared } from './sharedState';
import { SITE_URL } from './site';

/**
 * The PayPro payment gateway (spec 001 §7). The server decides every amount and holds every
 * credential: the price comes from the catalogue, the token and merchant id never leave the
 * server, and an order is posted once and never again.
 */

// --- The order's rules (spec 001 §7, "Payment order rules") -----------------------------------

/** Days from an order's issue to its due date. */
export const DUE_AFTER_DAYS = 7;

const PAKISTAN_DAY = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: PAKISTAN_TIME_ZONE,
});

/** day/month/year of a moment in Pakistan, as the gateway takes dates. */
export function gatewayDate(at: Date): string {
  return PAKISTAN_DAY.format(at);
}

export interface OrderDates {
  issueDate: string;
  dueDate: string;
}

export function orderDates(now: Date): OrderDates {
  return {
    issueDate: gatewayDate(now),
    dueDate: gatewayDate(new Date(now.getTime() + DUE_AFTER_DAYS * 24 * 60 * 60 * 1000)),
  };
}

/** Random digits after the time: ten million numbers a millisecond to draw from. */
const RANDOM_DIGITS = 7;
const drawn = processWide('paypro-order-numbers', () => ({ at: 0, numbers: new Set<string>() }));

/**
 * 'FH-' and 20 digits (the gateway takes up to 20): the time in milliseconds (13 digits until 2286)
 * and seven random ones. No counter, so nothing repeats when Redis loses its data or an instance
 * starts afresh (the legacy 'FH-' and 0 to 999 collided, and so did a counter reset), and nobody
 * can guess another customer's number from their own. This instance never draws one twice.
 */
export function nextOrderNumber(): string {
  const now = Date.now();
  if (drawn.at !== now) drawn.numbers.clear();
  drawn.at = now;
  let number: string;
  do {
    number = `FH-${now}${String(randomInt(10 ** RANDOM_DIGITS)).padStart(RANDOM_DIGITS, '0')}`;
  } while (drawn.numbers.has(number));
  drawn.numbers.add(number);
  return number;
}

// --- The gateway's answers ---------------------------------------------------------------------

/** The token of an authentication answer: its `Token` header, or a `token` in the body. */
export function readToken(
  headers: Record<string, string | string[] | undefined>,
  text: string,
): string | null {
  const header = headers['token'];
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim();
  if (fromHeader) return fromHeader;
  try {
    const body = JSON.parse(text) as unknown;
    const first = Array.isArray(body) ? body[0] : body;
    const token = z.looseObject({ token: z.string().min(1) }).safeParse(first);
    return token.success ? token.data.token : null;
  } catch {
    return null;
  }
}

export type OrderAnswer =
  { ok: true; paymentUrl: string; payProId: string | null } | { ok: false; description: string };

const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * An order creation answer, in the gateway's shape (`[{"Status":"00"}, {"Click2Pay": ...}]`) or
 * the legacy client's (`{ success: true, paymentUrl }`).
 */
export function readOrderAnswer(raw: unknown): OrderAnswer {
  if (Array.isArray(raw)) {
    const status = z
      .looseObject({ Status: z.string(), Description: z.string().optional() })
      .safeParse(raw[0]);
    if (!status.success) return { ok: false, description: 'unreadable answer' };
    if (status.data.Status !== '00')
      return { ok: false, description: status.data.Description ?? status.data.Status };
    const order = z
      .looseObject({
        Click2Pay: httpUrl.optional(),
        BillUrl: httpUrl.optional(),
        PayProId: z.union([z.string(), z.number()]).optional(),
      })
      .safeParse(raw[1]);
    const paymentUrl = order.success ? (order.data.Click2Pay ?? order.data.BillUrl) : undefined;
    if (!paymentUrl) return { ok: false, description: 'no payment address' };
    return { ok: true, paymentUrl, payProId: order.data?.PayProId?.toString() ?? null };
  }
  const legacy = z
    .looseObject({ success: z.boolean(), paymentUrl: httpUrl.optional() })
    .safeParse(raw);
  if (legacy.success && legacy.data.success && legacy.data.paymentUrl) {
    return { ok: true, paymentUrl: legacy.data.paymentUrl, payProId: null };
  }
  return { ok: false, description: 'unsuccessful' };
}

// --- Calls -----------------------------------------------------------------------------------

/** Why a payment could not be started: each has the specification's message (spec 001 §8). */
export type PaymentFailure = 'authentication' | 'not-ready' | 'initiation';

export class PaymentError extends Error {
  constructor(
    readonly failure: PaymentFailure,
    detail: string,
  ) {
    super(`Payment ${failure}: ${detail}`);
    this.name = 'PaymentError';
  }
}

const target = (path: string): UpstreamTarget => ({
  name: 'paypro',
  base: config().paypro.base,
  path,
  label: path,
});

/** A payment's line names its order and outcome, never the customer. */
function log(event: { orderNumber: string; outcome: string; status?: number; amount?: string }) {
  logEvent('info', 'payment', event);
}

interface CachedToken {
  token: string;
  until: number;
}

const TOKEN_KEY = 'paypro:token';

const tokens = processWide('paypro-token', () => ({
  current: null as CachedToken | null,
  pending: null as Promise<string> | null,
}));

async function authenticate(): Promise<string> {
  const { clientId, clientSecret, timeoutMs, tokenTtlMs } = config().paypro;
  let answer;
  try {
    answer = await postOnce(
      target('v2/ppro/auth'),
      { clientid: clientId, clientsecret: clientSecret },
      '',
      timeoutMs,
    );
  } catch (error) {
    if (error instanceof UpstreamError) throw new PaymentError('authentication', error.message);
    throw error;
  }
  if (answer.status !== 200) throw new PaymentError('authentication', `HTTP ${answer.status}`);
  const token = readToken(answer.headers, answer.text);
  if (!token) throw new PaymentError('not-ready', 'the gateway answered no token');
  const cached = { token, until: Date.now() + tokenTtlMs };
  tokens.current = cached;
  await writeShared(TOKEN_KEY, cached, tokenTtlMs);
  return token;
}

/**
 * A gateway token: the one in use until it expires (shared through Redis where there is one),
 * else a new one; concurrent callers share one authentication.
 */
export async function paymentToken(): Promise<string> {
  if (tokens.current && tokens.current.until > Date.now()) return tokens.current.token;
  const shared = await readShared<CachedToken>(TOKEN_KEY);
  if (shared && shared.until > Date.now()) {
    tokens.current = shared;
    return shared.token;
  }
  tokens.pending ??= authenticate().finally(() => {
    tokens.pending = null;
  });
  return tokens.pending;
}

/** Forgets the token (the gateway refused it; tests starting from nothing). */
export async function forgetPaymentToken(): Promise<void> {
  tokens.current = null;
  await dropShared(TOKEN_KEY);
}

export interface Customer {
  name: string;
  mobile: string;
  email: string;
  address: string;
}

/** A line of an order as the gateway's bill lists it: a medicine, or the delivery. */
export interface GatewayLine {
  name: string;
  /** Rupees a unit: the catalogue's, never the browser's. */
  unitPrice: number;
  quantity: number;
}

/** What an order holds: its medicines, the delivery fee, and the language the customer pays in. */
export interface GatewayOrder {
  lines: readonly GatewayLine[];
  deliveryRupees: number;
  locale: Locale;
}

export interface PaymentOrder {
  orderNumber: string;
  amount: string;
  paymentUrl: string;
}

/** The delivery's line on the gateway's bill (the bill's words are the merchant's, in English). */
const DELIVERY_LINE = 'Delivery';

/**
 * Where the gateway sends the customer back: the status page in the language they paid in, on the
 * site's public address (SITE_URL), so an Urdu reader comes back to Urdu; it names the order and
 * carries its proof (paymentProof.ts), so whichever browser the gateway or a bank's app returns
 * to is told how the order stands.
 */
export function returnAddress(locale: Locale, orderNumber: string): string {
  const back = new URL(localePath(PAYMENT_STATUS_PATH, locale), SITE_URL);
  back.searchParams.set('order', orderNumber);
  back.searchParams.set('proof', paymentProof(orderNumber));
  return back.toString();
}

/**
 * The gateway's payment link with the return address: PayPro's Click2Pay takes it as
 * `callback_url` (how merchants integrate it), so the return follows each order's language
 * rather than one address fixed for the merchant.
 */
export function withReturnAddress(paymentUrl: string, returnUrl: string): string {
  const url = new URL(paymentUrl);
  url.searchParams.set('callback_url', returnUrl);
  return url.toString();
}

/** A medicine of an order and how many of it, as the status page lists them. */
export interface OrderedLine {
  name: string;
  quantity: number;
}

interface OrderRecord {
  payProId: string | null;
  amount: string;
  /**
   * The medicines ordered: the gateway's status call answers the state alone, so the site keeps
   * what it sent. Absent from the records made before it was kept.
   */
  lines?: OrderedLine[];
}

/** Orders this site created, for the status page: kept a month, in Redis where there is one. */
export const ORDER_KEPT_MS = 31 * 24 * 60 * 60 * 1000;
const orders = processWide(
  'paypro-orders',
  () =>
    new LRUCache<string, OrderRecord>({
      max: 50_000,
      maxSize: memoryBudget('paymentOrders'),
      sizeCalculation: (record, orderNumber) => heapBytes(record) + heapBytes(orderNumber),
      ttl: ORDER_KEPT_MS,
    }),
);
const orderKey = (orderNumber: string) => `paypro:order:${orderNumber}`;

async function remember(orderNumber: string, record: OrderRecord): Promise<void> {
  orders.set(orderNumber, record);
  await writeShared(orderKey(orderNumber), record, ORDER_KEPT_MS);
}

async function recall(orderNumber: string): Promise<OrderRecord | null> {
  return orders.get(orderNumber) ?? readShared<OrderRecord>(orderKey(orderNumber));
}

/**
 * Creates the gateway's order for the medicines of `order` at the prices given (the catalogue's)
 * and the delivery once, posted once; the gateway's bill lists each line (`BillDetail01`, which
 * PayPro takes beside the amount). A token the gateway refuses is renewed and the order posted
 * again: a refused token means the gateway took no order. Logs the order number and the outcome,
 * never the customer, nor what they bought.
 */
export async function createPaymentOrder(
  order: GatewayOrder,
  customer: Customer,
  now: Date = new Date(),
): Promise<PaymentOrder> {
  const { merchantId, timeoutMs } = config().paypro;
  const orderNumber = nextOrderNumber();
  const amount = cartAmounts(order.lines, order.deliveryRupees).total;
  const { issueDate, dueDate } = orderDates(now);
  const bill = [
    ...order.lines,
    { name: DELIVERY_LINE, unitPrice: order.deliveryRupees, quantity: 1 },
  ].map((line) => ({
    LineItem: line.name,
    Quantity: line.quantity,
    UnitPrice: orderAmount(line.unitPrice, 1),
    SubTotal: orderAmount(line.unitPrice, line.quantity),
  }));
  const body = JSON.stringify([
    { MerchantId: merchantId },
    {
      OrderNumber: orderNumber,
      OrderAmount: amount,
      OrderDueDate: dueDate,
      OrderType: 'Service',
      IssueDate: issueDate,
      OrderExpireAfterSeconds: 0,
      CustomerName: customer.name,
      CustomerMobile: customer.mobile,
      // Optional (issue 40): the gateway takes an order without one, as an empty field.
      CustomerEmail: customer.email,
      CustomerAddress: customer.address,
      BillDetail01: bill,
    },
  ]);

  const post = async (token: string) => {
    try {
      return await postOnce(
        target('v2/ppro/co'),
        { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
        timeoutMs,
      );
    } catch (error) {
      log({ orderNumber, outcome: 'no answer' });
      if (error instanceof UpstreamError) throw new PaymentError('initiation', error.message);
      throw error;
    }
  };

  let answer = await post(await paymentToken());
  if (answer.status === 401) {
    await forgetPaymentToken();
    answer = await post(await paymentToken());
  }
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    // An answer that is not JSON is not an order.
  }
  const outcome = readOrderAnswer(parsed);
  if (answer.status !== 200 || !outcome.ok) {
    log({ orderNumber, outcome: 'refused', status: answer.status });
    throw new PaymentError(
      'initiation',
      outcome.ok ? `HTTP ${answer.status}` : outcome.description,
    );
  }
  const lines = order.lines.map(({ name, quantity }) => ({ name, quantity }));
  await remember(orderNumber, { payProId: outcome.payProId, amount, lines });
  log({ orderNumber, outcome: 'created', amount });
  return {
    orderNumber,
    amount,
    paymentUrl: withReturnAddress(outcome.paymentUrl, returnAddress(order.locale, orderNumber)),
  };
}

export type PaymentState = 'PAID' | 'UNPAID' | 'FAILED';

/**
 * What the gateway says of an order this site created, with what the site kept of it; null when
 * it is none of ours.
 */
export async function paymentState(
  orderNumber: string,
): Promise<{ state: PaymentState; amount: string; lines: OrderedLine[] } | null> {
  const record = await recall(orderNumber);
  if (!record?.payProId) return null;
  const token = await paymentToken();
  const raw = await getJsonOnce(
    target(`v2/ppro/ggos?cpayId=${encodeURIComponent(record.payProId)}`),
    { authorization: `Bearer ${token}` },
    config().paypro.timeoutMs,
  );
  const status = z
    .tuple([z.looseObject({ Status: z.literal('00') }), z.looseObject({ OrderStatus: z.string() })])
    .rest(z.unknown())
    .safeParse(raw);
  if (!status.success)
    throw new UpstreamError('paypro', 'v2/ppro/ggos', 'malformed', 'unreadable status');
  const state = status.data[1].OrderStatus.toUpperCase();
  return {
    state: state === 'PAID' || state === 'FAILED' ? state : 'UNPAID',
    amount: record.amount,
    lines: record.lines ?? [],
  };
}
