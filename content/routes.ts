import { MEDICINE_SEARCH_ROUTE } from '@/domain/catalogue';
import { NAME_SEARCH_ROUTE } from '@/domain/consultantLists';
import { LAB_FILES_ROUTE, LAB_PAGES_ROUTE } from './labPages';

/**
 * What the site's internal routes are, and which routes answer with a patient's data. Both are
 * decided by the route, never by the address a visitor typed: proxy.ts marks the answer of a
 * private route for the front server (server/guards.ts), whatever address reached it.
 */

/** Routes reached only through proxy.ts's rewrites; asked for directly, they are no page. */
const INTERNAL_ROUTES = [
  LAB_PAGES_ROUTE,
  LAB_FILES_ROUTE,
  NAME_SEARCH_ROUTE,
  MEDICINE_SEARCH_ROUTE,
];

export function isInternalRoute(path: string): boolean {
  const lower = path.toLowerCase();
  return INTERNAL_ROUTES.some((route) => lower === route || lower.startsWith(`${route}/`));
}

/**
 * How an answer with a patient's data is sent. Both kinds are rendered per request with a nonce
 * policy and kept nowhere; a lab search form (`search`) holds no patient, so search engines may
 * index it and its form may post with its Origin, while a patient's own answer (`patient`: report
 * lists, report files, payment status) passes its address to no one and is never indexed.
 */
export type Privacy = 'patient' | 'search';

/** The response header by which proxy.ts tells the front server an answer's privacy. */
export const PRIVACY_HEADER = 'x-route-privacy';

/** The privacy of a route (an internal route, not a visitor's address), or null for a public one. */
export function privacyOf(route: string): Privacy | null {
  const [first, second, third] = route.split('/').filter(Boolean);
  if (`/${first}` === LAB_PAGES_ROUTE) return third === undefined ? 'search' : 'patient';
  if (`/${first}` === LAB_FILES_ROUTE) return 'patient';
  if (first === 'payment' && second === 'status' && third === undefined) return 'patient';
  return null;
}
