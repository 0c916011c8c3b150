import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { messages } from '@/domain/messages';
import { SiteFooter } from '@/components/layout/SiteFooter';

export const metadata: Metadata = { title: messages.notFound.page, robots: { index: false } };

/** An address no route has (status 404), rendered in the root layout alone: it adds the rest. */
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
