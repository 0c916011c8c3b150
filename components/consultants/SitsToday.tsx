'use client';

import { useBrowserValue } from '@/components/ui/useHydrated';
import { sitsToday } from '@/domain/sittingDays';

/**
 * "Sits today" on a consultant whose timing names today's weekday in Pakistan. Decided in the
 * browser once the page is live: list pages are cached, so the server's "today" may be
 * yesterday's. Nothing for a timing that names no days.
 */
export function SitsToday({ timing }: { timing: string | null }) {
  if (!useBrowserValue(() => sitsToday(timing, new Date()))) return null;
  return <p className="sits-today">Sits today</p>;
}
