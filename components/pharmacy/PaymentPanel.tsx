'use client';

import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { describedBy, Field, INPUT_CLASS } from '@/components/forms/Field';
import { accentButton, primaryButton } from '@/components/ui/buttons';
import { useHydrated } from '@/components/ui/useHydrated';
import {
  CreateMedicinePaymentDocument,
  PreparePaymentDocument,
} from '@/graphql/__generated__/operations';
import { price } from './catalogue';
import {
  MAX_QUANTITY,
  orderAmount,
  paymentCustomerRules,
  type PaymentCustomer,
} from '@/domain/payment';
import { translated } from '@/domain/messages';
import { useMessages } from '@/i18n/useMessages';
/** Time to read the success message before the browser goes to the gateway. */
const GATEWAY_AFTER_MS = 1200;

/** What the API said went wrong (in English, so shown in the page's language), or the fallback. */
function messageOf(error: unknown, fallback: string): string {
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? fallback) : fallback;
}

type Outcome = { kind: 'none' } | { kind: 'failed'; message: string } | { kind: 'paying' };

/**
 * The quantity, the total and the way to pay (spec 001 §2). Add to Cart has the server get ready
 * with the gateway, then the payment form appears; Proceed to Payment has the server create the
 * order at the catalogue's price and sends the browser to the gateway. One order at a time: the
 * button waits for the answer, and nothing is tried again by itself.
 */
export function PaymentPanel({ medicineId, unitPrice }: { medicineId: string; unitPrice: number }) {
  const hydrated = useHydrated();
  // The specification's messages (spec 001 §8), shown in the page rather than as alerts.
  const messages = useMessages();
  const text = messages.payment;
  const { panel } = text;
  const failure = (error: unknown) =>
    translated(messageOf(error, text.failures.initiation), messages);
  const [quantity, setQuantity] = useState(1);
  const [formShown, setFormShown] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const ordering = useRef(false);
  const [prepare, preparing] = useMutation(PreparePaymentDocument);
  const [createPayment] = useMutation(CreateMedicinePaymentDocument);
  const { register, handleSubmit, formState } = useForm<PaymentCustomer>({
    resolver: zodResolver(paymentCustomerRules(text.form)),
  });
  const { errors } = formState;
  /** What every control gets: its id, its wiring to its error, and its registration. */
  const control = (field: keyof PaymentCustomer) => ({
    id: `payment-${field}`,
    'aria-describedby': describedBy(`payment-${field}`, undefined, errors[field]?.message),
    'aria-invalid': Boolean(errors[field]),
    className: INPUT_CLASS,
    ...register(field),
  });
  // Shown to the customer; the server computes the amount again from the catalogue.
  const total = Number(orderAmount(unitPrice, quantity));

  async function addToCart() {
    setOutcome({ kind: 'none' });
    try {
      await prepare();
      setFormShown(true);
    } catch (error) {
      setOutcome({ kind: 'failed', message: failure(error) });
    }
  }

  async function order(customer: PaymentCustomer) {
    if (ordering.current) return;
    ordering.current = true;
    setOutcome({ kind: 'none' });
    try {
      const { data } = await createPayment({
        variables: { input: { medicineId, quantity, customer } },
      });
      if (!data) throw new Error('no answer');
      setOutcome({ kind: 'paying' });
      window.setTimeout(
        () => window.location.assign(data.createMedicinePayment.paymentUrl),
        GATEWAY_AFTER_MS,
      );
    } catch (error) {
      ordering.current = false;
      setOutcome({ kind: 'failed', message: failure(error) });
    }
  }

  return (
    <section aria-labelledby="buy-heading" className="mt-6">
      <h2 id="buy-heading" className="sr-only">
        {panel.buy}
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <div role="group" aria-label={panel.quantity} className="flex items-center">
          <button
            type="button"
            className="size-11 rounded-s-md border-2 border-slate-500 text-xl font-bold disabled:opacity-40"
            onClick={() => setQuantity((count) => Math.max(1, count - 1))}
            disabled={!hydrated || quantity <= 1}
            aria-label={panel.fewer}
          >
            −
          </button>
          <output
            aria-live="polite"
            aria-label={panel.quantity}
            className="flex h-11 min-w-14 items-center justify-center border-y-2 border-slate-500 px-3 text-lg font-semibold"
          >
            {quantity}
          </output>
          <button
            type="button"
            className="size-11 rounded-e-md border-2 border-slate-500 text-xl font-bold disabled:opacity-40"
            onClick={() => setQuantity((count) => Math.min(MAX_QUANTITY, count + 1))}
            disabled={!hydrated || quantity >= MAX_QUANTITY}
            aria-label={panel.more}
          >
            +
          </button>
        </div>
        <p className="text-lg">
          {panel.total} <strong data-testid="total">{price(total)}</strong>
        </p>
      </div>
      {!formShown && (
        <p className="mt-4">
          <button
            type="button"
            className={`${accentButton} disabled:opacity-60`}
            onClick={addToCart}
            disabled={!hydrated || preparing.loading}
          >
            {preparing.loading ? panel.wait : panel.addToCart}
          </button>
        </p>
      )}
      <div aria-live="assertive">
        {outcome.kind === 'failed' && (
          <p
            role="alert"
            className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 font-semibold text-red-800"
          >
            {outcome.message}
          </p>
        )}
        {outcome.kind === 'paying' && (
          <p
            role="status"
            className="mt-4 rounded-md border border-green-200 bg-green-50 px-4 py-3 font-semibold text-green-800"
          >
            {text.success}
          </p>
        )}
      </div>
      {formShown && (
        <form
          onSubmit={(event) => void handleSubmit(order)(event)}
          noValidate
          aria-labelledby="payment-heading"
          className="mt-6 max-w-xl space-y-5 rounded-lg border border-slate-200 p-5"
        >
          <h2 id="payment-heading" className="heading-3 text-brand-900">
            {panel.yourDetails}
          </h2>
          <Field id="payment-name" label={panel.fullName} error={errors.name?.message}>
            <input autoComplete="name" {...control('name')} />
          </Field>
          <Field id="payment-mobile" label={panel.mobile} error={errors.mobile?.message}>
            <input
              type="tel"
              autoComplete="tel"
              placeholder="0300-1234567"
              {...control('mobile')}
            />
          </Field>
          <Field id="payment-email" label={panel.email} error={errors.email?.message}>
            <input type="email" autoComplete="email" spellCheck={false} {...control('email')} />
          </Field>
          <Field id="payment-address" label={panel.address} error={errors.address?.message}>
            <textarea rows={3} autoComplete="street-address" {...control('address')} />
          </Field>
          <button
            type="submit"
            className={`${primaryButton} disabled:opacity-60`}
            disabled={formState.isSubmitting || outcome.kind === 'paying'}
          >
            {formState.isSubmitting ? panel.wait : panel.proceed}
          </button>
        </form>
      )}
    </section>
  );
}
