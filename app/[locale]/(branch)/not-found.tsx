import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { notFoundMetadata } from '@/components/seo/notFoundMetadata';

export const generateMetadata = () => notFoundMetadata();

/**
 * A branch page's "no such item" (the branch pages frame themselves). Without the footer: this
 * boundary is sent inside every branch page, and the header already leads everywhere (issue 22).
 */
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundContent />
    </main>
  );
}
