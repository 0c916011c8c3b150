'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { browserClient } from '@/components/apollo/browserClient';
import { accentButton } from '@/components/ui/buttons';
import { useHydrated } from '@/components/ui/useHydrated';
import {
  CreateMedicinePaymentDocument,
  PreparePaymentDocument,
} from '@/graphql/__generated__/operations';
import { rupees } from './catalogue';
import { MAX_QUANTITY, orderAmount } from '@/domain/order';
import type { PaymentCustomer } from '@/domain/payment';
import { useTranslations } from 'next-intl';

/** Time to read the success message before the browser goes to the gateway. */
const GATEWAY_AFTER_MS = 1200;

const loadForm = () => import('./PaymentForm');
const PaymentForm = dynamic(loadForm, { ssr: false });

/**
 * What the API said went wrong (in English, so shown in the page's language), or the fallback.
 * Apollo's CombinedGraphQLErrors is told by its name: importing its class would bring Apollo
 * with the page.
 */
function messageOf(error: unknown, fallback: string): string {
  const graphQL = error instanceof Error && error.name === 'CombinedGraphQLErrors';
  const errors = graphQL ? (error as Error & { errors: { message: string }[] }).errors : [];
  return errors[0]?.message ?? fallback;
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
  const t = useTranslations('payment');
  const panel = useTranslations('payment.panel');
  const catalogue = useTranslations('catalogue');
  // The API answers the payment form in the page's language (components/apollo).
  const failure = (error: unknown) => messageOf(error, t('failures.initiation'));
  const [quantity, setQuantity] = useState(1);
  const [formShown, setFormShown] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const ordering = useRef(false);
  const [preparing, setPreparing] = useState(false);
  // Shown to the customer; the server computes the amount again from the catalogue.
  const total = Number(orderAmount(unitPrice, quantity));

  async function addToCart() {
    setOutcome({ kind: 'none' });
    setPreparing(true);
    try {
      // The form's code comes while the server gets ready with the gateway.
      void loadForm().catch(() => undefined);
      const client = await browserClient();
      await client.mutate({ mutation: PreparePaymentDocument });
      setFormShown(true);
    } catch (error) {
      setOutcome({ kind: 'failed', message: failure(error) });
    } finally {
      setPreparing(false);
    }
  }

  async function order(customer: PaymentCustomer) {
    if (ordering.current) return;
    ordering.current = true;
    setOutcome({ kind: 'none' });
    try {
      const client = await browserClient();
      const { data } = await client.mutate({
        mutation: CreateMedicinePaymentDocument,
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
        {panel('buy')}
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <div role="group" aria-label={panel('quantity')} className="flex items-center">
          <button
            type="button"
            className="size-11 rounded-s-md border-2 border-slate-500 text-xl font-bold disabled:opacity-40"
            onClick={() => setQuantity((count) => Math.max(1, count - 1))}
            disabled={!hydrated || quantity <= 1}
            aria-label={panel('fewer')}
          >
            −
          </button>
          <output
            aria-live="polite"
            aria-label={panel('quantity')}
            className="flex h-11 min-w-14 items-center justify-center border-y-2 border-slate-500 px-3 text-lg font-semibold"
          >
            {quantity}
          </output>
          <button
            type="button"
            className="size-11 rounded-e-md border-2 border-slate-500 text-xl font-bold disabled:opacity-40"
            onClick={() => setQuantity((count) => Math.min(MAX_QUANTITY, count + 1))}
            disabled={!hydrated || quantity >= MAX_QUANTITY}
            aria-label={panel('more')}
          >
            +
          </button>
        </div>
        <p className="text-lg">
          {panel('total')}{' '}
          <strong data-testid="total">{catalogue('price', { amount: rupees(total) })}</strong>
        </p>
      </div>
      {!formShown && (
        <p className="mt-4">
          <button
            type="button"
            className={`${accentButton} disabled:opacity-60`}
            onClick={addToCart}
            disabled={!hydrated || preparing}
          >
            {preparing ? panel('wait') : panel('addToCart')}
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
            {t('success')}
          </p>
        )}
      </div>
      {formShown && <PaymentForm onOrder={order} paying={outcome.kind === 'paying'} />}
    </section>
  );
}
