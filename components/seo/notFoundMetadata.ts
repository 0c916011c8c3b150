import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/domain/locales';
import { requestLocale } from '@/graphql/renderedLocale';

/**
 * The title and robots of an address that names nothing: the 404 pages', and a consultant list's
 * page past its last, which answers 404 too. In the page's language as its layout entered it,
 * named: a boundary has no params, and next-intl would read the request's headers for it, which
 * makes a kept page dynamic (a 500 on a list's page past its last, /OurDoctors?page=100).
 */
export async function notFoundMetadata(locale: Locale = requestLocale()): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return { title: t('page'), robots: { index: false } };
}
