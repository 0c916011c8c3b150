import type { IncomingMessage, ServerResponse } from 'node:http';
import { ADDRESSES, LAB_ADDRESS_START } from '@/domain/addresses';
import { LOCALES, isLocale } from '@/domain/locales';

/**
 * One JSON line on stdout per finished request (LOG_REQUESTS), the shape of every server log line
 * (adapters/log.ts): what was asked, how it ended and how long it took, by the request's id.
 */

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The addresses with a patient's data in the address table (domain/addresses), as visitors spell
 * them and as the routes that show them are spelled: what this reads, so that an address the
 * table gives a patient's data is never logged with its values.
 */
const PATIENT_PATHS = ADDRESSES.filter((address) => address.privacy).flatMap((address) => [
  address.path,
  address.route ?? address.path,
]);

/**
 * The words a patient's addresses are made of: the language prefixes, and every segment the
 * table spells in them. Anything else on such an address is an id, or may be one.
 */
const ROUTE_WORDS = new Set(
  [
    ...LOCALES,
    ...PATIENT_PATHS.flatMap(segmentsOf).filter((segment) => !segment.startsWith('{')),
  ].map((word) => word.toLowerCase()),
);

/** The first segments of those addresses: the rest of a path that starts so is a patient's. */
const PATIENT_STARTS = new Set(PATIENT_PATHS.map((path) => segmentsOf(path)[0]!.toLowerCase()));

/**
 * A patient's reports, report files and payment, in any spelling and language, and the internal
 * routes that show them. The proxy takes any first segment that starts as a lab address does
 * (`LAB_ADDRESS_START`) for one, and so does this.
 */
function isPatientPath(path: string): boolean {
  const [first = '', second = ''] = segmentsOf(path);
  const page = (isLocale(first.toLowerCase()) ? second : first).toLowerCase();
  return page.startsWith(LAB_ADDRESS_START) || PATIENT_STARTS.has(page);
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
 * the front server rewrites it (server/admission.ts), so the line shows what the client asked for.
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
