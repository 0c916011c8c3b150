import { Document } from '@/components/layout/Document';
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { generateMetadata } from './[locale]/(branch)/not-found';
import './globals.css';

export { generateMetadata };

/**
 * An address no route has (status 404). Next renders this document only for such an address; a
 * root not-found.tsx would instead be sent, rendered, inside every page's payload (issue 22).
 */
export default function GlobalNotFound() {
  return (
    <Document locale="en">
      <main id="main">
        <NotFoundContent />
      </main>
      <SiteFooter />
    </Document>
  );
}
