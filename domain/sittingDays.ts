import { PAKISTAN_TIME_ZONE } from './pakistanClock';

/**
 * The days a consultant sits, read from the clinic timing receptionists type as free text
 * ("Mon - Fri: 9:00 AM - 11:00 AM", "Tue & Thu 5:00 PM to 8:00 PM", "Daily ...", "Saturday ...").
 * What cannot be read (no day named, "On Call", "By Appointment") is null: shown as written,
 * restricting nothing.
 */

/** 0 is Sunday, as `Date.getDay()` counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const WEEK: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];
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

const TOKEN = /[a-z]+|-|–|—/gi;
const RANGE_WORDS = new Set(['-', '–', '—', 'to', 'till', 'until']);

/** The sitting days in week order, or null when the timing names none. */
export function sittingDays(timing: string | null | undefined): Weekday[] | null {
  if (!timing) return null;
  if (/\b(daily|everyday|every day|all days)\b/i.test(timing)) return [...WEEK];
  const tokens = timing.match(TOKEN) ?? [];
  const days = new Set<Weekday>();
  for (let i = 0; i < tokens.length; i += 1) {
    const day = weekdayOf(tokens[i]!);
    if (day === null) continue;
    const joiner = tokens[i + 1]?.toLowerCase();
    const end = tokens[i + 2] === undefined ? null : weekdayOf(tokens[i + 2]!);
    if (joiner && RANGE_WORDS.has(joiner) && end !== null) {
      for (const inRange of dayRange(day, end)) days.add(inRange);
      i += 2;
    } else {
      days.add(day);
    }
  }
  return days.size === 0 ? null : WEEK.filter((day) => days.has(day));
}

const PAKISTAN_WEEKDAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  timeZone: PAKISTAN_TIME_ZONE,
});

/** The weekday it is in Pakistan at `now`, whatever the server's own zone. */
function pakistanWeekday(now: Date): Weekday {
  return WEEKDAY_NAMES.indexOf(
    PAKISTAN_WEEKDAY.format(now) as (typeof WEEKDAY_NAMES)[number],
  ) as Weekday;
}

/** Whether the consultant sits on the day it is in Pakistan; false when the timing is unreadable. */
export function sitsToday(timing: string | null | undefined, now: Date): boolean {
  return sittingDays(timing)?.includes(pakistanWeekday(now)) ?? false;
}

/**
 * How many days from today (0) to the next day the consultant sits, in Pakistan; null when the
 * timing is unreadable.
 */
export function daysToNextSitting(timing: string | null | undefined, now: Date): number | null {
  const days = sittingDays(timing);
  if (!days) return null;
  const today = pakistanWeekday(now);
  return Math.min(...days.map((day) => (day - today + 7) % 7));
}

/** "Monday to Friday", "Tuesday and Thursday", "Every day": the days read back in words. */
export function describeDays(days: readonly Weekday[]): string {
  if (days.length === 7) return 'Every day';
  const names = days.map((day) => WEEKDAY_NAMES[day]);
  const consecutive = days.every((day, index) => index === 0 || day === days[index - 1]! + 1);
  if (consecutive && days.length >= 3) return `${names[0]} to ${names.at(-1)}`;
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
