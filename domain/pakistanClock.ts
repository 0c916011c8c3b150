import { weekdayOfDate, type Weekday } from './weekdays';

/**
 * The hospital's clock: dates, weekdays and times of day are Pakistan's, whatever zone a server or
 * a visitor's phone is set to. Pakistan keeps no daylight saving, so a day is always 24 hours.
 */
export const PAKISTAN_TIME_ZONE = 'Asia/Karachi';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface PakistanTime {
  /** The date, as a date input writes it (YYYY-MM-DD). */
  date: string;
  weekday: Weekday;
  /** Minutes since midnight, 0 to 1439. */
  minutes: number;
}

const PAKISTAN_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: PAKISTAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** What the clock and the calendar say in Pakistan at `now`. */
export function pakistanTime(now: Date): PakistanTime {
  const part = Object.fromEntries(
    PAKISTAN_PARTS.formatToParts(now).map(({ type, value }) => [type, value]),
  );
  const date = `${part.year}-${part.month}-${part.day}`;
  return {
    date,
    weekday: weekdayOfDate(date),
    minutes: Number(part.hour) * 60 + Number(part.minute),
  };
}
