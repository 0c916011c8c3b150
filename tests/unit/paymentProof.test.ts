import { afterEach, describe, expect, it } from 'vitest';
import { reloadConfig } from '@/adapters/config';
import { openLabLink, sealLabLink } from '@/adapters/labLinks';
import { paymentProof, provesOrder } from '@/adapters/paymentProof';
import { returnAddress } from '@/adapters/paypro';

/**
 * The proof the gateway's way back carries (issue 54): the status page tells an order's state to
 * any browser the gateway returns to with it, and to nobody without it.
 */

const ORDER = 'FH-17640000000001234567';
const OTHER = 'FH-17640000000007654321';
const NOW = Date.parse('2026-11-24T10:00:00Z');
const HOUR = 60 * 60 * 1000;

afterEach(() => {
  delete process.env.PAYMENT_COOKIE_SECRET;
  delete process.env.PAYMENT_RETURN_TTL_SECONDS;
  reloadConfig();
});

describe("a payment's return proof", () => {
  it('proves its own order until it expires, six hours by default', () => {
    const proof = paymentProof(ORDER, NOW);
    expect(provesOrder(proof, ORDER, NOW)).toBe(true);
    expect(provesOrder(proof, ORDER, NOW + 6 * HOUR - 1)).toBe(true);
    expect(provesOrder(proof, ORDER, NOW + 6 * HOUR)).toBe(false);
  });

  it('lasts PAYMENT_RETURN_TTL_SECONDS', () => {
    process.env.PAYMENT_RETURN_TTL_SECONDS = '60';
    reloadConfig();
    const proof = paymentProof(ORDER, NOW);
    expect(provesOrder(proof, ORDER, NOW + 59_999)).toBe(true);
    expect(provesOrder(proof, ORDER, NOW + 60_000)).toBe(false);
  });

  it('proves no other order, the number altered by a digit included', () => {
    const proof = paymentProof(ORDER, NOW);
    expect(provesOrder(proof, OTHER, NOW)).toBe(false);
    expect(provesOrder(proof, ORDER.replace(/7$/, '8'), NOW)).toBe(false);
    expect(provesOrder(proof, ORDER.slice(0, -1), NOW)).toBe(false);
  });

  it('is refused when any byte of it is altered, cut short or made up', () => {
    const bytes = Buffer.from(paymentProof(ORDER, NOW), 'base64url');
    for (let at = 0; at < bytes.length; at += 1) {
      const altered = Buffer.from(bytes);
      altered[at]! ^= 0x01;
      expect(provesOrder(altered.toString('base64url'), ORDER, NOW), `byte ${at}`).toBe(false);
    }
    expect(provesOrder(bytes.subarray(0, 30).toString('base64url'), ORDER, NOW)).toBe(false);
    for (const made of ['', 'x', ORDER, 'A'.repeat(120), '%%%', 'a'.repeat(600)]) {
      expect(provesOrder(made, ORDER, NOW), made).toBe(false);
    }
  });

  it('carries no readable order number, and differs each time it is made', () => {
    const first = paymentProof(ORDER, NOW);
    const second = paymentProof(ORDER, NOW);
    expect(first).not.toBe(second);
    for (const proof of [first, second]) {
      expect(proof).toMatch(/^[\w-]+$/);
      expect(Buffer.from(proof, 'base64url').toString('latin1')).not.toContain(ORDER.slice(3));
    }
  });

  it('is sealed under PAYMENT_COOKIE_SECRET: another secret cannot open it', () => {
    process.env.PAYMENT_COOKIE_SECRET = 'a'.repeat(32);
    reloadConfig();
    const proof = paymentProof(ORDER, NOW);
    expect(provesOrder(proof, ORDER, NOW)).toBe(true);
    process.env.PAYMENT_COOKIE_SECRET = 'b'.repeat(32);
    reloadConfig();
    expect(provesOrder(proof, ORDER, NOW)).toBe(false);
  });

  it('opens nothing sealed for another purpose, nor is a lab link opened by it', () => {
    const grant = {
      kind: 'combined' as const,
      lab: 'LAHORE' as const,
      id: '200148',
      expiresAt: NOW + HOUR,
    };
    expect(provesOrder(sealLabLink(grant), ORDER, NOW)).toBe(false);
    expect(openLabLink(paymentProof(ORDER, NOW), NOW)).toBeNull();
  });

  it('rides on the address the gateway sends the customer back to, in their language', () => {
    for (const [locale, path] of [
      ['en', '/payment/status'],
      ['ur', '/ur/payment/status'],
    ] as const) {
      const back = new URL(returnAddress(locale, ORDER));
      expect(back.pathname).toBe(path);
      expect([...back.searchParams.keys()]).toEqual(['order', 'proof']);
      expect(back.searchParams.get('order')).toBe(ORDER);
      expect(provesOrder(back.searchParams.get('proof')!, ORDER)).toBe(true);
    }
  });
});
