import type { ClockTime } from './clinicSessions';
import { pakistanTime } from './pakistanClock';
import { weekdayOfDate, type Weekday } from './weekdays';

/**
 * When a branch's outpatient clinics (OPD) see patients: the one rule for a general appointment,
 * one booked with no doctor chosen (issue 54; a chosen doctor's own hours rule theirs, see
 * `sittingMismatch`). The form offers only these times and refuses any other, so no request for
 * Monday 3:00 am reaches a branch as one it could keep: at night and on a closed day, care is the
 * emergency department's, which takes no bookings. The hours themselves are the registry's
 * (`outpatientHours` in domain/branches.ts); dates and times are Pakistan's.
 */

export interface OutpatientHours {
  /** The days the clinics see patients, 0 being Sunday. */
  days: readonly Weekday[];
  opens: ClockTime;
  /** The clinics see no one from this time on: the last visit starts a step before it. */
  closes: ClockTime;
}

/** Visits are offered on the half hour, as the branches' appointment books keep them. */
export const VISIT_STEP_MINUTES = 30;

/** Why a visit does not fit the clinics' hours. */
export type OutpatientMismatch = 'closedDay' | 'outOfHours';

// Not clinicSessions' own: the form's script imports this module and should not bring that reader.
const minutesOf = (time: ClockTime) => time.hour * 60 + time.minute;

/** "09:30" (as the form's times are written) in minutes since midnight; null for anything else. */
function minutesOfText(time: string): number | null {
  const clock = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return clock ? Number(clock[1]) * 60 + Number(clock[2]) : null;
}

/** "09:30" from minutes since midnight. */
const timeText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Whether a visit at `time` (HH:MM) on `date` (YYYY-MM-DD) falls on a day the clinics work and
 * within their hours: from opening up to, not at, closing, as a doctor's hours are read. A time
 * that is not one is left to the time's own rule (required).
 */
export function outpatientMismatch(
  hours: OutpatientHours,
  date: string,
  time: string,
): OutpatientMismatch | null {
  if (!hours.days.includes(weekdayOfDate(date))) return 'closedDay';
  const minutes = minutesOfText(time);
  if (minutes === null) return null;
  return minutes >= minutesOf(hours.opens) && minutes < minutesOf(hours.closes)
    ? null
    : 'outOfHours';
}

/** Every time a visit may start on a working day (HH:MM), from opening to the last step before closing. */
export function visitTimes(hours: OutpatientHours): string[] {
  const times: string[] = [];
  for (
    let minutes = minutesOf(hours.opens);
    minutes < minutesOf(hours.closes);
    minutes += VISIT_STEP_MINUTES
  ) {
    times.push(timeText(minutes));
  }
  return times;
}

/**
 * The times offered on `date`: every working day's before a date is chosen; none on a day the
 * clinics are closed; today, only those still ahead of Pakistan's clock at `now` (without `now`,
 * as in a page rendered once for everyone, the day's all).
 */
export function visitTimesOn(hours: OutpatientHours, date: string, now?: Date): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return visitTimes(hours);
  if (!hours.days.includes(weekdayOfDate(date))) return [];
  if (!now) return visitTimes(hours);
  const clock = pakistanTime(now);
  if (date < clock.date) return [];
  const times = visitTimes(hours);
  return date === clock.date ? times.filter((time) => minutesOfText(time)! > clock.minutes) : times;
}

/** Whether the clinics see patients at `now` (Pakistan's clock): false at night and on a closed day. */
export function seesPatientsAt(hours: OutpatientHours, now: Date): boolean {
  const { weekday, minutes } = pakistanTime(now);
  return (
    hours.days.includes(weekday) &&
    minutes >= minutesOf(hours.opens) &&
    minutes < minutesOf(hours.closes)
  );
}
