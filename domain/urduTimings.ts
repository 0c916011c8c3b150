import { clinicSessions, type ClinicSession, type ClockTime } from './clinicSessions';
import { PAKISTAN_TIME_ZONE } from './pakistanClock';
import type { Weekday } from './sittingDays';

/**
 * Clinic timings in Urdu as patients say them: "پیر تا جمعہ، صبح 9 بجے سے 11 بجے تک". Days are
 * the names Intl's ur-PK gives; the hour is told by the part of the day and "بجے", not AM/PM,
 * which ur-PK formats in Latin letters ("3:58 PM"). Digits are Western, as on every Pakistani
 * receipt and phone (docs/translation.md).
 */

/** Indexed by `Weekday` (0 is Sunday). */
export const URDU_WEEKDAYS = ['اتوار', 'پیر', 'منگل', 'بدھ', 'جمعرات', 'جمعہ', 'ہفتہ'] as const;

/**
 * The part of the day a clock time is said in. The boundaries are speech's, not CLDR's: CLDR
 * (and so Intl's `dayPeriod`) calls 3 PM دوپہر and 5 PM سہ پہر, where patients and the site's own
 * copy say "سہ پہر 3 بجے" and "شام 5 بجے".
 */
export function urduDayPeriod(time: ClockTime): string {
  const { hour } = time;
  if (hour >= 4 && hour < 12) return 'صبح';
  if (hour >= 12 && hour < 15) return 'دوپہر';
  if (hour >= 15 && hour < 17) return 'سہ پہر';
  if (hour >= 17 && hour < 20) return 'شام';
  return 'رات';
}

/** "3" or "9:30", on the 12-hour clock the part of the day goes with. */
function clockFace(time: ClockTime): string {
  const hour = time.hour % 12 || 12;
  return time.minute === 0 ? `${hour}` : `${hour}:${String(time.minute).padStart(2, '0')}`;
}

/** "سہ پہر 3 بجے", "صبح 9:30 بجے", "رات 12 بجے". */
export function urduClockTime(time: ClockTime): string {
  return `${urduDayPeriod(time)} ${clockFace(time)} بجے`;
}

const PAKISTAN_CLOCK = new Intl.DateTimeFormat('en-GB', {
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
  timeZone: PAKISTAN_TIME_ZONE,
});

/**
 * The time of day a moment is in Pakistan, in Urdu ("سہ پہر 3:58 بجے"), for a lab report's
 * approval or a form's sending: Intl's ur-PK `timeStyle` would write "3:58 PM" in Latin letters.
 * Pair it with Intl's ur-PK date ("30 اکتوبر، 2026").
 */
export function urduTimeOfDay(moment: Date): string {
  const parts = PAKISTAN_CLOCK.formatToParts(moment);
  const part = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)!.value);
  return urduClockTime({ hour: part('hour'), minute: part('minute') });
}

/** "صبح 9 بجے سے 11 بجے تک": the part of the day is said once when both ends share it. */
export function urduHours(from: ClockTime, to: ClockTime): string {
  const end =
    urduDayPeriod(from) === urduDayPeriod(to) ? `${clockFace(to)} بجے` : urduClockTime(to);
  return `${urduClockTime(from)} سے ${end} تک`;
}

/** Pakistan's week starts on Monday: the position of a day in it. */
const weekPosition = (day: Weekday) => (day + 6) % 7;

/** "A"; "A اور B"; "A، B اور C". */
function urduList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join('، ')} اور ${items.at(-1)}`;
}

/**
 * The days in words: "روزانہ", "پیر تا جمعہ", "ہفتہ تا پیر" (a run through Sunday),
 * "منگل اور جمعرات", "پیر، بدھ اور جمعہ". Runs of three days or more are a range.
 */
export function urduDays(days: readonly Weekday[]): string {
  const set = new Set(days);
  if (set.size === 7) return 'روزانہ';
  const ordered = [...set].sort((a, b) => weekPosition(a) - weekPosition(b));
  // A run starts on a day whose day before is not in it; one run has exactly one start.
  const starts = ordered.filter((day) => !set.has(((day + 6) % 7) as Weekday));
  if (starts.length === 1 && set.size >= 2) {
    const run = ordered.map((_, i) => ((starts[0]! + i) % 7) as Weekday);
    const names = run.map((day) => URDU_WEEKDAYS[day]);
    return run.length >= 3 ? `${names[0]} تا ${names.at(-1)}` : urduList(names);
  }
  return urduList(ordered.map((day) => URDU_WEEKDAYS[day]));
}

/**
 * Sessions in Urdu: "منگل اور جمعرات، شام 5 بجے سے 7 بجے تک"; the hours alone when no day is
 * named. Sessions one after another on the same days share them ("پیر تا جمعہ، صبح 9 بجے سے
 * دوپہر 1 بجے تک اور شام 5 بجے سے رات 8 بجے تک"); others are parted by "؛".
 */
export function urduSessions(sessions: readonly ClinicSession[]): string {
  const groups: ClinicSession[][] = [];
  for (const session of sessions) {
    const group = groups.at(-1);
    const sameDays = group && String(group[0]!.days) === String(session.days);
    if (sameDays) group.push(session);
    else groups.push([session]);
  }
  return groups
    .map((group) => {
      const hours = urduList(group.map((session) => urduHours(session.from, session.to)));
      const days = group[0]!.days;
      return days ? `${urduDays(days)}، ${hours}` : hours;
    })
    .join('؛ ');
}

/**
 * Timings that name no hours but are said the same way every time, in the words the glossary
 * gives them (docs/translation.md).
 */
const PHRASES: ReadonlyMap<string, string> = new Map([
  ['on call', 'آن کال'],
  ['by appointment', 'صرف اپائنٹمنٹ پر'],
]);

/**
 * A clinic timing as the consultant service sends it, in Urdu; null when it cannot be read whole
 * (`clinicSessions`), and the caller shows the English, marked lang="en".
 */
export function urduClinicTiming(timing: string | null | undefined): string | null {
  const phrase = PHRASES.get(timing?.trim().replace(/\s+/g, ' ').toLowerCase() ?? '');
  if (phrase) return phrase;
  const sessions = clinicSessions(timing);
  return sessions && urduSessions(sessions);
}
