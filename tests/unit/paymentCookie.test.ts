import { afterEach, describe, expect, it } from 'vitest';
import { reloadConfig } from '@/adapters/config';
import {
  ORDERS_KEPT,
  overHttps,
  ordersFromCookieHeader,
  paymentCookieHeader,
  paymentCookieValue,
  readPaymentCookie,
  withOrders,
} from '@/adapters/paymentCookie';

/** The cookie of the orders a browser made (adapters/paymentCookie.ts). */

const ORDERS = ['FH-17640000000001234567', 'FH-17640000000007654321'];

afterEach(() => {
  delete process.env.PAYMENT_COOKIE_SECRET;
  reloadConfig();
});

describe('the payment cookie', () => {
  it('lists the orders it was signed for', () => {
    expect(readPaymentCookie(paymentCookieValue(ORDERS))).toEqual(ORDERS);
    expect(readPaymentCookie(paymentCookieValue([ORDERS[0]!]))).toEqual([ORDERS[0]]);
  });

  it('lists nothing when altered, unsigned, absent or signed with another secret', () => {
    const value = paymentCookieValue(ORDERS);
    const [first, second, signature] = value.split('.');
    const forged = [
      `${first}.FH-1.${signature}`,
      `${first}.${second}`,
      `${first}.${second}.`,
      `${first}.${second}.${signature!.slice(0, -2)}`,
      `${second}.${first}.${signature}`,
      `${first}.${second}.${second}.${signature}`,
      'FH-1',
      '',
      'x'.repeat(2000),
    ];
    for (const text of forged) expect(readPaymentCookie(text), text).toEqual([]);
    expect(readPaymentCookie(null)).toEqual([]);

    process.env.PAYMENT_COOKIE_SECRET = 's'.repeat(32);
    reloadConfig();
    const signed = paymentCookieValue(ORDERS);
    expect(readPaymentCookie(signed)).toEqual(ORDERS);
    process.env.PAYMENT_COOKIE_SECRET = 't'.repeat(32);
    reloadConfig();
    expect(readPaymentCookie(signed)).toEqual([]);
  });

  it(`keeps the newest ${ORDERS_KEPT} orders, each once`, () => {
    const many = Array.from({ length: 12 }, (_, at) => `FH-${1000 + at}`);
    expect(withOrders(many.slice(0, 11), ['FH-1011'])).toEqual(many.slice(2));
    expect(withOrders(['FH-1', 'FH-2'], ['FH-1'])).toEqual(['FH-2', 'FH-1']);
  });

  it('is found among the request cookies, however many a browser sends', () => {
    const ours = paymentCookieValue(ORDERS);
    expect(ordersFromCookieHeader(`a=1; fh_orders=${ours}; b=2`)).toEqual(ORDERS);
    expect(ordersFromCookieHeader('xfh_orders=1')).toEqual([]);
    expect(ordersFromCookieHeader(null)).toEqual([]);
    // A cookie planted for a parent domain or another path comes first: it hides nothing.
    expect(ordersFromCookieHeader(`fh_orders=FH-1.forged; fh_orders=${ours}`)).toEqual(ORDERS);
    const other = paymentCookieValue(['FH-17640000000009999999']);
    expect(ordersFromCookieHeader(`fh_orders=${other}; fh_orders=${ours}`)).toEqual([
      'FH-17640000000009999999',
      ...ORDERS,
    ]);
  });

  it('accepts its signature in one alphabet only', () => {
    // Signatures with a "-" or "_" in base64url have a "+" or "/" in standard base64.
    const orders = Array.from({ length: 40 }, (_, at) => [`FH-${1000 + at}`]);
    const value = orders
      .map(paymentCookieValue)
      .find((text) => /[-_]/.test(text.split('.').at(-1)!))!;
    const cut = value.lastIndexOf('.') + 1;
    const standard = value.slice(0, cut) + value.slice(cut).replace(/-/g, '+').replace(/_/g, '/');
    expect(readPaymentCookie(value)).not.toEqual([]);
    expect(readPaymentCookie(standard)).toEqual([]);
  });

  it('is HttpOnly, SameSite=Lax, for the whole site, a month long, and Secure over HTTPS', () => {
    const header = paymentCookieHeader(ORDERS, false);
    expect(header).toMatch(/^fh_orders=FH-\d+\.FH-\d+\.[\w-]+; /);
    expect(header.split('; ').slice(1)).toEqual([
      'Path=/',
      `Max-Age=${31 * 24 * 60 * 60}`,
      'HttpOnly',
      'SameSite=Lax',
    ]);
    expect(paymentCookieHeader(ORDERS, true)).toMatch(/; Secure$/);
    expect(overHttps(new Headers(), 'https://site/api/graphql')).toBe(true);
    expect(overHttps(new Headers({ 'x-forwarded-proto': 'https' }), 'http://inner/')).toBe(true);
    expect(overHttps(new Headers(), 'http://127.0.0.1:3000/')).toBe(false);
  });
});
