import { PRIVACY_HEADER, type Privacy } from '@/domain/addresses';

/**
 * The headers and status of every answer as it leaves the site: the one place that decides an
 * answer's privacy, its caching and which headers leave this server. Next.js keeps a header
 * already set when a route handler answers, and sets its own Cache-Control on pages; these rules
 * are applied to whatever it wrote, as the head is sent (server/answer.ts).
 */

/** What the admission learnt of the request that the answer's head depends on (server/admission.ts). */
export interface AnswerFacts {
  /** The path Next.js was given. */
  path: string;
  method: string;
  /** The router's fetch of a page (RSC), not a document. */
  rsc: boolean;
  /** A server action's post (Next-Action). */
  action: boolean;
  /** A caller on this machine (tests, nginx's logs): it may read what the page cache says. */
  internal: boolean;
  /** Whether a shared cache may keep the answer (domain/addresses, mayShareCopy). */
  shared: boolean;
}

/** What the render told of the answer: a missing record's page, or a client past its budget. */
export interface RenderVerdict {
  keptNowhere: boolean;
  retryAfter: number | undefined;
}

/** An answer's head as it is about to be sent. */
export interface Head {
  status: number;
  get(name: string): unknown;
  set(name: string, value: string): void;
  remove(name: string): void;
}

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

/** Sets the head's final headers and status, by the request's facts and the render's verdict. */
export function finishHead(head: Head, facts: AnswerFacts, verdict: RenderVerdict): void {
  const privacy = head.get(PRIVACY_HEADER) as Privacy | undefined;
  head.remove(PRIVACY_HEADER);
  if (privacy && privacy in PRIVATE_HEADERS) {
    for (const [name, value] of Object.entries(PRIVATE_HEADERS[privacy])) head.set(name, value);
  }
  for (const name of facts.internal ? ROUTER_HEADERS : [...ROUTER_HEADERS, ...CACHE_HEADERS]) {
    head.remove(name);
  }
  // A page's HTML, whose status may say what the page says. Not the router's fetch of a page
  // (RSC) nor a server action's answer, which the browser's script reads only at 200 (it would
  // reload the whole page), nor the API's, whose errors say it in GraphQL's own way.
  const isDocument = !facts.path.startsWith('/api/') && !facts.rsc && !facts.action;
  // A missing record's page (its render marked the request's scope) is a real 404 to crawlers,
  // monitors and logs, with the page's own text.
  if (isDocument && head.status === 200 && verdict.keptNowhere) head.status = 404;
  // A page that tells a patient they are past their budget (the lab's lookups), with its status.
  if (isDocument && head.status === 200 && verdict.retryAfter !== undefined) {
    head.status = 429;
    head.set('Retry-After', String(verdict.retryAfter));
  }
  // The page as its path is kept, at a query that does not change it: no shared copy. An error
  // (a list's page past its last) and a missing record's page are kept by no cache: the page
  // cache keeps neither (server/pageCacheTiers.mjs), and made-up addresses are countless.
  if (/\b(public|s-maxage)\b/.test(String(head.get('cache-control') ?? ''))) {
    if (head.status >= 400 || verdict.keptNowhere) head.set('Cache-Control', 'no-store');
    else if (!facts.shared) head.set('Cache-Control', 'private, no-cache');
  }
  // Pages and pictures differ with Save-Data (server/admission.ts): a shared cache must keep both.
  if (!facts.path.startsWith('/_next/static/')) {
    head.set('Vary', withVary(head.get('vary'), 'Save-Data'));
  }
  // A page's post that failed on what was posted (a body the framework cannot decode, an action
  // no form of this site names, another site's Origin): a server action, or a form's post before
  // its script has loaded (no Next-Action header, the action named in the body). The actions
  // turn upstream faults into messages.
  const isPagePost = facts.method === 'POST' && !facts.path.startsWith('/api/');
  if (isPagePost && head.status >= 500) head.status = 400;
}

function withVary(current: unknown, name: string): string {
  const names = String(current ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return names.some((part) => part.toLowerCase() === name.toLowerCase())
    ? names.join(', ')
    : [...names, name].join(', ');
}
