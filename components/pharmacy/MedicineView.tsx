import { ClientMessages } from '@/components/i18n/ClientMessages';
import { useTranslations } from 'next-intl';
import { ContentImage } from '@/components/ui/ContentImage';
import { Initials } from '@/components/ui/Initials';
import { requestLocale } from '@/graphql/renderedLocale';
import { pakistanDate } from '@/components/ui/pakistanTime';
import type { MedicineDetailQuery } from '@/graphql/__generated__/operations';
import { rupees } from './catalogue';
import { BuyPanel } from './BuyPanel';
import { Cart } from './Cart';

type Medicine = NonNullable<MedicineDetailQuery['medicine']>;

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="text-amber-600">
      {'★'.repeat(rating)}
      <span className="text-slate-300">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

/**
 * A medicine (spec 001 §2): picture, name, supplier and unit price, whether it needs a
 * prescription, the quantity, Add to Cart and the cart with the way to pay (issue 40), and the
 * customers' reviews (a reviewer without a photo shown by their initials). Paying needs
 * JavaScript; without it the page says so.
 */
export function MedicineView({ medicine }: { medicine: Medicine }) {
  const messages = useTranslations();
  const text = useTranslations('catalogue');
  const t = useTranslations('catalogue');
  const price = (amount: number) => t('price', { amount: rupees(amount) });
  // What the catalogue and customers wrote is English as sent, on an Urdu page too.
  const sent = requestLocale() === 'ur' ? 'en' : undefined;
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <div className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="overflow-hidden rounded-lg">
          <ContentImage image={medicine.image} sizes="(min-width: 768px) 460px, 100vw" priority />
        </div>
        <div>
          <h1 lang={sent} className="heading-1 text-brand-900">
            {medicine.tradeName}
          </h1>
          {medicine.genericName && (
            <p lang={sent} className="mt-1 text-lg text-slate-700">
              {medicine.genericName}
            </p>
          )}
          <p className="mt-2 text-slate-700">
            {messages('catalogue.supplier')}{' '}
            {medicine.supplier && sent ? (
              <bdi lang={sent}>{medicine.supplier}</bdi>
            ) : (
              (medicine.supplier ?? messages('common.notGiven'))
            )}
          </p>
          <p className="mt-3 text-2xl font-bold text-slate-900">
            {price(medicine.unitPrice)}{' '}
            <span className="text-base font-normal text-slate-700">
              {messages('payment.panel.aUnit')}
            </span>
          </p>
          {medicine.prescriptionRequired && (
            <p role="note" className="mt-4 rounded-md border-s-4 border-amber-600 bg-amber-50 p-3">
              <strong className="block text-amber-950">{messages('cart.prescriptionBadge')}</strong>
              {messages('cart.prescriptionMedicine')}
            </p>
          )}
          <noscript>
            <p className="mt-4 rounded-md bg-amber-50 p-4">{text('needsScript')}</p>
          </noscript>
          <ClientMessages namespaces={['payment', 'catalogue', 'forms', 'cart']}>
            <BuyPanel
              medicine={{
                id: medicine.id,
                tradeName: medicine.tradeName,
                unitPrice: medicine.unitPrice,
                prescription: medicine.prescriptionRequired,
              }}
            />
            <Cart />
          </ClientMessages>
        </div>
      </div>
      <section aria-labelledby="reviews-heading" className="mt-12">
        <h2 id="reviews-heading" className="heading-2 text-brand-900">
          {text('reviews')}
        </h2>
        {medicine.reviews.length === 0 ? (
          <p className="mt-3 text-slate-700">{messages('catalogue.noReviews')}</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {medicine.reviews.map((review) => {
              const photo = review.reviewerImage;
              return (
                <li key={review.id} className="flex gap-4 rounded-lg border border-slate-200 p-4">
                  {photo ? (
                    <div className="w-14 shrink-0 overflow-hidden rounded-full">
                      <ContentImage image={photo} sizes="56px" aspect="square" decorative />
                    </div>
                  ) : (
                    <Initials name={review.reviewerName} />
                  )}
                  <div>
                    <p className="font-semibold text-slate-900">
                      {review.reviewerName ? (
                        <bdi lang={sent}>{review.reviewerName}</bdi>
                      ) : (
                        text('aCustomer')
                      )}
                    </p>
                    {review.rating !== null && (
                      <Stars
                        rating={review.rating}
                        label={t('rated', { stars: String(review.rating) })}
                      />
                    )}
                    {review.date && (
                      <p className="text-sm text-slate-600">
                        <time dateTime={review.date}>
                          {pakistanDate(review.date, requestLocale())}
                        </time>
                      </p>
                    )}
                    {review.text && (
                      <p lang={sent} dir={sent && 'auto'} className="mt-2 text-slate-800">
                        {review.text}
                      </p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </article>
  );
}
