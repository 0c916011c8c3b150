/**
 * Test tags the projects of playwright.config.ts select by. A test tagged DESKTOP_ONLY runs at
 * desktop width only: its phone-width run is another spec's already. One tagged PHONE_ONLY, in a
 * spec the desktop project runs too, sets a phone's screen of its own: at desktop it would run the
 * same phone again.
 */
export const DESKTOP_ONLY = '@desktop-only';
export const PHONE_ONLY = '@phone-only';

/**
 * A test tagged SHARED_STATE changes or reads what every test shares — the sandbox's faults, its
 * e-mail outbox, its request log and PayPro orders, the site's caches — so it runs after all the
 * others, one at a time (playwright.config.ts). So does a test whose presses race the page's
 * hydration, or whose timings change, when another test shares the machine's two cores (each such
 * tag says so).
 */
export const SHARED_STATE = '@shared-state';
