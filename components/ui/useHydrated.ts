import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server HTML and during hydration, true once React runs in the browser: controls
 * that need JavaScript stay disabled until it is there, so a form is never submitted natively
 * (which would put what a patient typed into an address or a server log).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
