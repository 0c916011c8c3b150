import { config } from '@/adapters/config';
import { UpstreamError } from '@/adapters/http';
import { getMedicine, listMedicines } from '@/adapters/pharmacy';
import {
  PaymentError,
  createPaymentOrder,
  paymentState,
  paymentToken,
  type PaymentFailure,
} from '@/adapters/paypro';
import { CATALOGUE } from '@/domain/catalogue';
import { messages as english, type Messages } from '@/domain/messages';
import { searchMedicines } from '@/domain/medicineSearch';
import { readText } from '@/domain/searchText';
import { MAX_QUANTITY, isOrderNumber } from '@/domain/order';
import { translator } from '@/domain/messages/translator';
import { pakistaniMobile, paymentCustomerRules } from '@/domain/payment';
import type { Resolvers } from '../__generated__/resolvers';
import { badInput, paymentFailed } from '../errors';
import { requireId } from './ids';
import { connection, pageOf } from './pagination';
import { withinRateLimit } from './rateLimit';
import { fromUpstream } from './upstream';

const MAX_SEARCH = CATALOGUE.longestSearch;

/** The customer's details, checked again here; the API refuses them in English (tools read it). */
const paymentCustomerSchema = paymentCustomerRules(english.payment.form);

/**
 * Runs a payment step; the gateway's failures become the specification's messages (spec 001 §8),
 * in the asker's language.
 */
async function paying<T>(messages: Messages, step: () => Promise<T>): Promise<T> {
  const failures: Readonly<Record<PaymentFailure, string>> = messages.payment.failures;
  try {
    return await step();
  } catch (error) {
    if (error instanceof PaymentError) throw paymentFailed(failures[error.failure]);
    if (error instanceof UpstreamError) throw paymentFailed(failures.initiation);
    throw error;
  }
}

export const pharmacyResolvers: Resolvers = {
  Query: {
    medicines: async (_parent, { search, ...page }, { messages }) => {
      const text = readText(search);
      if (text.length > MAX_SEARCH) {
        const max = String(MAX_SEARCH);
        throw badInput(translator(messages)('catalogue.searchTooLong', { max }));
      }
      const args = pageOf(page);
      const all = await fromUpstream(messages.upstream.medicines, listMedicines);
      return connection(searchMedicines(all, text), args);
    },
    medicine: (_parent, { id }, { messages }) => {
      const valid = requireId(id, 'Medicine');
      return fromUpstream(messages.upstream.medicines, () => getMedicine(valid));
    },
    paymentStatus: async (_parent, { orderNumber }, context) => {
      const { messages } = context;
      const text = messages.payment;
      context.noStore();
      if (!isOrderNumber(orderNumber)) throw badInput(text.notOrderNumber);
      await withinRateLimit(
        context,
        'payment-status',
        config().paypro.statusChecksPerMinute,
        text.tooManyChecks,
      );
      // Only the browser that made the order learns how it stands and what it cost.
      if (!(await context.paymentOrders.list()).includes(orderNumber)) return null;
      const status = await fromUpstream(messages.upstream.paymentStatus, () =>
        paymentState(orderNumber),
      );
      return status && { orderNumber, ...status };
    },
  },
  Mutation: {
    preparePayment: async (_parent, _args, context) => {
      const { messages } = context;
      context.noStore();
      await withinRateLimit(
        context,
        'payment-prepares',
        config().paypro.preparesPerMinute,
        messages.payment.tooMany,
      );
      await paying(messages, paymentToken);
      return { ready: true };
    },
    createMedicinePayment: async (_parent, { input }, context) => {
      const { messages } = context;
      const text = messages.payment;
      context.noStore();
      const medicineId = requireId(input.medicineId, 'Medicine');
      if (
        !Number.isInteger(input.quantity) ||
        input.quantity < 1 ||
        input.quantity > MAX_QUANTITY
      ) {
        throw badInput(translator(messages)('payment.quantity', { max: String(MAX_QUANTITY) }));
      }
      const customer = paymentCustomerSchema.safeParse(input.customer);
      if (!customer.success) throw badInput(customer.error.issues[0]!.message);
      await withinRateLimit(context, 'payments', config().paypro.paymentsPerMinute, text.tooMany);
      // The price is the catalogue's: nothing the client sends can set it.
      const medicine = await fromUpstream(messages.upstream.medicines, () =>
        getMedicine(medicineId),
      );
      if (!medicine) throw badInput(messages.catalogue.noSuchMedicine);
      const order = await paying(messages, () =>
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
