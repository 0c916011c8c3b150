import type { IncomingMessage, ServerResponse } from 'node:http';
import routerState from 'next/dist/server/app-render/parse-and-validate-flight-router-state.js';
import {
  NO_PAGE,
  PRIVACY_HEADER,
  addressVerdict,
  mayRenderPerRequest,
  mayShareCopy,
  type Privacy,
} from '@/domain/addresses';
import { CLIENT_ADDRESS_HEADER, clientAddress, isInternalCaller } from '@/domain/clientAddress';
import { FORM_POST_MAX_BYTES } from '@/domain/formPosts';
import { lowDataImage } from '@/domain/imageWidths';
import { REPEATED_PARAMETERS } from '@/domain/listingSearch';
import { sendBusy } from './busyAnswer';
import type { RenderGate } from './renderGate';
import { budgetRetryAfter, isKeptNowhere } from './requestScope';
import type { FrontSettings } from './settings';
import { LOCALE_HEADER, localePath, splitLocale } from '@/domain/locales';

/**
 * What the front server does to every request before Next.js sees it, and to every answer: the
 * one place that decides an answer's security headers. Next.js keeps a header already set when a
 * route handler answers, and sets its own Cache-Control on pages; nothing else sets these.
 */

/** Headers Next.js's router uses internally; in an answer they would name the route a rewrite
 * reached (a lab page's holds the patient id). */
const ROUTER_HEADERS = [
  'x-middleware-rewrite',
  'x-nextjs-rewritten-path',
  'x-nextjs-rewritten-query',
  'x-nextjs-matched-path',
];

/** What the page cache says of an answer: for this machine's callers (tests, nginx's logs). */
const CACHE_HEADERS = ['x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time'];

/** The methods some route answers; any other is refused before Next.js, which would answer 500. */
const METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];

/** The methods a file answers (a page also takes its forms' posts, the API its requests). */
const FILE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/**
 * The one route that answers OPTIONS itself: the API, whose CORS preflight the internal tools'
 * origins need (graphql/yoga.ts). Any other OPTIONS is answered here: Next.js would answer it
 * with a 204 that its page cache keeps in place of the route's copy and then cannot replay, so
 * that every GET of the service worker answered 500 (issue 53, docs/next-options-cache.md).
 */
const API_PATH = '/api/graphql';

/** Longer addresses are no page of this site (the longest search key is far shorter). */
const MAX_PATH_LENGTH = 2000;

/** The headers of an answer with a patient's data, by its route's privacy (domain/addresses). */
const PRIVATE_HEADERS: Record<Privacy, Record<string, string>> = {
  patient: {
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Robots-Tag': 'noindex, nofollow',
  },
  // A search form posts with its Origin, which Next.js requires of a server action: under
  // no-referrer the browser sends "Origin: null". same-origin still tells other sites nothing.
  search: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' },
  // A patient's results at the search page's address (its form's post): never indexed, and the
  // address holds no patient id, so its own form may go on posting with its Origin.
  results: {
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'same-origin',
    'X-Robots-Tag': 'noindex, nofollow',
  },
};

/** True when every %-escape of the path decodes (Next.js's router answers 500 otherwise). */
export function isDecodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * A path the router and every check read alike: no dot segments or empty ones (which the router
 * resolves or redirects after any check of the address text), no escaped slash, backslash or NUL.
 * Browsers never send these.
 */
export function isPlainPath(path: string): boolean {
  if (path.length > MAX_PATH_LENGTH || !path.startsWith('/') || path.includes('\\')) return false;
  if (path.includes('//')) return false;
  return path.split('/').every((segment) => {
    const decoded = decodeURIComponent(segment);
    return decoded !== '.' && decoded !== '..' && !/[/\\\0]/.test(decoded);
  });
}

/**
 * A query naming a parameter twice (?order=a&order=b), which no page of this site asks but for
 * the one a form sends twice (domain/listingSearch.ts).
 */
export function repeatsAParameter(query: string): boolean {
  const names = [...new URLSearchParams(query).keys()].filter(
    (name) => !REPEATED_PARAMETERS.includes(name),
  );
  return new Set(names).size !== names.length;
}

/**
 * What becomes of a request before Next.js: an answer of its own (a refusal or a redirect), or
 * the address Next.js is given: itself, or the 404 page for an address no page can have.
 */
export type Admission =
  | { answer: number; location?: string; allow?: readonly string[] }
  /**
   * `shared`: whether a shared cache may keep the answer (domain/addresses, mayShareCopy);
   * `perRequest`: whether it may be rendered for this request (mayRenderPerRequest).
   */
  | { url: string; shared?: false; perRequest?: true };

export function admission(method: string | undefined, url: string): Admission {
  if (!METHODS.includes(method ?? '')) return { answer: 405, allow: METHODS };
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const query = at < 0 ? '' : url.slice(at);
  // The 404 page is in the language the address names, even an address not understood.
  const { locale, path: page, respelled } = splitLocale(path);
  const noPage = { url: localePath(NO_PAGE, locale) };
  if (!isDecodablePath(path) || !isPlainPath(path)) return noPage;
  if (repeatsAParameter(query)) return { answer: 400 };
  // /UR/…, /en/…: the page's one address (domain/locales.ts).
  if (respelled !== null) return { answer: 308, location: respelled + query };
  const verdict = addressVerdict(page);
  if (verdict.kind === 'none') return noPage;
  if (verdict.kind === 'moved') {
    return { answer: 308, location: localePath(verdict.to, locale) + query };
  }
  // Files, the API and the worker have no Urdu address.
  if (locale !== 'en' && !verdict.address.languages) return noPage;
  const allow =
    verdict.address.kind === 'file' && !page.startsWith('/api/') ? FILE_METHODS : METHODS;
  if (!allow.includes(method!)) return { answer: 405, allow };
  if (method === 'OPTIONS' && page !== API_PATH) return { answer: 204, allow };
  const params = new URLSearchParams(query);
  return {
    url,
    ...(!mayShareCopy(verdict.address, params) && { shared: false as const }),
    ...(mayRenderPerRequest(verdict.address, params) && { perRequest: true as const }),
  };
}

/**
 * A page's post longer than a form may send, by its declared length: Next.js would read it, fail
 * and answer 500 (400 here, "Internal Server Error"). The API counts its own (graphql/requestLimits.ts).
 */
export function isOversizedPost(method: string | undefined, url: string, length: unknown): boolean {
  return method === 'POST' && !url.startsWith('/api/') && Number(length) > FORM_POST_MAX_BYTES;
}

/**
 * The router's state a client sends with a navigation, read by the framework's own validator:
 * one it cannot read made every per-request page answer 500 (issue 39).
 */
export function isReadableRouterState(value: string | string[] | undefined): boolean {
  try {
    routerState.parseAndValidateFlightRouterState(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Prepares a request for Next.js and its answer for the client: who the client is, an address
 * the router can route, and the answer's security headers. Returns false when the front server
 * answered the request itself.
 */
export function admit(
  request: IncomingMessage,
  response: ServerResponse,
  settings: FrontSettings,
  renders: RenderGate,
): boolean {
  const client = clientAddress(
    request.socket.remoteAddress,
    request.headers['x-forwarded-for'],
    settings.trustedHops,
  );
  request.headers[CLIENT_ADDRESS_HEADER] = client;
  // Only the policy proxy.ts sets may name a nonce.
  delete request.headers['content-security-policy'];
  delete request.headers['content-security-policy-report-only'];
  // The host and scheme the browser reached: the Host header, or what our own proxies say.
  if (settings.trustedHops === 0) {
    delete request.headers['x-forwarded-host'];
    delete request.headers['x-forwarded-proto'];
    delete request.headers['x-forwarded-port'];
  }

  for (const [name, value] of Object.entries(settings.siteHeaders)) response.setHeader(name, value);
  const admitted = isReadableRouterState(request.headers['next-router-state-tree'])
    ? admission(request.method, request.url ?? '/')
    : { answer: 400 };
  if ('answer' in admitted) {
    if (admitted.allow) response.setHeader('Allow', admitted.allow.join(', '));
    if (admitted.location) response.setHeader('Location', admitted.location);
    // A browser may keep a move for an hour; a shared cache keeps none, since a made-up
    // spelling of an address would fill it as surely as a made-up address.
    response.setHeader(
      'Cache-Control',
      admitted.answer === 308 ? 'private, max-age=3600' : 'no-store',
    );
    response.writeHead(admitted.answer).end();
    return false;
  }
  if (isOversizedPost(request.method, admitted.url, request.headers['content-length'])) {
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('Connection', 'close');
    response
      .writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8' })
      .end(`Payload Too Large: a form may post at most ${FORM_POST_MAX_BYTES} bytes.\n`);
    return false;
  }
  const { locale, path: routed } = splitLocale(admitted.url);
  if (admitted.perRequest && !renders.enter(response)) {
    sendBusy(response, locale, settings.refusalHoldMs);
    return false;
  }
  request.url = admitted.url;
  request.headers[LOCALE_HEADER] = locale;
  // The 404 page is no form: a server action posted to an address it refused finds nothing.
  if (routed === NO_PAGE) delete request.headers['next-action'];
  // The page cannot read its own request's headers: a patient's Save-Data is told back to it in
  // a Server-Timing entry, which the page's script can read (components/ui/lowData.ts).
  // Its pictures come at about half the width.
  if (request.headers['save-data'] === 'on') {
    response.setHeader('Server-Timing', 'save-data');
    request.url = lowDataImage(request.url);
  }
  sealAnswer(request, response, isInternalCaller(client), admitted.shared !== false);
  return true;
}

/**
 * Sets what only the finished answer tells: the private headers of a private route's answer
 * (marked by proxy.ts), and which headers leave this server.
 */
function sealAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  internal: boolean,
  shared: boolean,
): void {
  const path = (request.url ?? '/').split('?')[0]!;
  const varies = !path.startsWith('/_next/static/');
  // A page's post: a server action, or a form's post before its script has loaded (no
  // Next-Action header, the action named in the body).
  const isAction = request.method === 'POST' && !path.startsWith('/api/');
  // A page's HTML, whose status may say what the page says. Not the router's fetch of a page
  // (RSC) nor a server action's answer, which the browser's script reads only at 200 (it would
  // reload the whole page), nor the API's, whose errors say it in GraphQL's own way.
  const isDocument =
    !path.startsWith('/api/') && request.headers.rsc !== '1' && !request.headers['next-action'];
  const hidden = internal ? ROUTER_HEADERS : [...ROUTER_HEADERS, ...CACHE_HEADERS];
  const writeHead = response.writeHead;
  // Node sends implicit headers through writeHead too, so this sees every answer.
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const given = args.find(
      (arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg),
    ) as Record<string, unknown> | undefined;
    for (const [name, value] of Object.entries(given ?? {})) {
      delete given![name];
      this.setHeader(name, value as string);
    }
    const privacy = this.getHeader(PRIVACY_HEADER) as Privacy | undefined;
    this.removeHeader(PRIVACY_HEADER);
    if (privacy && privacy in PRIVATE_HEADERS) {
      for (const [name, value] of Object.entries(PRIVATE_HEADERS[privacy])) {
        this.setHeader(name, value);
      }
    }
    for (const name of hidden) this.removeHeader(name);
    // A missing record's page (its render marked the request's scope) is a real 404 to crawlers,
    // monitors and logs, with the page's own text.
    if (isDocument && args[0] === 200 && isKeptNowhere()) args[0] = this.statusCode = 404;
    // A page that tells a patient they are past their budget (the lab's lookups), with its status.
    const retryAfter = budgetRetryAfter();
    if (isDocument && args[0] === 200 && retryAfter !== undefined) {
      args[0] = this.statusCode = 429;
      this.setHeader('Retry-After', String(retryAfter));
    }
    // The page as its path is kept, at a query that does not change it: no shared copy. An
    // error (a list's page past its last) and a missing record's page are kept by no cache: the
    // page cache keeps neither (server/pageCacheTiers.mjs), and made-up addresses are countless.
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
    if (/\b(public|s-maxage)\b/.test(String(this.getHeader('cache-control') ?? ''))) {
      if (status >= 400 || isKeptNowhere()) this.setHeader('Cache-Control', 'no-store');
      else if (!shared) this.setHeader('Cache-Control', 'private, no-cache');
    }
    // Pages and pictures differ with Save-Data (above): a shared cache must keep both.
    if (varies) this.setHeader('Vary', withVary(this.getHeader('Vary'), 'Save-Data'));
    // A server action that failed on what was posted (a body the framework cannot decode, an
    // action no form of this site names, another site's Origin): the actions turn upstream
    // faults into messages.
    if (isAction && typeof args[0] === 'number' && args[0] >= 500) args[0] = 400;
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof response.writeHead;
}

function withVary(current: ReturnType<ServerResponse['getHeader']>, name: string): string {
  const names = String(current ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return names.some((part) => part.toLowerCase() === name.toLowerCase())
    ? names.join(', ')
    : [...names, name].join(', ');
}
