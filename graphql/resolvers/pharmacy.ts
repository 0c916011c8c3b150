import { config } from '@/adapters/config';
import { UpstreamError } from '@/adapters/http';
import { getMedicine, listMedicines, searchMedicines } from '@/adapters/pharmacy';
import {
  PaymentError,
  createPaymentOrder,
  paymentState,
  paymentToken,
  type PaymentFailure,
} from '@/adapters/paypro';
import { CATALOGUE } from '@/domain/catalogue';
import {
  MAX_QUANTITY,
  isOrderNumber,
  pakistaniMobile,
  paymentCustomerSchema,
} from '@/domain/payment';
import type { Resolvers } from '../__generated__/resolvers';
import { badInput, paymentFailed } from '../errors';
import { requireId } from './ids';
import { connection, pageOf } from './pagination';
import { withinRateLimit } from './rateLimit';
import { fromUpstream } from './upstream';

/** The specification's messages (spec 001 §8). */
export const PAYMENT_MESSAGES: Record<PaymentFailure, string> = {
  authentication: 'Payment authentication failed. Please try again.',
  'not-ready': 'Payment system not ready. Please try again.',
  initiation: 'Payment initiation failed. Please try again.',
};

const TOO_MANY_PAYMENTS = 'Too many payments from this device. Please wait a minute and try again.';

const LIST_FAILED = CATALOGUE.failed;
const MAX_SEARCH = CATALOGUE.longestSearch;

/** Runs a payment step; the gateway's failures become the specification's messages. */
async function paying<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof PaymentError) throw paymentFailed(PAYMENT_MESSAGES[error.failure]);
    if (error instanceof UpstreamError) throw paymentFailed(PAYMENT_MESSAGES.initiation);
    throw error;
  }
}

export const pharmacyResolvers: Resolvers = {
  Query: {
    medicines: async (_parent, { search, ...page }) => {
      const text = search?.trim() ?? '';
      if (text.length > MAX_SEARCH)
        throw badInput(`search must be ${MAX_SEARCH} characters or fewer.`);
      const args = pageOf(page);
      const all = await fromUpstream(LIST_FAILED, listMedicines);
      return connection(searchMedicines(all, text), args);
    },
    medicine: (_parent, { id }) => {
      const valid = requireId(id, 'Medicine');
      return fromUpstream(LIST_FAILED, () => getMedicine(valid));
    },
    paymentStatus: async (_parent, { orderNumber }, context) => {
      context.noStore();
      if (!isOrderNumber(orderNumber)) throw badInput('That is not an order number of ours.');
      await withinRateLimit(
        context,
        'payment-status',
        config().paypro.statusChecksPerMinute,
        'Too many payment checks from this device. Please wait a minute and try again.',
      );
      // Only the browser that made the order learns how it stands and what it cost.
      if (!(await context.paymentOrders.list()).includes(orderNumber)) return null;
      const status = await fromUpstream('Failed to fetch the payment status', () =>
        paymentState(orderNumber),
      );
      return status && { orderNumber, ...status };
    },
  },
  Mutation: {
    preparePayment: async (_parent, _args, context) => {
      context.noStore();
      await withinRateLimit(
        context,
        'payment-prepares',
        config().paypro.preparesPerMinute,
        TOO_MANY_PAYMENTS,
      );
      await paying(paymentToken);
      return { ready: true };
    },
    createMedicinePayment: async (_parent, { input }, context) => {
      context.noStore();
      const medicineId = requireId(input.medicineId, 'Medicine');
      if (
        !Number.isInteger(input.quantity) ||
        input.quantity < 1 ||
        input.quantity > MAX_QUANTITY
      ) {
        throw badInput(`Quantity must be from 1 to ${MAX_QUANTITY}.`);
      }
      const customer = paymentCustomerSchema.safeParse(input.customer);
      if (!customer.success) throw badInput(customer.error.issues[0]!.message);
      await withinRateLimit(
        context,
        'payments',
        config().paypro.paymentsPerMinute,
        TOO_MANY_PAYMENTS,
      );
      // The price is the catalogue's: nothing the client sends can set it.
      const medicine = await fromUpstream(LIST_FAILED, () => getMedicine(medicineId));
      if (!medicine) throw badInput('There is no such medicine.');
      const order = await paying(() =>
        createPaymentOrder(medicine.unitPrice, input.quantity, {
          ...customer.data,
          mobile: pakistaniMobile(customer.data.mobile)!,
        }),
      );
      await context.paymentOrders.remember(order.orderNumber);
      return order;
    },
  },
};
