import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { config } from './config';
import { isOrderNumber } from '@/domain/order';
import { ORDER_KEPT_MS } from './paypro';
import { processWide } from './processWide';

/**
 * The orders this browser made, kept in a cookie only the server can write: the payment status
 * answers for these and no others, so an order number seen in an address, a log or over a
 * shoulder tells nobody else how that order stands or what it cost. Signed (HMAC-SHA256), not
 * encrypted: the numbers are the browser's own.
 */

export const PAYMENT_COOKIE = 'fh_orders';

/** The most recent orders kept: enough for a customer, and the cookie stays small. */
export const ORDERS_KEPT = 10;

// Binds a signature to this use: nothing else signed with the same secret passes here.
const PURPOSE = 'farooq-payment-orders:v1:';

function secret(): Buffer | string {
  return (
    config().paypro.cookieSecret ?? processWide('payment-cookie-secret', () => randomBytes(32))
  );
}

const signatureOf = (list: string) =>
  createHmac('sha256', secret())
    .update(PURPOSE + list)
    .digest();

/** The cookie's value for these orders: their numbers and a signature, joined by dots. */
export function paymentCookieValue(orders: readonly string[]): string {
  const list = orders.join('.');
  return `${list}.${signatureOf(list).toString('base64url')}`;
}

/** A signature as paymentCookieValue writes it: base64url of 32 bytes, in no other alphabet. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** The orders a cookie value lists; none when it is absent, altered or not ours. */
export function readPaymentCookie(value: string | null | undefined): string[] {
  if (!value || value.length > 1000) return [];
  const cut = value.lastIndexOf('.');
  if (cut < 0) return [];
  const list = value.slice(0, cut);
  const signature = value.slice(cut + 1);
  if (!SIGNATURE.test(signature)) return [];
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(list);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
  const orders = list.split('.');
  return orders.every(isOrderNumber) ? orders : [];
}

/** The orders to keep: the newest last, each once, at most ORDERS_KEPT. */
export function withOrders(kept: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...kept.filter((order) => !added.includes(order)), ...added])].slice(
    -ORDERS_KEPT,
  );
}

/**
 * The orders of every payment cookie in a Cookie request header. A browser sends one cookie per
 * path and domain it was set for, so a cookie planted for another path or a parent domain comes
 * beside ours, sometimes first: each signed one counts, and an unsigned one hides nothing.
 */
export function ordersFromCookieHeader(header: string | null): string[] {
  const orders: string[] = [];
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === PAYMENT_COOKIE) {
      orders.push(...readPaymentCookie(part.slice(at + 1).trim()));
    }
  }
  return withOrders([], orders);
}

/** Whether the browser reached the site over HTTPS: the request's scheme, or its proxy's word. */
export function overHttps(headers: Pick<Headers, 'get'>, url?: string): boolean {
  return (
    (url !== undefined && new URL(url).protocol === 'https:') ||
    headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
  );
}

/**
 * Kept as long as the orders are (a month); out of reach of the page's scripts; sent on the
 * gateway's return to the status page, a top-level GET, but on no request another site makes.
 */
export function paymentCookieOptions(secure: boolean) {
  return {
    httpOnly: true,
    secure,
    sameSite: 'lax' as const,
    path: '/',
    maxAge: ORDER_KEPT_MS / 1000,
  };
}

/** A Set-Cookie header keeping these orders. */
export function paymentCookieHeader(orders: readonly string[], secure: boolean): string {
  const options = paymentCookieOptions(secure);
  return [
    `${PAYMENT_COOKIE}=${paymentCookieValue(orders)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
