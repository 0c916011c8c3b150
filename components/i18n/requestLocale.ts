import { cache } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@/domain/locales';

/**
 * The language of the page being rendered, for the synchronous server code that reads the
 * catalogue (components/i18n/server.ts). enterLocale.ts sets it with next-intl's; held in React's
 * per-request cache rather than read from the request, so reading it never makes a page dynamic.
 */
const store = cache((): { locale: Locale } => ({ locale: DEFAULT_LOCALE }));

export function setPageLocale(locale: Locale): void {
  store().locale = locale;
}

export function requestLocale(): Locale {
  return store().locale;
}
