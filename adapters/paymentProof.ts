import 'server-only';
import { z } from 'zod';
import { isOrderNumber } from '@/domain/order';
import { config } from './config';
import { sealer } from './sealedTokens';

/**
 * The proof the payment's way back carries (issue 54). The gateway is given, with each order, the
 * address it sends the customer back to; that address holds a token sealed for the order's number
 * (sealedTokens.ts) that stops working PAYMENT_RETURN_TTL_SECONDS later. On Android a bank's app
 * often returns the customer to another browser than the one they shopped in, which lacks the
 * cookie of their orders (paymentCookie.ts): the proof tells that browser how the order stands.
 * Anyone else, with the order's number alone, or a token altered, expired or made for another
 * order, learns nothing.
 */

// Under the payment cookie's secret: both say who may read an order, and production already
// keeps that one (a purpose of its own keeps the two apart).
const proofs = sealer('farooq-payment-return:v1', () => config().paypro.cookieSecret);

const proofSchema = z.object({ o: z.string().refine(isOrderNumber), e: z.number().int() });

/** The proof of `orderNumber`, good for PAYMENT_RETURN_TTL_SECONDS from `now`. */
export function paymentProof(orderNumber: string, now: number = Date.now()): string {
  return proofs.seal({ o: orderNumber, e: now + config().paypro.returnTtlMs });
}

/** Whether `proof` was made by this site for exactly `orderNumber`, and has not expired. */
export function provesOrder(
  proof: string | null | undefined,
  orderNumber: string,
  now: number = Date.now(),
): boolean {
  if (!proof) return false;
  const read = proofSchema.safeParse(proofs.open(proof));
  return read.success && read.data.o === orderNumber && read.data.e > now;
}
