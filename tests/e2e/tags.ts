/**
 * Test tags the projects of playwright.config.ts select by. A test tagged DESKTOP_ONLY runs at
 * desktop width only: its phone-width run is another spec's already.
 */
export const DESKTOP_ONLY = '@desktop-only';
