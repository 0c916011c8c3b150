import { DEFAULT_LOCALE, isLocale, type Locale } from '@/domain/locales';

/**
 * The header the site's own browser client names the page's language in (components/apollo), so
 * the messages of a form's answer are the page's. Any other caller reads English.
 */
export const ANSWER_LANGUAGE_HEADER = 'x-site-language';

export function answerLanguage(headers: Headers): Locale {
  const asked = headers.get(ANSWER_LANGUAGE_HEADER);
  return isLocale(asked) ? asked : DEFAULT_LOCALE;
}
