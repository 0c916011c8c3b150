import { useTranslations } from 'next-intl';
import type { LabPageKey } from '@/domain/addresses';

/**
 * The lab screens' banner (spec 001 §2): 'FH LAB REPORTS' and its tagline. Akhtar Saeed's page
 * said 'lab reports' in place of a title.
 */
export function LabBanner({ site }: { site: LabPageKey }) {
  const text = useTranslations('lab');
  const title = site === 'akhtar' ? () => text('akhtarHeading') : undefined;
  return (
    <section className="bg-brand-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-wide">{title?.() ?? text('banner')}</h1>
        <p className="mt-2 text-lg text-brand-50">{text('tagline')}</p>
      </div>
    </section>
  );
}
