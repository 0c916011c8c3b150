import 'server-only';
import { LRUCache } from 'lru-cache';
import { config, type HostName, type UpstreamPolicy } from './config';

/**
 * The one way to call an upstream service. Every call has a timeout (undici's default is minutes),
 * GETs are retried a bounded number of times with backoff, a host that keeps failing is
 * short-circuited for a while, and whole feeds are cached per process with
 * stale-while-revalidate: a feed is fetched once, concurrent misses share one request, and when a
 * refresh fails the last good copy is served.
 */

export type UpstreamFailure = 'timeout' | 'network' | 'status' | 'malformed' | 'short-circuited';

export class UpstreamError extends Error {
  constructor(
    readonly host: HostName,
    readonly path: string,
    readonly failure: UpstreamFailure,
    detail: string,
    /** The HTTP status, when the host answered with an error status. */
    readonly status?: number,
  ) {
    super(`${host} ${path}: ${failure} (${detail})`);
    this.name = 'UpstreamError';
  }
}

interface Breaker {
  failures: number;
  openUntil: number;
}

const breakers = new Map<HostName, Breaker>();

function breakerFor(host: HostName): Breaker {
  let breaker = breakers.get(host);
  if (!breaker) {
    breaker = { failures: 0, openUntil: 0 };
    breakers.set(host, breaker);
  }
  return breaker;
}

function recordOutcome(host: HostName, ok: boolean, policy: UpstreamPolicy): void {
  const breaker = breakerFor(host);
  if (ok) {
    breaker.failures = 0;
    breaker.openUntil = 0;
    return;
  }
  breaker.failures += 1;
  if (breaker.failures >= policy.breakerFailures) {
    breaker.openUntil = Date.now() + policy.breakerCooldownMs;
  }
}

function log(error: UpstreamError, attempt: number): void {
  console.warn(
    JSON.stringify({
      level: 'warn',
      event: 'upstream_failure',
      host: error.host,
      path: error.path,
      failure: error.failure,
      attempt,
      message: error.message,
    }),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function attemptGet(host: HostName, path: string, policy: UpstreamPolicy): Promise<unknown> {
  const url = new URL(path, config().hosts[host]);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(policy.timeoutMs),
      cache: 'no-store',
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new UpstreamError(host, path, timedOut ? 'timeout' : 'network', String(error));
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new UpstreamError(host, path, 'status', `HTTP ${response.status}`, response.status);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new UpstreamError(host, path, 'timeout', String(error));
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UpstreamError(host, path, 'malformed', `${text.length} bytes of invalid JSON`);
  }
}

function retryable(error: UpstreamError): boolean {
  // A 4xx or a body that is not JSON will not get better by asking again.
  return error.failure === 'timeout' || error.failure === 'network' || (error.status ?? 0) >= 500;
}

/** GET a JSON document from a host, with timeout, bounded retries and the host's breaker. */
export async function getJson(host: HostName, path: string): Promise<unknown> {
  const policy = config().upstream;
  if (breakerFor(host).openUntil > Date.now()) {
    throw new UpstreamError(host, path, 'short-circuited', 'host failed repeatedly; waiting');
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      const body = await attemptGet(host, path, policy);
      recordOutcome(host, true, policy);
      return body;
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      log(error, attempt);
      recordOutcome(host, false, policy);
      if (
        attempt > policy.retries ||
        !retryable(error) ||
        breakerFor(host).openUntil > Date.now()
      ) {
        throw error;
      }
      await sleep(100 * 3 ** (attempt - 1));
    }
  }
}

interface Stored {
  value: unknown;
  fetchedAt: number;
}

interface FeedRequest {
  host: HostName;
  path: string;
  parse: (raw: unknown) => unknown;
}

let feeds: LRUCache<string, Stored, FeedRequest> | undefined;

function feedCache() {
  if (feeds) return feeds;
  const policy = config().upstream;
  feeds = new LRUCache<string, Stored, FeedRequest>({
    max: 500,
    ttl: policy.freshMs,
    allowStale: true,
    noDeleteOnStaleGet: true,
    allowStaleOnFetchRejection: true,
    allowStaleOnFetchAbort: true,
    noDeleteOnFetchRejection: true,
    // The entry lives past its fresh time so a failed refresh can still answer with it.
    ttlAutopurge: false,
    fetchMethod: async (_key, _stale, { context: { host, path, parse } }) => {
      const raw = await getJson(host, path);
      let value: unknown;
      try {
        value = parse(raw);
      } catch (error) {
        // Valid JSON of the wrong shape must not replace the last good copy.
        const failure = new UpstreamError(host, path, 'malformed', String(error));
        log(failure, 1);
        throw failure;
      }
      return { value, fetchedAt: Date.now() };
    },
  });
  return feeds;
}

/**
 * A whole feed, parsed, from the cache when fresh; when stale it is served at once and refreshed in
 * the background; when a refresh fails the last good copy is served for up to the stale window.
 * `parse` validates the wire shape (and may reshape); what it rejects is treated as a failure.
 */
export async function getFeed<T>(
  host: HostName,
  path: string,
  parse: (raw: unknown) => T,
): Promise<T> {
  const key = `${host} ${path}`;
  const stored = await feedCache().fetch(key, { context: { host, path, parse } });
  if (!stored) {
    throw new UpstreamError(host, path, 'network', 'no data');
  }
  if (Date.now() - stored.fetchedAt > config().upstream.staleMs) {
    feedCache().delete(key);
    throw new UpstreamError(host, path, 'network', 'last good copy is too old to serve');
  }
  return stored.value as T;
}

/** Forget every cached feed and breaker state (tests, and configuration reloads). */
export function resetUpstreamState(): void {
  feeds?.clear();
  feeds = undefined;
  breakers.clear();
}
