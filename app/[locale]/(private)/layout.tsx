import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import type { Metadata } from 'next';
import { SiteFooter } from '@/components/layout/SiteFooter';

// A patient's results are nobody else's business: no page here is indexed.
export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Pages that show a patient's own data (the lab reports): the group footer without its embedded
 * map, so the page asks no host but this site. The search is a server action: no API client here.
 */
export default async function PrivateLayout({
  children,
  params,
}: Readonly<{ children: React.ReactNode; params: LocaleParams }>) {
  await enterLocale(params);
  return (
    <>
      <main id="main">{children}</main>
      <SiteFooter embedMap={false} />
    </>
  );
}
