/**
 * The site's languages and where each lives: English at the legacy addresses, Urdu under `/ur`
 * (issue 20). The one place that knows the prefix; links, the language switch, hreflang, the
 * sitemap and the proxy all ask here.
 */

export const LOCALES = ['en', 'ur'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The language of the address asked for, told by the front server to the one page that cannot
 * read it from a segment: the 404 document of an address no route has (app/global-not-found.tsx).
 */
export const LOCALE_HEADER = 'x-page-language';

/** The cookie that remembers a patient's language (read by next.config.ts's root redirect). */
export const LOCALE_COOKIE = 'lang';

const PREFIX: Record<Locale, string> = { en: '', ur: '/ur' };

/** The language's own name, as the switch offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ur: 'اردو' };

/** A value that names one of the site's languages. */
export function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

/** Written right to left. */
export function isRtl(locale: Locale): boolean {
  return locale === 'ur';
}

/** Paths that are the same in every language: files, the API, the service worker. */
const UNLOCALIZED = /^\/(?:api|_next|report-files|serwist|images|sitemap\.xml|robots\.txt)(?:\/|$)/;

/** A site path (`/AboutUs`, `/`) in a language: `/ur/AboutUs`, `/ur`. Other links are left alone. */
export function localePath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//') || UNLOCALIZED.test(path)) return path;
  const prefix = PREFIX[locale];
  if (!prefix) return path;
  return path === '/' || /^\/[?#]/.test(path) ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** A request path's language and the path without its prefix: `/ur/AboutUs` → ur, `/AboutUs`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/ur(?=\/|$)(.*)$/.exec(pathname);
  return match ? { locale: 'ur', path: match[1] || '/' } : { locale: 'en', path: pathname };
}
