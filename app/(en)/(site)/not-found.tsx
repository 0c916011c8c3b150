import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { messages } from '@/domain/messages';

export const metadata: Metadata = { title: messages.notFound.page, robots: { index: false } };

/** An address below a page of this group that names nothing; the group's layout frames it. */
export default function NotFound() {
  return <NotFoundContent />;
}
