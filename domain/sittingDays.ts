import { endMinutes, minutesOf, sessionsOn } from './clinicSessions';
import { pakistanTime } from './pakistanClock';
import { dayRange, weekdayOf, weekdayOfDate, WEEKDAY_NAMES, type Weekday } from './weekdays';

/**
 * The days a consultant sits, read from the clinic timing receptionists type as free text
 * ("Mon - Fri: 9:00 AM - 11:00 AM", "Tue & Thu 5:00 PM to 8:00 PM", "Daily ...", "Saturday ...").
 * What cannot be read (no day named, "On Call", "By Appointment") is null: shown as written,
 * restricting nothing.
 */

export { dayRange, weekdayOf, WEEKDAY_NAMES, type Weekday } from './weekdays';

const WEEK: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];

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

/**
 * Whether the consultant can still be seen today in Pakistan: the timing names today and, where
 * its hours can be read, one of today's sessions has not ended ("Tue 2:00 PM - 4:00 PM" is today
 * on a Tuesday until 4 PM). Where the days can be read but not the hours ("Tue & Thu, evenings"),
 * the day alone decides, as the hours cannot say the consultant has gone. False when no day can
 * be read.
 */
export function sitsToday(timing: string | null | undefined, now: Date): boolean {
  const { weekday, minutes } = pakistanTime(now);
  if (!sittingDays(timing)?.includes(weekday)) return false;
  const today = sessionsOn(timing, weekday);
  if (!today?.length) return true;
  return today.some((session) => minutes < endMinutes(session));
}

/**
 * How many days from today (0) to the next day the consultant can be seen, in Pakistan: today
 * only while today's hours have not ended (`sitsToday`), else the next sitting day, which for a
 * consultant who sits once a week is a week away. Null when the timing is unreadable.
 */
export function daysToNextSitting(timing: string | null | undefined, now: Date): number | null {
  const days = sittingDays(timing);
  if (!days) return null;
  const { weekday } = pakistanTime(now);
  const today = sitsToday(timing, now) ? 0 : 7;
  return Math.min(...days.map((day) => (day === weekday ? today : (day - weekday + 7) % 7)));
}

/** Why a visit does not fit a consultant's timing. */
export type SittingMismatch = 'closedDay' | 'outOfHours';

/**
 * Whether a visit at `time` (HH:MM) on `date` (YYYY-MM-DD) falls on one of the consultant's days
 * and within their hours that day (from the start of a session up to, not at, its end). What the
 * timing cannot tell restricts nothing: unreadable days allow any day, unreadable hours any time.
 */
export function sittingMismatch(
  timing: string | null | undefined,
  date: string,
  time: string,
): SittingMismatch | null {
  const day = weekdayOfDate(date);
  if (!(sittingDays(timing)?.includes(day) ?? true)) return 'closedDay';
  const sessions = sessionsOn(timing, day);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!sessions?.length || !clock) return null;
  const minutes = minutesOf({ hour: Number(clock[1]), minute: Number(clock[2]) });
  const within = sessions.some(
    (session) => minutes >= minutesOf(session.from) && minutes < endMinutes(session),
  );
  return within ? null : 'outOfHours';
}

/** "Monday to Friday", "Tuesday and Thursday", "Every day": the days read back in words. */
export function describeDays(days: readonly Weekday[]): string {
  if (days.length === 7) return 'Every day';
  const names = days.map((day) => WEEKDAY_NAMES[day]);
  const consecutive = days.every((day, index) => index === 0 || day === days[index - 1]! + 1);
  if (consecutive && days.length >= 3) return `${names[0]} to ${names.at(-1)}`;
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
