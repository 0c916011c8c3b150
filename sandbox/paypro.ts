/**
 * A stand-in for the PayPro payment gateway under /paypro/: authentication (the token in a
 * `Token` header), order creation that checks every field (the bill's lines, `BillDetail01`, when
 * given), a hosted payment page that can succeed or fail and then sends the customer back to the
 * site (to the payment link's `callback_url`, else the merchant's return address), and the order
 * status call. Orders live as long as the sandbox.
 */

import { randomBytes } from 'node:crypto';
import { json, type SandboxResponse } from './responses';

export const PAYPRO_PREFIX = '/paypro';

/** The sandbox's merchant account; the site's PAYPRO_* defaults are these. */
export const SANDBOX_PAYPRO_ACCOUNT = {
  clientId: 'sandbox-client-id',
  clientSecret: 'sandbox-client-secret',
  merchantId: 'SANDBOX-MERCHANT-4242',
} as const;

export const PAYPRO_TOKEN_TTL_MS = 10 * 60 * 1000;

export type PayProOrderStatus = 'UNPAID' | 'PAID' | 'FAILED';

export interface PayProOrder {
  payProId: string;
  merchantId: string;
  orderNumber: string;
  amount: string;
  issueDate: string;
  dueDate: string;
  customer: { name: string; mobile: string; email: string; address: string };
  /** The bill's lines, as the order listed them (none when it gave no bill). */
  lines: PayProLine[];
  status: PayProOrderStatus;
}

export interface PayProLine {
  item: string;
  quantity: number;
  unitPrice: string;
  subTotal: string;
}

export interface PayProState {
  orders(): PayProOrder[];
  clear(): void;
}

export interface PayProRequest {
  method: string;
  url: URL;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer | undefined;
}

const fail = (status: number, description: string) =>
  json(status, [{ Status: '01', Description: description }]);

const header = (request: PayProRequest, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const paisa = (amount: unknown) => Math.round(Number(amount) * 100);

/** The bill's lines (`BillDetail01`), each priced right and all adding up to the amount. */
function billProblem(bill: unknown, amount: unknown): string | null {
  if (bill === undefined) return null;
  if (!Array.isArray(bill) || bill.length === 0) return 'BillDetail01 is invalid';
  let total = 0;
  for (const line of bill as Record<string, unknown>[]) {
    const quantity = Number(line?.Quantity);
    if (
      typeof line?.LineItem !== 'string' ||
      !line.LineItem.trim() ||
      !Number.isInteger(quantity) ||
      quantity < 1 ||
      !AMOUNT.test(String(line.UnitPrice ?? '')) ||
      !AMOUNT.test(String(line.SubTotal ?? '')) ||
      paisa(line.UnitPrice) * quantity !== paisa(line.SubTotal)
    ) {
      return 'BillDetail01 is invalid';
    }
    total += paisa(line.SubTotal);
  }
  return total === paisa(amount) ? null : 'BillDetail01 does not add up to OrderAmount';
}

const readLines = (bill: unknown): PayProLine[] =>
  Array.isArray(bill)
    ? (bill as Record<string, unknown>[]).map((line) => ({
        item: String(line.LineItem),
        quantity: Number(line.Quantity),
        unitPrice: String(line.UnitPrice),
        subTotal: String(line.SubTotal),
      }))
    : [];

/** A return address the payment link named: an http(s) URL, else none. */
function callbackOf(url: URL): string | null {
  const given = url.searchParams.get('callback_url');
  if (!given) return null;
  try {
    const address = new URL(given);
    return address.protocol === 'http:' || address.protocol === 'https:'
      ? address.toString()
      : null;
  } catch {
    return null;
  }
}

function dayOf(text: unknown): number | null {
  const match = typeof text === 'string' ? DATE.exec(text) : null;
  if (!match) return null;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const at = Date.UTC(year, month - 1, day);
  const date = new Date(at);
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? at : null;
}

/** Every field of an order, checked as the gateway does; the first one wrong is named. */
function orderProblem(
  merchant: Record<string, unknown>,
  order: Record<string, unknown>,
): string | null {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  if (merchant.MerchantId !== SANDBOX_PAYPRO_ACCOUNT.merchantId) return 'MerchantId is invalid';
  if (!/^FH-\d{1,20}$/.test(text(order.OrderNumber))) return 'OrderNumber is invalid';
  if (!AMOUNT.test(String(order.OrderAmount ?? '')) || Number(order.OrderAmount) <= 0) {
    return 'OrderAmount is invalid';
  }
  const issue = dayOf(order.IssueDate);
  const due = dayOf(order.OrderDueDate);
  if (issue === null) return 'IssueDate is invalid';
  if (due === null || due < issue) return 'OrderDueDate is invalid';
  if (order.OrderType !== 'Service') return 'OrderType is invalid';
  if (order.OrderExpireAfterSeconds !== 0 && order.OrderExpireAfterSeconds !== '0') {
    return 'OrderExpireAfterSeconds is invalid';
  }
  if (!text(order.CustomerName)) return 'CustomerName is invalid';
  if (!/^03\d{9}$/.test(text(order.CustomerMobile))) return 'CustomerMobile is invalid';
  // The e-mail may be left empty; one given must be an address.
  const email = text(order.CustomerEmail);
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return 'CustomerEmail is invalid';
  if (!text(order.CustomerAddress)) return 'CustomerAddress is invalid';
  return billProblem(order.BillDetail01, order.OrderAmount);
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function paymentPage(order: PayProOrder, callback: string | null): SandboxResponse {
  const back = callback ? `&amp;callback_url=${encodeURIComponent(callback)}` : '';
  const action = `${PAYPRO_PREFIX}/pay/${order.payProId}`;
  const body = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>PayPro (sandbox)</title>
<body style="font:1rem/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem">
<h1>PayPro sandbox</h1>
<p>Order <strong>${escape(order.orderNumber)}</strong>: PKR <strong>${escape(order.amount)}</strong>, for ${escape(order.customer.name)}.</p>
${order.lines.length ? `<ul>${order.lines.map((line) => `<li>${escape(line.item)} × ${line.quantity}: PKR ${escape(line.subTotal)}</li>`).join('')}</ul>` : ''}
<form method="post" action="${action}?outcome=paid${back}"><button type="submit">Pay now</button></form>
<form method="post" action="${action}?outcome=failed${back}" style="margin-top:1rem"><button type="submit">Cancel payment</button></form>
</body></html>`;
  return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body };
}

export function isPayProPath(pathname: string): boolean {
  return pathname.toLowerCase().startsWith(`${PAYPRO_PREFIX}/`);
}

export function createPayPro(returnUrl: () => string) {
  const tokens = new Map<string, number>();
  const orders = new Map<string, PayProOrder>();

  const authorised = (request: PayProRequest) => {
    const bearer = header(request, 'authorization').replace(/^Bearer\s+/i, '');
    const token = bearer || header(request, 'token');
    const until = tokens.get(token);
    return until !== undefined && until > Date.now();
  };

  function handle(request: PayProRequest, origin: string): SandboxResponse {
    const path = request.url.pathname.slice(PAYPRO_PREFIX.length).toLowerCase().replace(/\/+$/, '');
    if (request.method === 'POST' && path === '/v2/ppro/auth') {
      const valid =
        header(request, 'clientid') === SANDBOX_PAYPRO_ACCOUNT.clientId &&
        header(request, 'clientsecret') === SANDBOX_PAYPRO_ACCOUNT.clientSecret;
      if (!valid) return fail(401, 'Invalid client credentials');
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, Date.now() + PAYPRO_TOKEN_TTL_MS);
      return {
        ...json(200, [{ Status: '00', Description: 'Authorized' }]),
        headers: { 'Content-Type': 'application/json; charset=utf-8', Token: token },
      };
    }
    if (request.method === 'POST' && path === '/v2/ppro/co') {
      if (!authorised(request)) return fail(401, 'Token is invalid or expired');
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.body?.toString('utf8') ?? '');
      } catch {
        return fail(400, 'Body is not JSON');
      }
      if (!Array.isArray(parsed) || parsed.length !== 2)
        return fail(400, 'Body must be [merchant, order]');
      const [merchant, order] = parsed as [Record<string, unknown>, Record<string, unknown>];
      const problem = orderProblem(merchant ?? {}, order ?? {});
      if (problem) return fail(400, problem);
      const orderNumber = String(order.OrderNumber);
      if ([...orders.values()].some((existing) => existing.orderNumber === orderNumber)) {
        return fail(409, 'OrderNumber already exists');
      }
      const payProId = String(100_000_000 + orders.size * 7 + 3);
      orders.set(payProId, {
        payProId,
        merchantId: String(merchant.MerchantId),
        orderNumber,
        amount: String(order.OrderAmount),
        issueDate: String(order.IssueDate),
        dueDate: String(order.OrderDueDate),
        customer: {
          name: String(order.CustomerName),
          mobile: String(order.CustomerMobile),
          email: String(order.CustomerEmail),
          address: String(order.CustomerAddress),
        },
        lines: readLines(order.BillDetail01),
        status: 'UNPAID',
      });
      const payUrl = `${origin}${PAYPRO_PREFIX}/pay/${payProId}`;
      return json(200, [
        { Status: '00' },
        { PayProId: payProId, OrderNumber: orderNumber, Click2Pay: payUrl, BillUrl: payUrl },
      ]);
    }
    if (request.method === 'GET' && path === '/v2/ppro/ggos') {
      if (!authorised(request)) return fail(401, 'Token is invalid or expired');
      const order = orders.get(request.url.searchParams.get('cpayId') ?? '');
      if (!order) return fail(404, 'Order not found');
      return json(200, [
        { Status: '00' },
        { OrderNumber: order.orderNumber, OrderAmount: order.amount, OrderStatus: order.status },
      ]);
    }
    const pay = /^\/pay\/(\d+)$/.exec(path);
    const order = pay ? orders.get(pay[1]!) : undefined;
    if (order && request.method === 'GET') return paymentPage(order, callbackOf(request.url));
    if (order && request.method === 'POST') {
      if (order.status === 'UNPAID') {
        order.status = request.url.searchParams.get('outcome') === 'paid' ? 'PAID' : 'FAILED';
      }
      const back = new URL(callbackOf(request.url) ?? returnUrl());
      back.searchParams.set('order', order.orderNumber);
      return { status: 303, headers: { Location: back.toString() }, body: '' };
    }
    return fail(404, 'Not found');
  }

  const state: PayProState = {
    orders: () =>
      [...orders.values()].map((order) => ({
        ...order,
        customer: { ...order.customer },
        lines: order.lines.map((line) => ({ ...line })),
      })),
    clear: () => {
      orders.clear();
      tokens.clear();
    },
  };
  return { handle, state };
}
