/**
 * Dated items newest first, undated ones after them in the order they came (issue 19: the
 * announcements feed is in no date order). Dates are ISO 8601; the sort is stable.
 */
export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string | null): T[] {
  const time = (item: T) => {
    const date = dateOf(item);
    const parsed = date === null ? Number.NaN : Date.parse(date);
    return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
  };
  return [...items].sort((a, b) => {
    const [ta, tb] = [time(a), time(b)];
    return ta === tb ? 0 : tb > ta ? 1 : -1;
  });
}
