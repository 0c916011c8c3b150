import { PAKISTAN_TIME_ZONE } from '@/domain/pakistanClock';
import type { Locale } from '@/domain/locales';

/**
 * Dates as patients in Pakistan read them, whatever the server's own time zone: the API's dates
 * carry Pakistan's offset, and pages are rendered once for everyone, so the zone is fixed here.
 */
const ZONE = PAKISTAN_TIME_ZONE;

/** Each language's way of writing dates: British English, and Urdu as written in Pakistan. */
const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', ur: 'ur-PK' };

const formats = (locale: Locale) => ({
  date: new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: ZONE }),
  dateTime: new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    // Not `hour12: true`: with en-GB that picks the 0-11 clock, and noon reads "0:30 pm".
    hourCycle: 'h12',
    timeZone: ZONE,
  }),
});
const FORMATS = { en: formats('en'), ur: formats('ur') };

/** "18 March 2026" ("18 مارچ، 2026"), or null without a date. */
export function pakistanDate(iso: string | null, locale: Locale = 'en'): string | null {
  return iso ? FORMATS[locale].date.format(new Date(iso)) : null;
}

/** "18 March 2026 at 4:30 pm", or null without a date. */
export function pakistanDateTime(iso: string | null, locale: Locale = 'en'): string | null {
  return iso ? FORMATS[locale].dateTime.format(new Date(iso)) : null;
}
