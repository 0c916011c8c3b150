import type { ClockTime } from './clinicSessions';
import { DAY_MS, pakistanTime } from './pakistanClock';
import type { Weekday } from './weekdays';

/**
 * When a branch calls back about an appointment request (issue 40, ours: the specification only
 * says a notice is shown). The rule: the branch's appointment desk calls within two of its
 * working hours. A request sent while the desk is open is called about the same day unless it
 * closes first; one sent at night, or on the desk's day off, by the middle of its next working
 * morning. The promise is a time on the clock ("by 12:00 pm today"), rounded up to the half
 * hour, so the patient knows when to stop waiting and call the branch instead.
 */

/** Working minutes the desk takes to call back: two hours (ours, for the hospital to confirm). */
export const CALL_BACK_WORKING_MINUTES = 120;

/** A promise is rounded up to this many minutes: "by 12:00 pm", not "by 11:47 am". */
const ROUND_TO_MINUTES = 30;

/** When a branch's appointment desk answers and calls (the registry's `appointmentDesk`). */
export interface DeskHours {
  /** The days it works, 0 being Sunday. */
  days: readonly Weekday[];
  opens: ClockTime;
  /** On a half hour at the latest: a rounded promise never passes it. */
  closes: ClockTime;
}

export interface CallBack {
  /** The day of the promised call in Pakistan, as a date input writes it (YYYY-MM-DD). */
  date: string;
  weekday: Weekday;
  /** How the patient is told the day: today, tomorrow, or by its name. */
  day: 'today' | 'tomorrow' | 'weekday';
  /** The latest time of the call, on the hospital's clock. */
  by: ClockTime;
}

const minutesOf = (time: ClockTime) => time.hour * 60 + time.minute;

/** The latest the branch calls back about a request sent at `sentAt`. */
export function callBackBy(sentAt: Date, desk: DeskHours): CallBack {
  const sent = pakistanTime(sentAt);
  const opens = minutesOf(desk.opens);
  const closes = minutesOf(desk.closes);
  let left = CALL_BACK_WORKING_MINUTES;
  // A desk works at least one day a week, and two hours fit in a working day of any desk worth
  // the name; a fortnight bounds the search all the same.
  for (let ahead = 0; ahead < 14; ahead += 1) {
    const day = pakistanTime(new Date(sentAt.getTime() + ahead * DAY_MS));
    if (!desk.days.includes(day.weekday)) continue;
    const from = ahead === 0 ? Math.max(opens, sent.minutes) : opens;
    if (from >= closes) continue;
    if (from + left <= closes) {
      const at = Math.min(closes, Math.ceil((from + left) / ROUND_TO_MINUTES) * ROUND_TO_MINUTES);
      return {
        date: day.date,
        weekday: day.weekday,
        day: ahead === 0 ? 'today' : ahead === 1 ? 'tomorrow' : 'weekday',
        by: { hour: Math.floor(at / 60), minute: at % 60 },
      };
    }
    left -= closes - from;
  }
  throw new Error('An appointment desk that never works cannot promise a call');
}
