import { getMessages, getTranslations } from 'next-intl/server';
import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import Link from '@/components/i18n/Link';
import { PageIntro } from '@/components/layout/PageIntro';
import { EmptyCartWhenPaid } from '@/components/pharmacy/EmptyCartWhenPaid';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { primaryButton } from '@/components/ui/buttons';
import { CATALOGUE_PATH } from '@/domain/addresses';
import { queryPage } from '@/graphql/client/server';
import { PaymentStatusDocument } from '@/graphql/__generated__/operations';

// Where the gateway sends the customer back: the order's state, asked for each time.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  const t = await getTranslations();
  return { title: t('titles.paymentStatus'), robots: { index: false, follow: false } };
}

/** The order's state, as the gateway reports it (issue 11). */
export default async function PaymentStatusPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Promise<{ order?: string | string[] }>;
}) {
  await enterLocale(params);
  const t = await getTranslations();
  // The front server refuses a repeated parameter; a page holds its own line all the same.
  const { order } = await searchParams;
  const orderNumber = (typeof order === 'string' ? order : '').trim().slice(0, 30);
  const result = orderNumber ? await queryPage(PaymentStatusDocument, { orderNumber }) : null;
  const status = result?.data?.paymentStatus ?? null;
  const { status: SAYS, panel } = (await getMessages()).payment;
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
          </div>
        ) : result?.errors.length ? (
          <ErrorMessage message={result.errors[0]!.message} />
        ) : (
          <p className="text-lg">{SAYS.unknownOrder}</p>
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
