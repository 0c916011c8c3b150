'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import Link from '@/components/i18n/Link';
import { browserClient } from '@/components/apollo/browserClient';
import { accentButton } from '@/components/ui/buttons';
import { href } from '@/domain/addresses/href';
import { removeFromCart, setQuantity, type CartLine } from '@/domain/cart';
import { DELIVERY } from '@/domain/delivery';
import { cartAmounts, orderAmount } from '@/domain/order';
import type { PaymentCustomer } from '@/domain/payment';
import {
  CreateCartPaymentDocument,
  PreparePaymentDocument,
} from '@/graphql/__generated__/operations';
import { useLocale, useTranslations } from 'next-intl';
import { isolated } from './AddToCart';
import { saveCart, useCart } from './cartStore';
import { rupees } from './catalogue';
import { QuantityStepper } from './QuantityStepper';

/** Time to read the success message before the browser goes to the gateway. */
const GATEWAY_AFTER_MS = 1200;

const loadForm = () => import('./PaymentForm');
const PaymentForm = dynamic(loadForm, { ssr: false });

/**
 * What the API said went wrong (in the page's language: components/apollo), or the fallback.
 * Apollo's CombinedGraphQLErrors is told by its name: importing its class would bring Apollo
 * with the page.
 */
function messageOf(error: unknown, fallback: string): string {
  const graphQL = error instanceof Error && error.name === 'CombinedGraphQLErrors';
  const errors = graphQL ? (error as Error & { errors: { message: string }[] }).errors : [];
  return errors[0]?.message ?? fallback;
}

type Outcome = { kind: 'none' } | { kind: 'failed'; message: string } | { kind: 'paying' };

function Line({ line }: { line: CartLine }) {
  const t = useTranslations('cart');
  const catalogue = useTranslations('catalogue');
  const lines = useCart() ?? [];
  const sent = useLocale() === 'ur' ? 'en' : undefined;
  const name = isolated(line.tradeName);
  return (
    <li className="border-b border-slate-200 py-4 last:border-b-0">
      <div className="flex items-start justify-between gap-3">
        <p className="pt-2 font-semibold text-brand-900">
          <Link href={href.medicine(line.id)} lang={sent} className="underline">
            {line.tradeName}
          </Link>
        </p>
        <button
          type="button"
          className="min-h-11 shrink-0 font-semibold text-red-800 underline"
          onClick={() => saveCart(removeFromCart(lines, line.id))}
        >
          {t('remove')}
          <span className="sr-only">
            : <bdi lang={sent}>{line.tradeName}</bdi>
          </span>
        </button>
      </div>
      <p className="text-sm text-slate-700">
        {t('each', { price: catalogue('price', { amount: rupees(line.unitPrice) }) })}
      </p>
      {line.prescription && (
        <p className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
          {t('prescriptionBadge')}
        </p>
      )}
      <div className="mt-2 flex items-center justify-between gap-3">
        <QuantityStepper
          value={line.quantity}
          onChange={(quantity) => saveCart(setQuantity(lines, line.id, quantity))}
          label={t('quantityOf', { name })}
          fewer={t('fewerOf', { name })}
          more={t('moreOf', { name })}
        />
        <strong className="text-lg">
          {catalogue('price', {
            amount: rupees(Number(orderAmount(line.unitPrice, line.quantity))),
          })}
        </strong>
      </div>
    </li>
  );
}

/**
 * The cart (issue 40): its medicines with their quantities, what they cost, the delivery's fee and
 * time, the prescription notice, and one payment for all of it. The amounts here are shown only:
 * the server prices the order again from the catalogue. Checking out has the server get ready with
 * the gateway, then the payment form appears; Proceed to Payment creates the order and sends the
 * browser to the gateway. One order at a time, never tried again by itself. Shown once there is
 * something in it (it lives on the phone, so only the browser knows).
 */
export function Cart() {
  const t = useTranslations('cart');
  const payment = useTranslations('payment');
  const catalogue = useTranslations('catalogue');
  const lines = useCart();
  const [formShown, setFormShown] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const ordering = useRef(false);
  const failure = (error: unknown) => messageOf(error, payment('failures.initiation'));
  const sent = useLocale() === 'ur' ? 'en' : undefined;

  if (!lines || lines.length === 0) return null;
  const amounts = cartAmounts(lines, DELIVERY.feeRupees);
  const price = (amount: string) => catalogue('price', { amount: rupees(Number(amount)) });
  const prescribed = lines.filter((line) => line.prescription);

  async function checkout() {
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
    if (ordering.current || !lines) return;
    ordering.current = true;
    setOutcome({ kind: 'none' });
    try {
      const client = await browserClient();
      const { data } = await client.mutate({
        mutation: CreateCartPaymentDocument,
        variables: {
          input: {
            lines: lines.map((line) => ({ medicineId: line.id, quantity: line.quantity })),
            customer,
          },
        },
      });
      if (!data) throw new Error('no answer');
      setOutcome({ kind: 'paying' });
      window.setTimeout(
        () => window.location.assign(data.createCartPayment.paymentUrl),
        GATEWAY_AFTER_MS,
      );
    } catch (error) {
      ordering.current = false;
      setOutcome({ kind: 'failed', message: failure(error) });
    }
  }

  return (
    <section
      id="cart"
      aria-labelledby="cart-heading"
      className="mt-8 scroll-mt-4 rounded-lg border-2 border-brand-700 bg-white p-4"
    >
      <h2 id="cart-heading" className="heading-2 text-brand-900">
        {t('heading')}{' '}
        <span className="text-base font-normal text-slate-700">
          ({t('medicines', { count: lines.length })})
        </span>
      </h2>
      <ul className="mt-2">
        {lines.map((line) => (
          <Line key={line.id} line={line} />
        ))}
      </ul>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t-2 border-slate-300 pt-3 text-lg">
        <dt>{t('subtotal')}</dt>
        <dd className="text-end">{price(amounts.subtotal)}</dd>
        <dt>{t('delivery')}</dt>
        <dd className="text-end">{price(amounts.delivery)}</dd>
        <dt className="font-bold">{t('total')}</dt>
        <dd className="text-end font-bold" data-testid="cart-total">
          {price(amounts.total)}
        </dd>
      </dl>
      <p className="mt-3 text-slate-700">
        {t('deliveryNote', {
          days: String(DELIVERY.workingDays),
          fee: price(amounts.delivery),
        })}
      </p>
      {prescribed.length > 0 && (
        <div role="note" className="mt-4 rounded-md border-s-4 border-amber-600 bg-amber-50 p-3">
          <p className="font-semibold text-amber-950">{t('prescriptionCart')}</p>
          <ul className="ms-5 list-disc">
            {prescribed.map((line) => (
              <li key={line.id}>
                <bdi lang={sent}>{line.tradeName}</bdi>
              </li>
            ))}
          </ul>
          <p className="mt-1 text-amber-950">{t('prescriptionCartHow')}</p>
        </div>
      )}
      {!formShown && (
        <p className="mt-4">
          <button
            type="button"
            className={`${accentButton} w-full disabled:opacity-60 sm:w-auto`}
            onClick={checkout}
            disabled={preparing}
          >
            {preparing ? payment('panel.wait') : t('checkout')}
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
            {payment('success')}
          </p>
        )}
      </div>
      {formShown && <PaymentForm onOrder={order} paying={outcome.kind === 'paying'} />}
    </section>
  );
}
