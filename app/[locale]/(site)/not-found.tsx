import { getTranslations } from 'next-intl/server';
import { requestLocale } from '@/graphql/client/pageLanguage';
import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/NotFoundContent';

export async function generateMetadata(): Promise<Metadata> {
  // In the page's language as its layout entered it, named: the boundary has no params, and
  // next-intl would read the request's headers for it, which makes a kept page dynamic (a 500 on
  // a list's page past its last, /OurDoctors?page=100).
  const t = await getTranslations({ locale: requestLocale(), namespace: 'notFound' });
  return { title: t('page'), robots: { index: false } };
}

/** An address below a page of this group that names nothing; the group's layout frames it. */
export default function NotFound() {
  return <NotFoundContent />;
}
