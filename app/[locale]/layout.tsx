import { Document } from '@/components/layout/Document';
import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import { LOCALES } from '@/domain/locales';

/** Both languages' pages are rendered ahead of their first visit, each at its own address. */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

/**
 * Every page in its language: English at the legacy addresses (next.config.ts rewrites them here
 * as /en/...), Urdu under /ur, right to left; one tree, the same components.
 */
export default async function LocaleLayout({
  children,
  params,
}: Readonly<{ children: React.ReactNode; params: LocaleParams }>) {
  const locale = await enterLocale(params);
  return <Document locale={locale}>{children}</Document>;
}
