/** The appointment form (links to it: href.ts). */
export const APPOINTMENT_PATH = '/appointment';

/** The form as the legacy services banner spelled it (spec 001 §2), which the services page keeps. */
export const APPOINTMENT_BANNER_PATH = '/Appointment';

/**
 * Pages the legacy site linked to under a second spelling (spec 000 §7, 001 §2), part of the
 * address table (domain/addresses/index.ts): next.config.build.ts shows each spelling from its page
 * rather than redirecting, so a patient on a slow connection pays no extra round trip. A second
 * route folder cannot do it: `app/Appointment` and `app/appointment` are one folder on
 * case-insensitive file systems. Apart from the table, since the navigation's script reads it.
 */
export const PAGE_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  // A services banner links here (spec 001 §2).
  [APPOINTMENT_PATH]: [APPOINTMENT_BANNER_PATH],
  // The departments feed is spelled both ways (spec 000 §7); so may be links to its page.
  '/Departments': ['/departments'],
};

/** The home page's route; the site's root shows it (next.config.build.ts), and /home moves there. */
export const HOME_ROUTE = '/home';

/**
 * The page a path shows, for the navigation to mark: the server renders the home page under its
 * route's own path, and a spelling under its page's.
 */
export function pagePathOf(pathname: string): string {
  if (pathname.toLowerCase() === HOME_ROUTE) return '/';
  return (
    Object.entries(PAGE_SPELLINGS).find(([, spellings]) => spellings.includes(pathname))?.[0] ??
    pathname
  );
}
