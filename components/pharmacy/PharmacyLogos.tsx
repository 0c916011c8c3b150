import { useTranslations } from 'next-intl';
import Image from 'next/image';
import { PHARMACY_LOGOS } from '@/content/pharmacy';

/** The banner of five pharmacy logos the catalogue shows after its eighth card (spec 001 §2). */
export function PharmacyLogos() {
  const t = useTranslations();
  return (
    <li className="col-span-full">
      <section aria-label={t('payment.panel.partners')} className="rounded-lg bg-brand-50 p-4">
        <ul className="flex flex-wrap items-center justify-center gap-4">
          {PHARMACY_LOGOS.map((logo) => (
            <li key={logo.name}>
              <Image src={logo.src} alt={logo.name} lang="en" width={150} height={50} unoptimized />
            </li>
          ))}
        </ul>
      </section>
    </li>
  );
}
