import 'server-only';
import { notFound } from 'next/navigation';
import { isLocale, type Locale } from '@/domain/locales';
import { setPageLocale } from '@/graphql/renderedLocale';

/** The `[locale]` segment of every page and layout (app/[locale]). */
export type LocaleParams = Promise<{ locale: string }>;

/**
 * The language of the page being rendered, from its `[locale]` segment, kept in the page's one
 * store of it, which next-intl reads too (components/i18n/request.ts). Every layout and page calls
 * it first: they render in parallel, and what reads the language before it is set gets English.
 * A segment that is no language (an address the rewrite never makes) is the 404 page.
 */
export async function enterLocale(params: Promise<object>): Promise<Locale> {
  const { locale } = (await params) as { locale?: string };
  if (!isLocale(locale)) notFound();
  setPageLocale(locale);
  return locale;
}
