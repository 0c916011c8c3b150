import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { requestMessages } from '@/i18n/server';

export function generateMetadata(): Metadata {
  return { title: requestMessages().notFound.page, robots: { index: false } };
}

/** A page's "no such item" outside any group that frames it (the branch pages). */
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
