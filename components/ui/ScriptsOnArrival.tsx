import { SCRIPTS_ON_ARRIVAL } from '@/domain/pageScripts';

/**
 * Marks the page it is on as one whose scripts start as it arrives, not at the patient's first
 * touch (domain/pageScripts.ts): rendered by a control that does nothing until they run, where
 * a first tap may land on it and would otherwise be lost.
 */
export function ScriptsOnArrival() {
  return <span hidden {...{ [SCRIPTS_ON_ARRIVAL]: '' }} />;
}
