import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { requestMessages } from '@/i18n/server';

export function generateMetadata(): Metadata {
  return { title: requestMessages().notFound.page, robots: { index: false } };
}

/** A branch page's "no such item" (the branch pages frame themselves), and the 404 document. */
export default function NotFound() {
  return (
    <>
      <main id="main">
        <NotFoundContent />
      </main>
      <SiteFooter />
    </>
  );
}
