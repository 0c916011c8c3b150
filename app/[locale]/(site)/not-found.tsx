import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { requestMessages } from '@/components/i18n/server';

export function generateMetadata(): Metadata {
  return { title: requestMessages().notFound.page, robots: { index: false } };
}

/** An address below a page of this group that names nothing; the group's layout frames it. */
export default function NotFound() {
  return <NotFoundContent />;
}
