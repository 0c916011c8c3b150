import { SiteFooter } from '@/components/layout/SiteFooter';

/**
 * The pharmacy: group pages that also ask the API from the browser (search, payment), through
 * the Apollo Client they download on first use (components/apollo/browserClient.ts).
 */
export default function PharmacyLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <>
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}
