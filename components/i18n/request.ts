import { getRequestConfig } from 'next-intl/server';
import { messagesIn } from '@/domain/messages/catalogues';
import type { EnglishMessages } from '@/domain/messages';
import { DATE_FORMATS } from '@/domain/dateFormats';
import { PAKISTAN_TIME_ZONE } from '@/domain/pakistanClock';
import { requestLocale } from '@/graphql/renderedLocale';

/**
 * next-intl's configuration for a page being rendered (named in next.config.build.ts): its language,
 * read from the page's one store of it (graphql/renderedLocale.ts, set from the `[locale]`
 * segment by components/i18n/enterLocale.ts), its catalogue, and Pakistan's clock for every date
 * and time it formats, whatever zone the server is in. next-intl's own `requestLocale` is not
 * read: unset, it would read the request's headers and make the page dynamic, and setting it
 * would be a second store of the same fact. A call that names its language
 * (`getTranslations({ locale })`) is given that one.
 */
export default getRequestConfig(({ locale: named }) => {
  const locale = named ?? requestLocale();
  return {
    locale,
    // Typed as the English catalogue, whose keys and ICU arguments every language has.
    messages: messagesIn(locale) as EnglishMessages,
    timeZone: PAKISTAN_TIME_ZONE,
    formats: { dateTime: DATE_FORMATS },
  };
});
