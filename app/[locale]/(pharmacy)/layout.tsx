import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import { SiteFooter } from '@/components/layout/SiteFooter';

/**
 * The pharmacy: group pages that also ask the API from the browser (search, payment), through
 * the Apollo Client they download on first use (components/apollo/browserClient.ts).
 */
export default async function PharmacyLayout({
  children,
  params,
}: Readonly<{ children: React.ReactNode; params: LocaleParams }>) {
  await enterLocale(params);
  return (
    <>
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}
