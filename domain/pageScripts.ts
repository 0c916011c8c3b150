/**
 * When a page's framework scripts start (server/scriptsOnFirstTouch.ts, issue 56): once the
 * patient's first touch of the page has been answered, or, on a page that must be ready as it
 * arrives, once it has painted. Such a page renders this attribute on any element
 * (components/ui/ScriptsOnArrival.tsx): a page whose first tap may land on a control that only a
 * script can answer (a cart's buttons, a form's submit, the lab search's), and the
 * payment's outcome, which empties the cart without any tap.
 */
export const SCRIPTS_ON_ARRIVAL = 'data-scripts-on-arrival';

/**
 * What ends a first touch, and so starts the scripts: a click (a tap's, or the mouse's), a
 * finger's touch turning into a scroll, a long press, a key, the wheel. Neither a finger nor a
 * button going down, nor a finger lifted: the tap's click comes after them, as input of its
 * own, and would wait behind the scripts' first task.
 */
export const TOUCH_ENDS = ['click', 'pointercancel', 'contextmenu', 'keydown', 'wheel'] as const;

/**
 * Where the loader keeps the control whose tap started the scripts when that control was waiting
 * for them (rendered disabled until they run: no click follows such a tap), so that the control
 * can answer it once it works (components/ui/useStartingTap.ts) rather than lose it.
 */
export const STARTING_TAP = '__startingTap';

/**
 * Where the loader keeps the offline service worker's registration (server/scriptsOnFirstTouch.ts).
 * The loader calls it as the page loads, except on a page whose scripts start on arrival: there
 * the worker's install (the offline pages fetched, with their files) shared the phone's processor
 * and link with the page's own scripts as they hydrated it, and that page calls it once hydrated
 * (components/ui/ScriptsOnArrival.tsx). A second call does nothing.
 */
export const REGISTER_OFFLINE_WORKER = '__registerOfflineWorker';
