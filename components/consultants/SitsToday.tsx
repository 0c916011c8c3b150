'use client';

import { useBrowserValue } from '@/components/ui/useHydrated';
import { sitsToday } from '@/domain/sittingDays';
import { useTranslations } from 'next-intl';

/**
 * "Sits today" on a consultant who can still be seen today in Pakistan: the timing names today and
 * its hours today have not ended (`sitsToday`). Decided in the browser once the page is live:
 * list pages are cached, so the server's "today" may be yesterday's, or this morning's. Nothing
 * for a timing that names no days.
 */
export function SitsToday({ timing }: { timing: string | null }) {
  const t = useTranslations('finder');
  if (!useBrowserValue(() => sitsToday(timing, new Date()))) return null;
  return <p className="sits-today">{t('sitsToday')}</p>;
}
