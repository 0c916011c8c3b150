import { BrowserApolloProvider } from '@/components/apollo/BrowserApolloProvider';
import { SiteFooter } from '@/components/layout/SiteFooter';

/** The pharmacy: group pages that also ask the API from the browser (search, payment). */
export default function PharmacyLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <BrowserApolloProvider>
      <main id="main">{children}</main>
      <SiteFooter />
    </BrowserApolloProvider>
  );
}
