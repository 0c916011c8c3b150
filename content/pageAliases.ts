/**
 * Addresses the legacy site linked to under a second spelling, and the page each one shows. The
 * page keeps one canonical address (its metadata says which); the alias is rewritten to it, not
 * redirected, so a patient on a slow connection pays no extra round trip. Next.js matches routes
 * case-insensitively on some systems and case-sensitively on others, so the proxy compares the
 * exact spelling.
 */
export const PAGE_ALIASES: Readonly<Record<string, string>> = {
  // A services banner links here (spec 001 §2).
  '/Appointment': '/appointment',
};
