import { dayRange, weekdayOf, type Weekday } from './weekdays';

/**
 * A clinic timing read whole, days and hours ("Mon - Fri: 9:00 AM - 11:00 AM, Saturday 10:00 AM
 * to 12:00 PM"), so it can be written again in another language. Where `sittingDays` reads only
 * the days and skips words it does not know, this reader refuses them: a timing it cannot account
 * for word by word ("On Call", "Daily except Sunday", "Evening OPD 5 PM") is null, and is shown
 * as the receptionist typed it rather than translated with a part lost.
 */

/** A time of day on a 24-hour clock. */
export interface ClockTime {
  hour: number;
  minute: number;
}

export interface ClinicSession {
  /** The days, in week order (0 is Sunday); null when the session names none. */
  days: Weekday[] | null;
  from: ClockTime;
  to: ClockTime;
}

const TIME = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s?m\b\.?)?`;
const HOURS = new RegExp(String.raw`${TIME}\s*(?:-|–|—|\bto\b|\btill\b|\buntil\b)\s*${TIME}`, 'gi');

/** 9, 30, "p" → 21:30; null for an hour or minute no clock shows. */
function clockTime(
  hour: string,
  minute: string | undefined,
  meridiem: string | undefined,
): ClockTime | null {
  const h = Number(hour);
  const m = minute === undefined ? 0 : Number(minute);
  if (h < 1 || h > 12 || m > 59 || meridiem === undefined) return null;
  return { hour: (h % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0), minute: m };
}

/** Minutes since midnight. */
export const minutesOf = (time: ClockTime) => time.hour * 60 + time.minute;

/**
 * "9 - 11 AM": a start without AM or PM takes the end's, unless that puts it after the end
 * ("11 - 2 PM" starts at 11 AM).
 */
function readHours(match: RegExpExecArray): Pick<ClinicSession, 'from' | 'to'> | null {
  const [, fromHour, fromMinute, fromMeridiem, toHour, toMinute, toMeridiem] = match;
  const to = clockTime(toHour!, toMinute, toMeridiem);
  if (!to) return null;
  if (fromMeridiem) {
    const from = clockTime(fromHour!, fromMinute, fromMeridiem);
    return from && { from, to };
  }
  const same = clockTime(fromHour!, fromMinute, toMeridiem);
  if (!same) return null;
  if (minutesOf(same) <= minutesOf(to)) return { from: same, to };
  const other = clockTime(fromHour!, fromMinute, toMeridiem!.toLowerCase() === 'p' ? 'a' : 'p');
  return other && { from: other, to };
}

const WEEK: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];
const EVERY_DAY = /^(daily|everyday|every day|all days)$/i;
const DAY_TOKEN = /[a-z]+(?: days| day)?|[-–—,&/;:.]/gi;
const RANGE_WORDS = new Set(['-', '–', '—', 'to', 'till', 'until']);
const LIST_WORDS = new Set([',', '&', '/', ';', 'and']);

/**
 * The days the text before a session's hours names: an empty list when it names none, null when
 * a word in it is not a day, a range or a list.
 */
function readDays(text: string): Weekday[] | null {
  if (text.replace(DAY_TOKEN, '').trim() !== '') return null;
  const tokens = text.match(DAY_TOKEN) ?? [];
  const days = new Set<Weekday>();
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (EVERY_DAY.test(token)) {
      for (const day of WEEK) days.add(day);
      continue;
    }
    if (LIST_WORDS.has(token.toLowerCase()) || token === ':' || token === '.') continue;
    const day = weekdayOf(token);
    if (day === null) return null;
    const end = tokens[i + 2] === undefined ? null : weekdayOf(tokens[i + 2]!);
    if (RANGE_WORDS.has(tokens[i + 1]?.toLowerCase() ?? '') && end !== null) {
      for (const inRange of dayRange(day, end)) days.add(inRange);
      i += 2;
    } else {
      days.add(day);
    }
  }
  return WEEK.filter((day) => days.has(day));
}

/**
 * The sessions of a timing, in the order written, or null when it cannot be read whole. A
 * session that names no days sits on the days of the one before it ("Mon - Fri 9 AM - 1 PM,
 * 5 PM - 8 PM"); the first then sits on days not named (null).
 */
export function clinicSessions(timing: string | null | undefined): ClinicSession[] | null {
  if (!timing?.trim()) return null;
  const sessions: ClinicSession[] = [];
  let rest = 0;
  for (const match of timing.matchAll(HOURS)) {
    const hours = readHours(match);
    const days = readDays(timing.slice(rest, match.index));
    if (!hours || !days) return null;
    const named = days.length > 0 ? days : (sessions.at(-1)?.days ?? null);
    sessions.push({ days: named, ...hours });
    rest = match.index + match[0].length;
  }
  // Nothing but punctuation may follow the last hours.
  if (sessions.length === 0 || !/^[\s.,;]*$/.test(timing.slice(rest))) return null;
  return sessions;
}

/**
 * When a session ends, in minutes from the start of the day it begins: one that runs past midnight
 * ("8 PM - 2 AM") ends the next day.
 */
export function endMinutes(session: ClinicSession): number {
  const end = minutesOf(session.to);
  return end <= minutesOf(session.from) ? end + 24 * 60 : end;
}

/**
 * The sessions a timing holds on a weekday, in the order written (none when it names other days
 * only); null when its hours cannot be tied to days: a timing not read whole, or a session whose
 * days are not named.
 */
export function sessionsOn(
  timing: string | null | undefined,
  day: Weekday,
): ClinicSession[] | null {
  const sessions = clinicSessions(timing);
  if (!sessions || sessions.some((session) => session.days === null)) return null;
  return sessions.filter((session) => session.days!.includes(day));
}
