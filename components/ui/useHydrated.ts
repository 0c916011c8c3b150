import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const nothing = () => undefined;

/**
 * A value read in the browser only: undefined in the server HTML and during hydration, so a page
 * cached across days (or users) never carries one visitor's value, such as today's date.
 */
export function useBrowserValue<T>(read: () => T): T | undefined {
  return useSyncExternalStore(subscribe, read, nothing);
}

const yes = () => true;

/**
 * False in the server HTML and during hydration, true once React runs in the browser: controls
 * that need JavaScript stay disabled until it is there, so a form is never submitted natively
 * (which would put what a patient typed into an address or a server log).
 */
export function useHydrated(): boolean {
  return useBrowserValue(yes) ?? false;
}
