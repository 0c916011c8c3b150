/**
 * What the service worker (app/sw.ts) may keep for a patient to read offline (issue 20). A page is
 * kept only as the site sent it for everyone: a successful HTML page the server lets caches keep.
 * Pages with a patient's data (lab reports, report files, payment status) are sent `no-store`
 * (server/answerHeaders.ts), so this one rule keeps them out, whatever their address.
 */

import { href } from './addresses/href';
import { LOCALES, localePath, splitLocale, type Locale } from './locales';

/** The service worker's address (app/serwist/[path]/route.ts). */
export const SERVICE_WORKER_PATH = '/serwist/sw.js';

/** Shown for a page not kept, when there is no network: every branch's phone, in each language. */
export const OFFLINE_PAGES = LOCALES.map((locale) => localePath('/offline', locale));

/** The offline page in the language of the page asked for. */
export function offlinePageOf(pathname: string): string {
  return localePath('/offline', splitLocale(pathname).locale);
}

/**
 * Kept when the worker is installed, before the patient has visited them: in the languages of the
 * pages open at the time (English when none says), not every language's, to spare prepaid data.
 */
export function installedPages(locales: readonly Locale[]): string[] {
  return [...new Set(locales)].flatMap((locale) =>
    [href.emergency(), '/contactus'].map((path) => localePath(path, locale)),
  );
}

/** The worker's cache of pages a patient visited (and the installed ones). */
export const PAGES_CACHE = 'pages';

/** The worker's cache of the site's own files (`/_next/static/`), named by their content. */
export const STATIC_CACHE = 'static';

/**
 * Every file of the site's own (`/_next/static/`) a page's HTML names: in its tags and in the
 * framework's payload, whose scripts hydration loads. A page kept without them is replaced by the
 * framework's error page offline, when a script fails to load.
 */
export function pageFiles(html: string): string[] {
  // Where an address starts: after a quote (escaped, in the payload), a space or a comma.
  return [...new Set(html.match(/(?<=["'\\\s,])\/_next\/static\/[^"'\\\s<>(),]+/g))];
}

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
