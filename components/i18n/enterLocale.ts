import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/domain/locales';
import { setPageLocale } from '@/graphql/client/pageLanguage';

/** The `[locale]` segment of every page and layout (app/[locale]). */
export type LocaleParams = Promise<{ locale: string }>;

/**
 * The language of the page being rendered, from its `[locale]` segment, told to next-intl before
 * anything reads it. Every layout and page calls it first: they render in parallel, and a page that
 * did not would make next-intl read the request's headers, and lose its place in the page cache.
 * A segment that is no language (an address the rewrite never makes) is the 404 page.
 */
export async function enterLocale(params: Promise<object>): Promise<Locale> {
  const { locale } = (await params) as { locale?: string };
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  setPageLocale(locale);
  return locale;
}
