import type { IncomingMessage, ServerResponse } from 'node:http';
import { NO_PAGE, addressVerdict, mayRenderPerRequest, mayShareCopy } from '@/domain/addresses';
import { CLIENT_ADDRESS_HEADER, clientAddress, isInternalCaller } from '@/domain/clientAddress';
import { FORM_POST_MAX_BYTES } from '@/domain/formPosts';
import { lowDataImage } from '@/domain/imageWidths';
import { REPEATED_PARAMETERS } from '@/domain/listingSearch';
import { LOCALE_HEADER, localePath, splitLocale } from '@/domain/locales';
import type { AnswerFacts } from './answerHeaders';
import { sendBusy } from './busyAnswer';
import type { RenderGate } from './renderGate';
import { isReadableRouterState } from './routerState';
import type { FrontSettings } from './settings';

/**
 * What the front server does to every request before Next.js sees it: whether it is admitted at
 * all (or answered here: a refusal, a move), who the client is, and the address Next.js is given.
 * What it does to the answers is server/answer.ts's.
 */

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
 * Prepares a request for Next.js: who the client is, an address the router can route, the
 * site-wide headers of its answer. Returns what the answer's headers depend on
 * (server/answerHeaders.ts), or null when the front server answered the request itself.
 */
export function admit(
  request: IncomingMessage,
  response: ServerResponse,
  settings: FrontSettings,
  renders: RenderGate,
): AnswerFacts | null {
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
    return null;
  }
  if (isOversizedPost(request.method, admitted.url, request.headers['content-length'])) {
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('Connection', 'close');
    response
      .writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8' })
      .end(`Payload Too Large: a form may post at most ${FORM_POST_MAX_BYTES} bytes.\n`);
    return null;
  }
  const { locale, path: routed } = splitLocale(admitted.url);
  if (admitted.perRequest && !renders.enter(response)) {
    sendBusy(response, locale, settings.refusalHoldMs);
    return null;
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
  return {
    path: (request.url ?? '/').split('?')[0]!,
    method: request.method!,
    rsc: request.headers.rsc === '1',
    action: Boolean(request.headers['next-action']),
    internal: isInternalCaller(client),
    shared: admitted.shared !== false,
  };
}
