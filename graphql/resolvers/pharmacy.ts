import { config } from '@/adapters/config';
import { UpstreamError } from '@/adapters/http';
import { getMedicine, listMedicines } from '@/adapters/pharmacy';
import { provesOrder } from '@/adapters/paymentProof';
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
import { MAX_CART_LINES, MAX_QUANTITY, isOrderNumber, orderAmount } from '@/domain/order';
import { cartProblem, type OrderLine } from '@/domain/cart';
import { DELIVERY } from '@/domain/delivery';
import { needsPrescription } from '@/domain/prescriptions';
import { translator } from '@/domain/messages/translator';
import { pakistaniMobile, paymentCustomerRules } from '@/domain/payment';
import type { PaymentCustomer, Resolvers } from '../__generated__/resolvers';
import type { GraphQLContext } from '../context';
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

/**
 * Creates the gateway's order for a cart (issue 40): the lines checked before anything is asked
 * of anyone, every medicine priced from the catalogue on this server (the browser sends ids and
 * quantities only), delivery added once, one payment. Bad input changes nothing: no gateway call,
 * no order, no cookie.
 */
async function orderCart(
  lines: readonly OrderLine[],
  given: PaymentCustomer,
  context: GraphQLContext,
) {
  const { messages, locale } = context;
  const text = messages.payment;
  const say = translator(messages);
  context.noStore();
  const problem = cartProblem(lines);
  if (problem) {
    const max = String(problem === 'tooManyLines' ? MAX_CART_LINES : MAX_QUANTITY);
    throw badInput(say(`cart.problems.${problem}`, { max }));
  }
  const ids = lines.map((line) => requireId(line.medicineId, 'Medicine'));
  // A customer without an e-mail sends none, or null: the rules read it as empty.
  const customer = paymentCustomerSchema.safeParse({ ...given, email: given.email ?? '' });
  if (!customer.success) throw badInput(customer.error.issues[0]!.message);
  await withinRateLimit(context, 'payments', config().paypro.paymentsPerMinute, text.tooMany);
  // The prices are the catalogue's: nothing the client sends can set them.
  const all = await fromUpstream(messages.upstream.medicines, listMedicines);
  const priced = lines.map((line, index) => {
    const medicine = all.find((candidate) => candidate.id === ids[index]);
    if (!medicine) throw badInput(messages.catalogue.noSuchMedicine);
    return { name: medicine.tradeName, unitPrice: medicine.unitPrice, quantity: line.quantity };
  });
  const order = await paying(messages, () =>
    createPaymentOrder(
      { lines: priced, deliveryRupees: DELIVERY.feeRupees, locale },
      {
        ...customer.data,
        mobile: pakistaniMobile(customer.data.mobile)!,
      },
    ),
  );
  await context.paymentOrders.remember(order.orderNumber);
  return { ...order, deliveryFee: orderAmount(DELIVERY.feeRupees, 1) };
}

export const pharmacyResolvers: Resolvers = {
  Medicine: {
    prescriptionRequired: (medicine) => needsPrescription(medicine),
  },
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
    paymentStatus: async (_parent, { orderNumber, proof }, context) => {
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
      // Only the browser that made the order, or one the gateway's way back brought its proof to
      // (a bank's app may return to another browser), learns how it stands and what it cost.
      const mayRead =
        provesOrder(proof, orderNumber) ||
        (await context.paymentOrders.list()).includes(orderNumber);
      if (!mayRead) return null;
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
    createCartPayment: (_parent, { input }, context) =>
      orderCart(input.lines, input.customer, context),
    // The one-medicine order of issue 11: a cart of one line.
    createMedicinePayment: (_parent, { input }, context) =>
      orderCart(
        [{ medicineId: input.medicineId, quantity: input.quantity }],
        input.customer,
        context,
      ),
  },
};
