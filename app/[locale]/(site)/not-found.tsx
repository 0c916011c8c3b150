import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/NotFoundContent';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations())('notFound.page'), robots: { index: false } };
}

/** An address below a page of this group that names nothing; the group's layout frames it. */
export default function NotFound() {
  return <NotFoundContent />;
}
