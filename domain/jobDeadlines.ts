import { pakistanTime } from './pakistanClock';

/**
 * A posting as an applicant sees it: open until a day (YYYY-MM-DD, Pakistan's calendar), open
 * until filled (no deadline the hospital meant as one), or closed since its deadline day.
 */
export type JobOpenness =
  { state: 'open'; until: string } | { state: 'untilFilled' } | { state: 'closed'; on: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;
/** A time with its zone ("+05:00" as the API writes it, or "Z"): the moment decides the day. */
const ZONED = /[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The day a deadline falls on in Pakistan, or null when it names none: the feed has sent "N/A",
 * blanks, day/month/year and days that do not exist (30 February, which `Date` would quietly
 * turn into 2 March and so close the job early).
 */
function deadlineDay(deadline: string | null): string | null {
  const text = deadline?.trim();
  const match = text ? DAY.exec(text) : null;
  if (!text || !match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  if (!ZONED.test(text)) return match[0];
  const moment = Date.parse(text);
  return Number.isNaN(moment) ? null : pakistanTime(new Date(moment)).date;
}

/**
 * The one rule for whether a job takes applications, for the list the API filters and the job's
 * own page: until the end of its deadline's day by Pakistan's calendar (the API dates deadlines
 * in Pakistan time), whatever zone the server keeps. No readable deadline, or one more than a
 * year away (SQL Server's 9999-12-31 and the like, a placeholder no HR office means), is "open
 * until filled": printing such a date would promise a deadline nobody set.
 */
export function jobOpenness(deadline: string | null, now: Date): JobOpenness {
  const day = deadlineDay(deadline);
  if (day === null) return { state: 'untilFilled' };
  const today = pakistanTime(now).date;
  if (day < today) return { state: 'closed', on: day };
  const aYearOn = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  return day > aYearOn ? { state: 'untilFilled' } : { state: 'open', until: day };
}

/** Whether a job no longer takes applications (jobOpenness). */
export function isClosed(deadline: string | null, now: Date): boolean {
  return jobOpenness(deadline, now).state === 'closed';
}

/**
 * The jobs still open (`open` true), those closed (false), or all of them (null or omitted), in
 * the order given.
 */
export function jobsByOpenness<T extends { applicationDeadline: string | null }>(
  jobs: readonly T[],
  open: boolean | null | undefined,
  now: Date,
): T[] {
  if (open === null || open === undefined) return [...jobs];
  return jobs.filter((job) => isClosed(job.applicationDeadline, now) !== open);
}
