/**
 * The days of the week as clinic timings name them. Both readers of a timing (`sittingDays`, the
 * days only, and `clinicSessions`, days and hours) share these, and `sittingDays` also asks
 * `clinicSessions` for the hours: kept apart from both, so neither imports the other's reader.
 */

/** 0 is Sunday, as `Date.getDay()` counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** A day's name in full or cut short to at least three letters ("Thu", "Thurs", "Thursday"). */
export function weekdayOf(word: string): Weekday | null {
  const lower = word.toLowerCase();
  if (lower.length < 3) return null;
  const day = WEEKDAY_NAMES.findIndex((name) => name.toLowerCase().startsWith(lower));
  return day < 0 ? null : (day as Weekday);
}

/** From `from` to `to` through the week, wrapping past Saturday ("Sat - Mon"). */
export function dayRange(from: Weekday, to: Weekday): Weekday[] {
  const days: Weekday[] = [from];
  for (let day = from; day !== to;) {
    day = ((day + 1) % 7) as Weekday;
    days.push(day);
  }
  return days;
}

/** The weekday of a calendar date written YYYY-MM-DD (a date has the same weekday everywhere). */
export function weekdayOfDate(isoDate: string): Weekday {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay() as Weekday;
}
