import * as z from 'zod/mini';
import type { Messages } from './messages';

/**
 * The payment rules (spec 001 §7): the form's fields (spec 001 §2: Full Name, Mobile Number, Email,
 * Address) and their rules. Every one is required but the e-mail (issue 40): many patients have
 * none, and the pharmacy reaches them by mobile; one given must be an address. The rules are checked in the browser by the form and again on the server by the API, with
 * the same schema. Their messages are `messages.payment.form`, in the page's language in the
 * browser and in English on the server (graphql/resolvers/pharmacy.ts); the caller gives them, so
 * the browser's payment form carries no catalogue.
 */

/** A Pakistani mobile number as the gateway takes it (03xxxxxxxxx), or null when it is none. */
export function pakistaniMobile(text: string): string | null {
  const compact = text.replace(/[\s\-.()]/g, '').replace(/^(?:\+92|0092|92)(?=3)/, '0');
  return /^03\d{9}$/.test(compact) ? compact : null;
}

const EMAIL = z.email();

export function paymentCustomerRules(M: Messages['payment']['form']) {
  const required = (message: string, max: number) =>
    z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, M.tooLong));
  return z.object({
    name: required(M.nameRequired, 100),
    mobile: required(M.mobileRequired, 30).check(
      z.refine((mobile) => mobile === '' || pakistaniMobile(mobile) !== null, M.mobileInvalid),
    ),
    email: z.string().check(
      z.trim(),
      z.maxLength(254, M.tooLong),
      z.refine((email) => email === '' || EMAIL.safeParse(email).success, M.emailInvalid),
    ),
    address: required(M.addressRequired, 300),
  });
}

export type PaymentCustomer = z.infer<ReturnType<typeof paymentCustomerRules>>;
