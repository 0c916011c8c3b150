import { useSyncExternalStore } from 'react';

/**
 * Low-data mode (issue 20): when the patient's browser asks for less data (`Save-Data: on`, which
 * the front server reports back in a `Server-Timing: save-data` entry, server/admission.ts; or
 * `navigator.connection.saveData`) or reports a 2G connection, the extras a page can do without
 * (carousels' code, embedded maps) are not loaded until the patient asks for them, for this visit.
 */

const CHOSEN_KEY = 'load-everything';
const CHANGED = 'low-data-change';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

function browserAsks(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? '')) return true;
  const [arrival] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return arrival?.serverTiming?.some((entry) => entry.name === 'save-data') ?? false;
}

/** Whether the extras stay unloaded now. */
export function isLowData(): boolean {
  return browserAsks() && sessionStorage.getItem(CHOSEN_KEY) !== 'yes';
}

/** The patient chose to load everything on this visit. */
export function loadEverything(): void {
  sessionStorage.setItem(CHOSEN_KEY, 'yes');
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(changed: () => void): () => void {
  window.addEventListener(CHANGED, changed);
  return () => window.removeEventListener(CHANGED, changed);
}

/** Low-data mode, as state: false on the server and until the page runs in the browser. */
export function useLowData(): boolean {
  return useSyncExternalStore(subscribe, isLowData, () => false);
}
