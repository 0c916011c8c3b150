import { UNLOCALIZED_SOURCE } from './addresses/files';

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

/** The cookie that remembers a patient's language (read by next.config.build.ts's root redirect). */
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
const UNLOCALIZED = new RegExp(`^/${UNLOCALIZED_SOURCE}`);

/** A site path (`/AboutUs`, `/`) in a language: `/ur/AboutUs`, `/ur`. Other links are left alone. */
export function localePath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//') || UNLOCALIZED.test(path)) return path;
  const prefix = PREFIX[locale];
  if (!prefix) return path;
  return path === '/' || /^\/[?#]/.test(path) ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/**
 * The one rule for a language prefix: a first segment naming a language, in any letter case.
 * `/ur` is Urdu's; any other spelling of it (`/UR`, `/Ur`) and any spelling of `/en` (English
 * has none: its pages are at the legacy addresses) is no address of its own, and moves to the
 * page's one address (server/admission.ts), so that nothing else ever sees it.
 */
const ANY_PREFIX = /^\/(ur|en)(?=\/|$)(.*)$/i;

export interface LocalePath {
  locale: Locale;
  /** The path without its prefix: `/AboutUs`, `/`. */
  path: string;
  /** The address itself when its prefix is spelled another way (`/UR/x` → `/ur/x`), else null. */
  respelled: string | null;
}

/** A request path's language and the path without its prefix: `/ur/AboutUs` → ur, `/AboutUs`. */
export function splitLocale(pathname: string): LocalePath {
  const match = ANY_PREFIX.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname, respelled: null };
  const spelled = match[1]!;
  const locale: Locale = spelled.toLowerCase() === 'ur' ? 'ur' : 'en';
  const path = match[2] || '/';
  const canonical = locale === 'ur' && spelled === 'ur';
  return { locale, path, respelled: canonical ? null : localePath(path, locale) };
}
