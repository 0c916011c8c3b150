import { Document } from '@/components/layout/Document';
import NotFound, { generateMetadata } from './(en)/(branch)/not-found';
import './globals.css';

export { generateMetadata };

/**
 * An address no route has (status 404). Next renders this document only for such an address; a
 * root not-found.tsx would instead be sent, rendered, inside every page's payload (issue 22).
 */
export default function GlobalNotFound() {
  return (
    <Document locale="en">
      <NotFound />
    </Document>
  );
}
