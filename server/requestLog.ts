import type { IncomingMessage, ServerResponse } from 'node:http';
import { LAB_PAGES } from '@/domain/addresses';

/**
 * One JSON line on stdout per finished request (LOG_REQUESTS), the shape of every server log line
 * (adapters/log.ts): what was asked, how it ended and how long it took, by the request's id.
 */

/**
 * The words a patient's addresses are made of: the lab pages' legacy spellings and the internal
 * routes proxy.ts rewrites them to (domain/addresses). Anything else on such an address is an
 * id, or may be one.
 */
const ROUTE_WORDS = new Set(
  [
    'ur',
    'labreports',
    'combinedreport',
    'normaltempreport',
    'patient-reports',
    'report-files',
    'combined',
    'single',
    'westwood',
    'not-found',
    ...LAB_PAGES.flatMap((page) => [page.id, page.path.slice(1), page.listPath.slice(1)]),
  ].map((word) => word.toLowerCase()),
);

/**
 * A patient's reports and report files, in any spelling and language, and the internal routes
 * that show them. The proxy takes any first segment starting "lab" for a lab address (proxy.ts's
 * matcher), and so does this.
 */
function isPatientPath(path: string): boolean {
  const [first = '', second = ''] = path.split('/').filter(Boolean);
  const page = (first.toLowerCase() === 'ur' ? second : first).toLowerCase();
  return page.startsWith('lab') || page === 'patient-reports' || page === 'report-files';
}

function pathnameOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '/';
  }
}

/**
 * A request's address as logs and traces may show it: without its query (a search's text, a
 * report link's token) and, on a patient's addresses, with every segment that is not a route's
 * own word replaced by {id}.
 */
export function loggedPath(url: string): string {
  let path = url.split(/[?#]/)[0] || '/';
  // An absolute-form request target (GET http://host/path) names its host too.
  if (!path.startsWith('/')) path = pathnameOf(path);
  if (!isPatientPath(path)) return path;
  return path
    .split('/')
    .map((segment) => (!segment || ROUTE_WORDS.has(segment.toLowerCase()) ? segment : '{id}'))
    .join('/');
}

export interface RequestLine {
  time: string;
  level: 'info';
  msg: 'request';
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  /** The client went away before the answer was sent whole. */
  aborted?: true;
}

/**
 * Writes the request's line when its connection is done with it. The address is read now, before
 * the front server rewrites it (server/guards.ts), so the line shows what the client asked for.
 */
export function logWhenFinished(
  request: IncomingMessage,
  response: ServerResponse,
  requestId: string,
): void {
  const started = performance.now();
  const method = request.method ?? 'GET';
  const path = loggedPath(request.url ?? '/');
  response.once('close', () => {
    const line: RequestLine = {
      time: new Date().toISOString(),
      level: 'info',
      msg: 'request',
      requestId,
      method,
      path,
      status: response.statusCode,
      durationMs: Math.round(performance.now() - started),
      ...(!response.writableFinished && { aborted: true }),
    };
    console.info(JSON.stringify(line));
  });
}
