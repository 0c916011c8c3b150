import { getTranslations } from 'next-intl/server';
import { Document } from '@/components/layout/Document';
import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import type { Metadata } from 'next';
import { LOCALES } from '@/domain/locales';
import { siteTitle } from '@/components/seo/siteTitle';

/** Both languages' pages are rendered ahead of their first visit, each at its own address. */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

/** The group's name after each page's title, and the site's description, in the page's language. */
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await enterLocale(params);
  const t = await getTranslations('pages.home');
  const [title, description] = [t('title'), t('description')];
  return {
    title: siteTitle(title),
    description,
    applicationName: title,
  };
}

/**
 * Every page in its language: English at the legacy addresses (next.config.build.ts rewrites them here
 * as /en/...), Urdu under /ur, right to left; one tree, the same components.
 */
export default async function LocaleLayout({
  children,
  params,
}: Readonly<{ children: React.ReactNode; params: LocaleParams }>) {
  const locale = await enterLocale(params);
  return <Document locale={locale}>{children}</Document>;
}
