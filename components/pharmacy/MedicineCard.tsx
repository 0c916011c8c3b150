import Link from '@/components/i18n/Link';
import { ContentImage } from '@/components/ui/ContentImage';
import { useLocale, useTranslations } from 'next-intl';
import type { MedicineCardFragment } from '@/graphql/__generated__/operations';
import { rupees } from './catalogue';

/**
 * A medicine of the catalogue (spec 001 §2): picture, trade name, generic name (N/A), supplier,
 * unit price with the pack price struck through, and Add to Cart; the card opens the medicine.
 */
export function MedicineCard({
  medicine,
  priority,
}: {
  medicine: MedicineCardFragment;
  priority?: boolean;
}) {
  const t = useTranslations('catalogue');
  const notGiven = useTranslations('common')('notGiven');
  const panel = useTranslations('payment.panel');
  const price = (amount: number) => t('price', { amount: rupees(amount) });
  // Names as the catalogue sends them: English, on an Urdu page too.
  const sent = useLocale() === 'ur' ? 'en' : undefined;
  return (
    <article className="card flex flex-col">
      <ContentImage
        image={medicine.image}
        sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
        decorative
        priority={priority}
      />
      <div className="flex flex-1 flex-col p-4">
        <h2 className="text-lg leading-snug font-semibold text-brand-900">
          <Link href={`/medicine/${medicine.id}`} className="card-link" lang={sent}>
            {medicine.tradeName}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {t('generic')}{' '}
          {medicine.genericName && sent ? (
            <bdi lang={sent}>{medicine.genericName}</bdi>
          ) : (
            (medicine.genericName ?? notGiven)
          )}
        </p>
        <p className="text-sm text-slate-700">
          {t('supplier')}{' '}
          {medicine.supplier && sent ? (
            <bdi lang={sent}>{medicine.supplier}</bdi>
          ) : (
            (medicine.supplier ?? notGiven)
          )}
        </p>
        <p className="mt-2 text-lg font-bold text-slate-900">
          {price(medicine.unitPrice)} <span className="text-sm font-normal">{panel('aUnit')}</span>
        </p>
        {/* A pack's price, not a discount: the legacy card struck it through like a sale price. */}
        {medicine.packPrice !== null && (
          <p className="text-sm text-slate-700">
            {t('packPrice')} {price(medicine.packPrice)}
          </p>
        )}
        <span aria-hidden="true" className="mt-auto pt-3">
          <span className="inline-block rounded-md bg-accent-600 px-4 py-2 font-semibold text-white">
            {panel('addToCart')}
          </span>
        </span>
      </div>
    </article>
  );
}
