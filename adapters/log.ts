import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestScope } from '@/domain/requestScope';
import { processWide } from './processWide';

/**
 * The server's log: one JSON object a line (time, level, msg, the request's id, then the event's
 * own fields), so a log store can index it and follow one request through. Never a patient id, a
 * customer's details or a query string: each caller passes only what it may show.
 */

export type LogLevel = 'info' | 'warn' | 'error';

/**
 * Entered by the front server around Next.js's handler (server/requestScope.ts, which finds it
 * under the same process-wide name): the adapters run inside Next.js's route bundles, each with
 * its own copy of this module, and cannot see the request otherwise.
 */
export const requestScope = processWide(
  'request-scope',
  () => new AsyncLocalStorage<RequestScope>(),
);

/** Writes one line; work done outside any request (start-up, a test) has no requestId. */
export function logEvent(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    msg,
    requestId: requestScope.getStore()?.requestId,
    ...fields,
  });
  // Through console, so warnings and errors go to stderr and tests can read what was written.
  console[level](line);
}
