'use client';

import { useSyncExternalStore } from 'react';
import { pakistanWeekday, sittingDays } from '@/domain/sittingDays';

const noChange = () => () => undefined;

/**
 * "Sits today" on a consultant whose timing names today's weekday in Pakistan. Decided in the
 * browser once the page is live: list pages are cached, so the server's "today" may be
 * yesterday's. Nothing for a timing that names no days.
 */
export function SitsToday({ timing }: { timing: string | null }) {
  const today = useSyncExternalStore(
    noChange,
    () => pakistanWeekday(new Date()),
    () => null,
  );
  if (today === null || !sittingDays(timing)?.includes(today)) return null;
  return <p className="sits-today">Sits today</p>;
}
