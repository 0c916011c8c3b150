/**
 * What the service worker (app/sw.ts) may keep for a patient to read offline (issue 20). A page is
 * kept only as the site sent it for everyone: a successful HTML page the server lets caches keep.
 * Pages with a patient's data (lab reports, report files, payment status) are sent `no-store`
 * (server/guards.ts), so this one rule keeps them out, whatever their address.
 */

/** Shown for a page not kept, when there is no network: every branch's phone. */
export const OFFLINE_PAGE = '/offline';

/** Kept when the worker is installed, before the patient has visited them. */
export const INSTALLED_PAGES = ['/emergency', '/contactus'] as const;

/** The worker's cache of pages a patient visited (and the installed ones). */
export const PAGES_CACHE = 'pages';

export interface KeptResponse {
  status: number;
  headers: { get(name: string): string | null };
}

/** Whether a page's response may be kept for reading offline. */
export function mayKeepOffline(response: KeptResponse): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !/\b(no-store|private)\b/i.test(cacheControl)
  );
}
