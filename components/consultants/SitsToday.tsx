'use client';

import { useBrowserValue } from '@/components/ui/useHydrated';
import { sitsToday } from '@/domain/sittingDays';
import { useTranslations } from 'next-intl';

/**
 * "Sits today" on a consultant who can still be seen today in Pakistan: the timing names today and
 * its hours today have not ended (`sitsToday`). The server's answer as it rendered the list
 * (`rendered`) is in the HTML, so the card has its height before any script runs; the browser
 * decides again once the page is live, since list pages are kept for a minute or more and a
 * session may have ended since. Decided in the browser alone, every card that sits today grew a
 * line at hydration: the list moved under the patient's finger, and a tap meant for the pager
 * opened a consultant (issue 42). Nothing for a timing that names no days.
 */
export function SitsToday({ timing, rendered }: { timing: string | null; rendered: boolean }) {
  const t = useTranslations('finder');
  if (!(useBrowserValue(() => sitsToday(timing, new Date())) ?? rendered)) return null;
  return <p className="sits-today">{t('sitsToday')}</p>;
}
