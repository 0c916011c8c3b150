/**
 * Dates the way the legacy Web API serialises SQL Server datetime columns: ISO without a zone,
 * e.g. "2024-03-18T00:00:00". Everything is computed in UTC so the data never depends on the
 * machine's time zone.
 */

import type { Random } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of a calendar day; `month` is 1-12. */
export function utcDay(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day);
}

export function addDays(at: number, days: number): number {
  return at + days * DAY_MS;
}

/** A random midnight from `from` to `to` (utcDay() values), both inclusive. */
export function randomDay(random: Random, from: number, to: number): number {
  return addDays(from, random.int(0, Math.round((to - from) / DAY_MS)));
}

/** Date-only columns: always "T00:00:00". */
export function sqlDate(at: number): string {
  return new Date(at).toISOString().slice(0, 19);
}

/** A moment during office hours of that day, as entered by a CMS editor. */
export function sqlTimestampOn(random: Random, day: number): string {
  const at = day + random.int(9 * 3600, 18 * 3600) * 1000 + random.int(0, 999);
  // Milliseconds appear only when non-zero in SQL Server output, so only some rows carry them.
  return new Date(at).toISOString().slice(0, random.chance(0.3) ? 23 : 19);
}

/** An event start time on the hour or half hour, as typed for announcements. */
export function sqlEventTime(random: Random, day: number): string {
  return sqlDate(day + random.int(18, 34) * 30 * 60 * 1000);
}
