'use client';

import { useEffect } from 'react';
import { REGISTER_OFFLINE_WORKER, SCRIPTS_ON_ARRIVAL } from '@/domain/pageScripts';

/**
 * Marks the page it is on as one whose scripts start as it arrives, not at the patient's first
 * touch (domain/pageScripts.ts): rendered by a control that does nothing until they run, where
 * a first tap may land on it and would otherwise be lost. Once the page has hydrated (and
 * loaded), it has the loader install the offline worker, which such a page's load does not.
 */
export function ScriptsOnArrival() {
  useEffect(() => {
    const register = () =>
      (window as unknown as Record<string, (() => void) | undefined>)[REGISTER_OFFLINE_WORKER]?.();
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  return <span hidden {...{ [SCRIPTS_ON_ARRIVAL]: '' }} />;
}
