import Link from '@/components/i18n/Link';
import { ContentImage } from '@/components/ui/ContentImage';
import { href } from '@/domain/addresses/href';
import { useLocale, useTranslations } from 'next-intl';
import type { MedicineCardFragment } from '@/graphql/__generated__/operations';
import { AddToCart } from './AddToCart';
import { rupees } from './catalogue';

/**
 * A medicine of the catalogue (spec 001 §2): picture, trade name, generic name (N/A), supplier,
 * unit price with the pack price, whether it needs a prescription (issue 40), and Add to Cart,
 * which puts it in the cart; the rest of the card opens the medicine.
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
  const cart = useTranslations('cart');
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
          <Link href={href.medicine(medicine.id)} className="card-link" lang={sent}>
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
        {medicine.prescriptionRequired && (
          <p className="mt-2 self-start rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
            {cart('prescriptionBadge')}
          </p>
        )}
        {/* Above the card's link (which covers the card), so a tap adds rather than opens. */}
        <AddToCart
          className="mt-auto pt-3"
          medicine={{
            id: medicine.id,
            tradeName: medicine.tradeName,
            unitPrice: medicine.unitPrice,
            prescription: medicine.prescriptionRequired,
          }}
        />
      </div>
    </article>
  );
}
