import { Document } from '@/components/layout/Document';
import NotFound, { generateMetadata } from './(en)/not-found';

export { generateMetadata };

/** An address no route has (status 404): no language layout wraps it, so it is its own document. */
export default function RootNotFound() {
  return (
    <Document locale="en">
      <NotFound />
    </Document>
  );
}
