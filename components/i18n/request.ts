import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, LOCALES } from '@/domain/locales';
import { messagesIn } from '@/domain/messages/catalogues';
import type { EnglishMessages } from '@/domain/messages';
import { DATE_FORMATS } from '@/domain/dateFormats';
import { PAKISTAN_TIME_ZONE } from '@/domain/pakistanClock';

/**
 * next-intl's configuration for a page being rendered (named in next.config.ts): its language,
 * set by the page from its `[locale]` segment (components/i18n/enterLocale.ts), its catalogue, and
 * Pakistan's clock for every date and time it formats, whatever zone the server is in.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(LOCALES, requested) ? requested : DEFAULT_LOCALE;
  return {
    locale,
    // Typed as the English catalogue, whose keys and ICU arguments every language has.
    messages: messagesIn(locale) as EnglishMessages,
    timeZone: PAKISTAN_TIME_ZONE,
    formats: { dateTime: DATE_FORMATS },
  };
});
