import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GROUP } from '@/content/group';
import { LOCALES, localePath, type Locale } from '@/domain/locales';
import type { Messages } from '@/domain/messages';
import { enterLocale } from '@/components/i18n/enterLocale';
import { requestLocale } from '@/graphql/renderedLocale';

/** The picture a shared link shows when a page has none of its own. */
const SHARE_IMAGE = { url: '/og-image.png', width: 1200, height: 630, alt: GROUP.name };

interface PageFacts {
  title: string;
  description: string;
  /** The page's one address; made absolute against SITE_URL by the root layout's metadataBase. */
  path: string;
  /** A picture of the page itself, for shared links. */
  image?: { url: string; alt: string };
  /** Left out of search engines (search results, "not found" answers). */
  noIndex?: boolean;
  /** The title as it is, without the site's name after it (the home page). */
  absoluteTitle?: boolean;
  /** The page's language (by default the page being rendered's): its address and Open Graph locale. */
  locale?: Locale;
}

/**
 * The page in every language, for `hreflang` links: English is also the default for a reader of
 * any other language (x-default).
 */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(LOCALES.map((locale) => [locale, localePath(path, locale)])),
    'x-default': path,
  };
}

/**
 * A page's title, description, canonical address and Open Graph data, in one shape for every page.
 * Next.js replaces (rather than merges) a layout's `openGraph`, so each page states all of it.
 */
export function pageMetadata({
  title,
  description,
  path,
  image,
  noIndex,
  absoluteTitle,
  locale = requestLocale(),
}: PageFacts): Metadata {
  const address = localePath(path, locale);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: address, languages: languageAlternates(path) },
    openGraph: {
      type: 'website',
      siteName: GROUP.name,
      locale: `${locale}_PK`,
      title,
      description,
      url: address,
      images: [image ?? SHARE_IMAGE],
    },
    ...(noIndex && { robots: { index: false, follow: true } }),
  };
}

/**
 * The metadata of a page whose title and description are the catalogue's (`pages.<key>`), in the
 * language of its `[locale]` segment.
 */
export function staticPageMetadata(
  key: keyof Messages['pages'],
  path: string,
  options: Pick<PageFacts, 'absoluteTitle' | 'noIndex'> = {},
) {
  return async ({ params }: { params: Promise<object> }): Promise<Metadata> => {
    const locale = await enterLocale(params);
    const t = await getTranslations({ locale, namespace: `pages.${key}` });
    return pageMetadata({
      title: t('title'),
      description: t('description', { phone: GROUP.phone }),
      path,
      locale,
      ...options,
    });
  };
}
