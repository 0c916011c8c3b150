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
  // The departments feed is spelled both ways (spec 000 §7); so may be links to its page.
  '/departments': '/Departments',
};

/**
 * Where an address no page can have is shown from (an undecodable one, a hand-made search key):
 * no route has it, so the site's server-rendered 404 page.
 */
export const NO_PAGE = '/address-not-understood';

/** Where the home page's route lives; the site's root is rewritten there (next.config.ts). */
export const HOME_ROUTE = '/home';

/**
 * The page a path shows, for the navigation to mark: the server renders the home page under its
 * route's own path, and an alias under its page's.
 */
export function pagePathOf(pathname: string): string {
  if (pathname.toLowerCase() === HOME_ROUTE) return '/';
  return Object.hasOwn(PAGE_ALIASES, pathname) ? PAGE_ALIASES[pathname]! : pathname;
}
