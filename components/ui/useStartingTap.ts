import { useEffect, useRef } from 'react';
import { STARTING_TAP } from '@/domain/pageScripts';

/**
 * A control that does nothing until the page's scripts run (disabled in the server's HTML), on a
 * page whose scripts start at the patient's first touch (server/scriptsOnFirstTouch.ts): when
 * that touch was a tap on this control, it is answered once the control works, as if it had been
 * made then, instead of being lost. Returns the ref to put on the control.
 */
export function useStartingTap<T extends HTMLElement>(act: () => void) {
  const control = useRef<T>(null);
  const latest = useRef(act);
  useEffect(() => {
    latest.current = act;
  });
  useEffect(() => {
    const held = window as unknown as Record<string, unknown>;
    const tap = held[STARTING_TAP];
    if (!(tap instanceof Node) || !control.current?.contains(tap)) return;
    delete held[STARTING_TAP];
    latest.current();
  }, []);
  return control;
}
