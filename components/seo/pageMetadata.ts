import type { Metadata } from 'next';
import { GROUP } from '@/content/group';
import { LOCALES, localePath } from '@/i18n/locales';

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
}: PageFacts): Metadata {
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path, languages: languageAlternates(path) },
    openGraph: {
      type: 'website',
      siteName: GROUP.name,
      locale: 'en_PK',
      title,
      description,
      url: path,
      images: [image ?? SHARE_IMAGE],
    },
    ...(noIndex && { robots: { index: false, follow: true } }),
  };
}
