import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestScope } from '@/domain/requestScope';

/**
 * Runs Next.js's handling of one request with that request's id at hand, for the log lines the
 * adapters write while rendering it (adapters/log.ts). The server may not import the adapters
 * (README, Architecture), and Next.js's route bundles hold their own copies of every module, so
 * the two meet on one object kept on globalThis under the name adapters/processWide.ts gives it.
 */
const SCOPE = Symbol.for('farooq-hospital-web:request-scope');

function scopes(): AsyncLocalStorage<RequestScope> {
  const store = globalThis as Record<symbol, unknown>;
  if (!(SCOPE in store)) store[SCOPE] = new AsyncLocalStorage<RequestScope>();
  return store[SCOPE] as AsyncLocalStorage<RequestScope>;
}

export function inRequestScope<T>(requestId: string, run: () => T): T {
  return scopes().run({ requestId }, run);
}

/** Whether the answer being sent was rendered as one no cache may keep (a missing record's). */
export function isKeptNowhere(): boolean {
  return scopes().getStore()?.keptNowhere === true;
}

/** The seconds to wait when the answer being sent is a refusal past the client's budget. */
export function budgetRetryAfter(): number | undefined {
  return scopes().getStore()?.retryAfter;
}
