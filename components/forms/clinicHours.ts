import type { ClockTime } from '@/domain/clinicSessions';
import { visitTimes, type OutpatientHours } from '@/domain/outpatientHours';
import { describeDays } from '@/domain/sittingDays';
import { urduClockTime, urduDays, urduHours } from '@/domain/urduTimings';

/**
 * What the general appointment form shows of a branch's clinic hours (issue 54), put into words
 * on the server, in the page's language: the form's script then carries no formatter of its own
 * (it arrives within its byte budget, issue 33), only the rule that picks from these.
 */

/** "4:30 pm"; in Urdu by the part of the day ("سہ پہر 4:30 بجے"), as the site tells times. */
export function spokenClock(time: ClockTime, urdu: boolean): string {
  if (urdu) return urduClockTime(time);
  const at = new Date(Date.UTC(2026, 0, 1, time.hour, time.minute));
  return new Intl.DateTimeFormat('en-GB', {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZone: 'UTC',
  }).format(at);
}

/** "Monday to Saturday, 9:00 am to 9:00 pm"; "پیر تا ہفتہ، صبح 9 بجے سے رات 9 بجے تک". */
export function clinicHoursText(hours: OutpatientHours, urdu: boolean): string {
  if (urdu) return `${urduDays(hours.days)}، ${urduHours(hours.opens, hours.closes)}`;
  const days = hours.days.length === 7 ? 'every day' : describeDays(hours.days);
  return `${days}, ${spokenClock(hours.opens, false)} to ${spokenClock(hours.closes, false)}`;
}

/** A branch's clinics as the form offers them. */
export interface ClinicOffer {
  /** The hours, which the form's rule holds a visit to (`outpatientMismatch`). */
  hours: OutpatientHours;
  /** The hours in words, for the hint under the time. */
  text: string;
  /** Every time a visit may start on a working day, as the time's options show it. */
  times: { value: string; label: string }[];
}

export function clinicOffer(hours: OutpatientHours, urdu: boolean): ClinicOffer {
  return {
    hours,
    text: clinicHoursText(hours, urdu),
    times: visitTimes(hours).map((value) => {
      const [hour, minute] = value.split(':').map(Number) as [number, number];
      return { value, label: spokenClock({ hour, minute }, urdu) };
    }),
  };
}
