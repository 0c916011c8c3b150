import { email } from './email';

/** Online payment (spec 001 §2, §8): the gateway's outcomes and the payment form's rules. */
export const payment = {
  /** By the payment step that failed (adapters/paypro.ts's PaymentFailure). */
  failures: {
    authentication: 'Payment authentication failed. Please try again.',
    'not-ready': 'Payment system not ready. Please try again.',
    initiation: 'Payment initiation failed. Please try again.',
  },
  success: 'Payment initiated successfully!',
  tooMany: 'Too many payments from this device. Please wait a minute and try again.',
  tooManyChecks: 'Too many payment checks from this device. Please wait a minute and try again.',
  notOrderNumber: 'That is not an order number of ours.',
  quantity: 'Quantity must be from 1 to {max}.',
  /** How an order stands, on the page the gateway sends the customer back to. */
  status: {
    PAID: 'Your payment has been received. Thank you.',
    UNPAID: 'Your payment has not been completed yet.',
    FAILED: 'Your payment did not go through. Nothing has been charged.',
    unknownOrder:
      'We could not find that order. If you paid, please keep your receipt from PayPro and call us.',
  },
  /** The medicine page's buying panel and the status page (ours, but the field names). */
  panel: {
    buy: 'Buy',
    quantity: 'Quantity',
    fewer: 'One fewer',
    more: 'One more',
    total: 'Total:',
    wait: 'Please wait…',
    yourDetails: 'Your details',
    fullName: 'Full Name',
    mobile: 'Mobile Number',
    address: 'Address',
    proceed: 'Proceed to Payment',
    aUnit: 'a unit',
    orderNumber: 'Order number',
    amount: 'Amount',
    backToMedicines: 'Back to the medicines',
    partners: 'Our pharmacy partners',
    previousPage: 'Previous page',
    nextPage: 'Next page',
  },
  form: {
    nameRequired: 'Full Name is required',
    mobileRequired: 'Mobile Number is required',
    mobileInvalid: 'Enter a Pakistani mobile number, like 0300-1234567',
    ...email,
    addressRequired: 'Address is required',
    tooLong: 'This is too long',
  },
} as const;
