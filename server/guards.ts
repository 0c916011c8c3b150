import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLabSearchPage, labRouteOf } from '@/content/labPages';
import { NO_PAGE } from '@/content/pageAliases';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '@/domain/clientAddress';
import { noncePolicy } from './contentSecurityPolicy';
import type { FrontSettings } from './settings';
import { lowDataImage } from '@/domain/imageWidths';
import { splitLocale } from '@/i18n/locales';

/**
 * What the front server does to every request before Next.js sees it, and to every answer: the
 * one place that decides an answer's security headers. Next.js keeps a header already set when a
 * route handler answers, and sets its own Cache-Control on pages; nothing else sets these.
 */

/** Headers Next.js's router uses internally; in an answer they would name the route a rewrite
 * reached (a lab page's holds the patient id). */
const INTERNAL_HEADERS = [
  'x-middleware-rewrite',
  'x-nextjs-rewritten-path',
  'x-nextjs-rewritten-query',
  'x-nextjs-matched-path',
];

/** Pages with a patient's data that are not lab addresses (content/labPages.ts has those). */
const PRIVATE_PAGES = ['/payment/status'];

/** True when every %-escape of the path decodes (Next.js's router answers 500 otherwise). */
export function isDecodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** A patient's reports, report files and payment status: rendered per request, kept nowhere. */
export function isPrivatePath(address: string): boolean {
  // The Urdu twin of a private page (/ur/labreports/…) is just as private.
  const { path } = splitLocale(address);
  return labRouteOf(path) !== null || PRIVATE_PAGES.includes(path.replace(/\/+$/, ''));
}

/**
 * An address holding a patient id (a report list, a report file, an order) passes it to no one.
 * A lab search page's address holds none, and its form must post with its Origin: under
 * no-referrer the browser sends "Origin: null", which Next.js refuses for a server action, and
 * the search would not work without JavaScript. same-origin still sends nothing to other sites.
 */
export function referrerPolicyOf(address: string): 'no-referrer' | 'same-origin' {
  return isIndexable(address) ? 'same-origin' : 'no-referrer';
}

/** Private addresses a search engine may index: the lab search pages, which hold no patient. */
export function isIndexable(address: string): boolean {
  return isLabSearchPage(splitLocale(address).path);
}

/**
 * Prepares a request for Next.js and its answer for the client: who the client is, an address
 * the router can decode, and the answer's security headers (with a fresh nonce on private pages,
 * which Next.js reads from the request's policy and puts on each of its scripts).
 */
export function admit(
  request: IncomingMessage,
  response: ServerResponse,
  settings: FrontSettings,
): void {
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(
    request.socket.remoteAddress,
    request.headers['x-forwarded-for'],
    settings.trustedHops,
  );
  // Only the policy set here may name a nonce.
  delete request.headers['content-security-policy'];
  delete request.headers['content-security-policy-report-only'];

  const path = (request.url ?? '/').split('?')[0]!;
  if (!isDecodablePath(path)) request.url = NO_PAGE;
  for (const [name, value] of Object.entries(settings.siteHeaders)) response.setHeader(name, value);
  // The page cannot read its own request's headers: a patient's Save-Data is told back to it in
  // a Server-Timing entry, which the page's script can read (components/ui/lowData.ts).
  // Its pictures come at about half the width (so a CDN in front must vary them on Save-Data).
  if (request.headers['save-data'] === 'on') {
    response.setHeader('Server-Timing', 'save-data');
    request.url = lowDataImage(request.url ?? '/');
  }
  if (request.url !== NO_PAGE && isPrivatePath(path)) {
    const policy = noncePolicy(settings.csp, Buffer.from(crypto.randomUUID()).toString('base64'));
    request.headers['content-security-policy'] = policy;
    response.setHeader('Content-Security-Policy', policy);
    response.setHeader('Referrer-Policy', referrerPolicyOf(path));
    if (!isIndexable(path)) response.setHeader('X-Robots-Tag', 'noindex, nofollow');
    response.setHeader('Cache-Control', 'no-store');
  }
  hideInternalHeaders(response);
}

function hideInternalHeaders(response: ServerResponse): void {
  const writeHead = response.writeHead;
  // Node sends implicit headers through writeHead too, so this sees every answer.
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    for (const name of INTERNAL_HEADERS) this.removeHeader(name);
    const given = args.find(
      (arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg),
    );
    for (const name of Object.keys(given ?? {})) {
      if (INTERNAL_HEADERS.includes(name.toLowerCase()))
        delete (given as Record<string, unknown>)[name];
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof response.writeHead;
}
