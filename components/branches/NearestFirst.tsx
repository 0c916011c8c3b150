'use client';

import { useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { isolateNumbers } from '@/components/ui/Isolated';
import { useHydrated } from '@/components/ui/useHydrated';
import { useStartingTap } from '@/components/ui/useStartingTap';
import { nearestFirst, shownKm, type GeoPoint } from '@/domain/nearestBranches';

/** One branch of a list as the server rendered it, with where it is. */
export interface PlacedEntry {
  id: string;
  /** The branch's name in the page's language, for the line that says which is nearest. */
  name: string;
  position: GeoPoint;
  node: ReactNode;
}

type Asked = 'idle' | 'asking' | 'found' | 'denied' | 'unavailable';

/**
 * Asked once, quickly: a phone's cell or Wi-Fi fix is enough to tell the nearest branch (no GPS
 * needed, which is slow indoors), one from the last five minutes will do, and after 10 seconds
 * the list stays as it is rather than keep a patient in an emergency waiting.
 */
const HOW: PositionOptions = { enableHighAccuracy: false, maximumAge: 300_000, timeout: 10_000 };

/**
 * A list of branches the patient may put nearest first, each then saying how far it is. The server
 * renders the list in its usual order, the same for everyone (pages are cached), and this only
 * reorders it in the browser: the position is asked for when the patient taps the button, never on
 * arrival; it is used here and kept nowhere, not sent, not stored. Refused, not found, timed out
 * or without geolocation at all, the list stays as it was and a line says so. The button stays
 * where it was, with the keyboard focus on it; the change is announced politely (role="status").
 */
export function NearestFirst({
  entries,
  className,
  itemClassName,
}: {
  entries: PlacedEntry[];
  className?: string;
  itemClassName?: string;
}) {
  const t = useTranslations('nearest');
  const rtl = useLocale() === 'ur';
  const hydrated = useHydrated();
  const [asked, setAsked] = useState<Asked>('idle');
  // The last position found, in this component's memory alone: asked again, the list keeps the
  // order it has until a new one comes, rather than jump back and forth.
  const [from, setFrom] = useState<GeoPoint | null>(null);
  const ask = () => {
    if (asked === 'asking') return;
    if (!('geolocation' in navigator)) {
      setAsked('unavailable');
      return;
    }
    setAsked('asking');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setFrom({ latitude: coords.latitude, longitude: coords.longitude });
        setAsked('found');
      },
      (error) => setAsked(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      HOW,
    );
  };
  // A tap on the button while it waited for the page's scripts, answered once they run.
  const button = useStartingTap<HTMLButtonElement>(ask);
  const one = entries.length === 1;
  if (entries.length === 0) return null;

  const ordered = from
    ? nearestFirst(entries, from).map(({ place, km }) => ({ entry: place, km }))
    : entries.map((entry) => ({ entry, km: null }));
  const nearest = ordered[0];
  let status = '';
  if (asked === 'asking') status = t('asking');
  else if (asked === 'denied' || asked === 'unavailable') status = t(asked);
  else if (asked === 'found' && nearest?.km != null) {
    status = t(one ? 'one' : 'sorted', { branch: nearest.entry.name, km: shownKm(nearest.km) });
  }

  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        {/* Disabled until the page's script runs: without it the button could do nothing. */}
        <button
          ref={button}
          type="button"
          onClick={ask}
          disabled={!hydrated}
          className="min-h-11 rounded-md border-2 border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
        >
          {t(one ? 'showOne' : 'show')}
        </button>
        <p className="text-sm text-slate-600">{t('private')}</p>
      </div>
      {/* Always there, so what is put in it is announced; no room taken while empty. */}
      <p role="status" className="mt-2 text-sm font-semibold text-slate-800 empty:mt-0">
        {isolateNumbers(status, rtl)}
      </p>
      <ul className={className}>
        {ordered.map(({ entry, km }) => (
          <li key={entry.id} data-branch={entry.id} className={itemClassName}>
            {km != null && (
              <p className="mb-1 text-sm font-semibold text-brand-700">
                {isolateNumbers(t('distance', { km: shownKm(km) }), rtl)}
              </p>
            )}
            {entry.node}
          </li>
        ))}
      </ul>
    </>
  );
}
