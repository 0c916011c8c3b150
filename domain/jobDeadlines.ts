import { pakistanTime } from './pakistanClock';

/**
 * Whether a job still takes applications: until the end of its deadline's day by Pakistan's
 * calendar (the API dates deadlines in Pakistan time), whatever zone the server keeps. A job with
 * no deadline stays open. One rule for the list the API filters and the job's own page.
 */
export function isClosed(deadline: string | null, now: Date): boolean {
  if (deadline === null) return false;
  return pakistanTime(now).date > pakistanTime(new Date(deadline)).date;
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
