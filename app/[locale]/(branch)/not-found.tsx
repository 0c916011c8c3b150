import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/NotFoundContent';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())('notFound.page'), robots: { index: false } };
}

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
