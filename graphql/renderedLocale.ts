import { cache } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@/domain/locales';

/**
 * The language of the page being rendered, its only store: set by every page and layout
 * (components/i18n/enterLocale.ts), read by next-intl (components/i18n/request.ts), by the
 * synchronous code that shows the catalogue and by the pages' GraphQL client, whose messages (an
 * upstream fault, a bad id) are then the page's. It is the whole site's; it lives on graphql/'s
 * floor, the lowest that may use React (domain/ holds no framework), below the GraphQL client,
 * its lowest reader. Held in React's per-request cache rather than read from the request, so
 * reading it never makes a page dynamic.
 */
const store = cache((): { locale: Locale } => ({ locale: DEFAULT_LOCALE }));

export function setPageLocale(locale: Locale): void {
  store().locale = locale;
}

export function requestLocale(): Locale {
  return store().locale;
}
