import { PAKISTAN_TIME_ZONE } from '@/domain/pakistanClock';

/**
 * Dates as patients in Pakistan read them, whatever the server's own time zone: the API's dates
 * carry Pakistan's offset, and pages are rendered once for everyone, so the zone is fixed here.
 */
const ZONE = PAKISTAN_TIME_ZONE;

const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: ZONE });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  // Not `hour12: true`: with en-GB that picks the 0-11 clock, and noon reads "0:30 pm".
  hourCycle: 'h12',
  timeZone: ZONE,
});

/** "18 March 2026", or null without a date. */
export function pakistanDate(iso: string | null): string | null {
  return iso ? DATE.format(new Date(iso)) : null;
}

/** "18 March 2026 at 4:30 pm", or null without a date. */
export function pakistanDateTime(iso: string | null): string | null {
  return iso ? DATE_TIME.format(new Date(iso)) : null;
}
