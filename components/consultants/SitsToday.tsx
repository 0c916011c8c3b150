'use client';

import { useBrowserValue } from '@/components/ui/useHydrated';
import { sitsToday } from '@/domain/sittingDays';
import { useTranslations } from 'next-intl';

/**
 * What a card shows of "Sits today": the line, its place kept empty, or nothing. The server's
 * answer as it rendered the list (`rendered`) is in the HTML, so the card has its height before any
 * script runs; the browser decides again once the page is live (`live`), since list pages are kept
 * for a minute or more and a session may have ended since. A line the server rendered and the
 * browser withdraws keeps its place: the cards below it must not move up under a patient's finger
 * as the page hydrates (issue 42; a session ending while a list was kept moved the pager by
 * 24 px). A line the browser adds (the list was rendered on another day) does grow the card.
 */
export function sitsTodayLine(
  rendered: boolean,
  live: boolean | undefined,
): 'line' | 'kept place' | 'none' {
  if (live ?? rendered) return 'line';
  return rendered ? 'kept place' : 'none';
}

/**
 * "Sits today" on a consultant who can still be seen today in Pakistan: the timing names today and
 * its hours today have not ended (`sitsToday`). Nothing for a timing that names no days.
 */
export function SitsToday({ timing, rendered }: { timing: string | null; rendered: boolean }) {
  const t = useTranslations('finder');
  const line = sitsTodayLine(
    rendered,
    useBrowserValue(() => sitsToday(timing, new Date())),
  );
  if (line === 'none') return null;
  // The kept place is the line's own box, with no text to read or find.
  if (line === 'kept place') {
    return (
      <p className="sits-today invisible" aria-hidden="true">
        {'\u00a0'}
      </p>
    );
  }
  return <p className="sits-today">{t('sitsToday')}</p>;
}
