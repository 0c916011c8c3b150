import { getMessages, getTranslations } from 'next-intl/server';
import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import Link from '@/components/i18n/Link';
import { PageIntro } from '@/components/layout/PageIntro';
import { EmptyCartWhenPaid } from '@/components/pharmacy/EmptyCartWhenPaid';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { PhoneNumber } from '@/components/ui/PhoneNumber';
import { primaryButton } from '@/components/ui/buttons';
import { GROUP, telHref } from '@/content/group';
import { CATALOGUE_PATH } from '@/domain/addresses';
import { isOrderNumber } from '@/domain/order';
import { queryPage } from '@/graphql/client/server';
import { PaymentStatusDocument } from '@/graphql/__generated__/operations';

// Where the gateway sends the customer back: the order's state, asked for each time.
export const dynamic = 'force-dynamic';

/**
 * Where a customer calls about an order: the pharmacy delivers for the whole group, and an order
 * names no branch, so the group's general number, which every branch's calls reach.
 */
const PHARMACY_PHONE = GROUP.phone;

/** A parameter the page reads once: the front server refuses one given twice. */
const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

export async function generateMetadata({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  const t = await getTranslations();
  return { title: t('titles.paymentStatus'), robots: { index: false, follow: false } };
}

/**
 * The order's state, as the gateway reports it (issue 11), to the browser that made the order or
 * one the gateway's way back brought the order's proof to (issue 54), with what was ordered. To
 * any other, the order's number alone, the one the address gave, and the pharmacy's number.
 */
export default async function PaymentStatusPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Promise<{ order?: string | string[]; proof?: string | string[] }>;
}) {
  await enterLocale(params);
  const t = await getTranslations();
  // The front server refuses a repeated parameter; a page holds its own line all the same.
  const given = await searchParams;
  const orderNumber = single(given.order).trim().slice(0, 30);
  const proof = single(given.proof).trim().slice(0, 500) || null;
  const result = orderNumber
    ? await queryPage(PaymentStatusDocument, { orderNumber, proof })
    : null;
  const status = result?.data?.paymentStatus ?? null;
  // The number the patient already holds (the address, PayPro's receipt): shown whatever else is,
  // so a call to the pharmacy can name it. Nothing else of the order without the cookie or proof.
  const heldNumber = isOrderNumber(orderNumber) ? orderNumber : null;
  const { status: SAYS, panel } = (await getMessages()).payment;
  const call = (
    <a
      href={telHref(PHARMACY_PHONE)}
      className="font-semibold whitespace-nowrap text-brand-800 underline"
      data-testid="pharmacy-phone"
    >
      <PhoneNumber number={PHARMACY_PHONE} />
    </a>
  );
  return (
    <>
      <PageIntro title={t('titles.paymentStatus')} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        {status ? (
          <div role="status" className="rounded-lg border border-slate-200 p-6 shadow-sm">
            <p className="text-xl font-bold text-brand-900">{SAYS[status.state]}</p>
            {status.state === 'PAID' && <EmptyCartWhenPaid />}
            <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
              <dt className="font-semibold">{panel.orderNumber}</dt>
              <dd>
                <bdi lang="en" dir="ltr">
                  {status.orderNumber}
                </bdi>
              </dd>
              <dt className="font-semibold">{panel.amount}</dt>
              <dd>{t('catalogue.price', { amount: String(status.amount) })}</dd>
            </dl>
            {status.lines.length > 0 && (
              <section aria-labelledby="ordered-heading" className="mt-6">
                <h2 id="ordered-heading" className="font-semibold text-brand-900">
                  {panel.ordered}
                </h2>
                <ul className="mt-2 list-disc space-y-1 ps-6">
                  {status.lines.map((line) => (
                    <li key={line.name}>
                      <bdi lang="en" dir="ltr">
                        {line.name}
                      </bdi>
                      {' — '}
                      {panel.quantity}: {line.quantity}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <p className="mt-6">
              {SAYS.questions} {call}
            </p>
          </div>
        ) : (
          <>
            {result?.errors.length ? <ErrorMessage message={result.errors[0]!.message} /> : null}
            {heldNumber ? (
              <div className="rounded-lg border border-slate-200 p-6 shadow-sm">
                <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
                  <dt className="font-semibold">{panel.orderNumber}</dt>
                  <dd>
                    <bdi lang="en" dir="ltr">
                      {heldNumber}
                    </bdi>
                  </dd>
                </dl>
                <p className="mt-4 text-lg">
                  {SAYS.notConfirmed} {call}
                </p>
              </div>
            ) : (
              !result?.errors.length && (
                <p className="text-lg">
                  {SAYS.unknownOrder} {call}
                </p>
              )
            )}
          </>
        )}
        <p className="mt-8">
          <Link href={CATALOGUE_PATH} className={primaryButton}>
            {panel.backToMedicines}
          </Link>
        </p>
      </div>
    </>
  );
}
