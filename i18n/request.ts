import { cache } from 'react';
import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * The language of the page being rendered on the server. The Urdu routes' layout and page
 * wrappers set it (i18n/urduRoute.tsx) before anything renders; English routes never need to,
 * because English is what is read when nothing was set. It is held in React's per-request cache
 * rather than read from the request, so reading it never makes a cached page dynamic.
 */
const store = cache((): { locale: Locale } => ({ locale: DEFAULT_LOCALE }));

export function setRequestLocale(locale: Locale): void {
  store().locale = locale;
}

export function requestLocale(): Locale {
  return store().locale;
}
