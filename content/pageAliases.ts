/**
 * Addresses the legacy site linked to under a second spelling, and the page each one shows. The
 * page keeps one canonical address (its metadata says which); proxy.ts rewrites the alias to it
 * rather than redirecting, so a patient on a slow connection pays no extra round trip. A second
 * route folder cannot do it: `app/Appointment` and `app/appointment` are one folder on
 * case-insensitive file systems.
 */
export const PAGE_ALIASES: Readonly<Record<string, string>> = {
  // A services banner links here (spec 001 §2).
  '/Appointment': '/appointment',
};
