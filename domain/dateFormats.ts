/**
 * The date and time shapes the site shows, by name, for next-intl's formatter (`format.dateTime(
 * date, 'day')`): one shape per use, the same in every language; `Intl` with the page's locale
 * (en-PK, ur-PK) writes the month and weekday names.
 */
export const DATE_FORMATS = {
  /** 30 October 2026 */
  day: { day: 'numeric', month: 'long', year: 'numeric' },
  /** 30 October 2026 at 3:58 pm */
  dayAndTime: {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
  /** Friday */
  weekday: { weekday: 'long' },
  /** 3:58 pm */
  time: { hour: 'numeric', minute: '2-digit' },
} as const;
