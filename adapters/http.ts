import 'server-only';
import { LRUCache } from 'lru-cache';
import { request, type Dispatcher } from 'undici';
import { config, type HostName, type UpstreamPolicy } from './config';
import { processWide } from './processWide';

/**
 * The one way to call an upstream service. Every call has a timeout, GETs are retried a bounded
 * number of times with backoff, a host that keeps failing is short-circuited for a while, and
 * answers are cached per process with stale-while-revalidate: fetched once, concurrent misses
 * share one request, and when a refresh fails the last good copy is served.
 *
 * undici is called directly rather than the global fetch, which Next.js patches: a page rendered
 * into the page cache must not be turned dynamic (or fail) because an adapter asked its upstream.
 */

export type UpstreamFailure = 'timeout' | 'network' | 'status' | 'malformed' | 'short-circuited';

export class UpstreamError extends Error {
  constructor(
    /** The upstream's name: a content host, or a lab server. */
    readonly host: string,
    /** What was asked for, as it may be logged (a lab's ids are left out). */
    readonly path: string,
    readonly failure: UpstreamFailure,
    detail: string,
    /** The HTTP status, when the host answered with an error status. */
    readonly status?: number,
  ) {
    super(`${host} ${path}: ${failure} (${detail})`);
    this.name = 'UpstreamError';
  }

  /** The host itself is unwell: worth asking again, and counted towards its breaker. */
  get isHostFault(): boolean {
    return this.failure === 'timeout' || this.failure === 'network' || (this.status ?? 0) >= 500;
  }

  /** The host answered that the one record asked for does not exist. */
  get isNotFound(): boolean {
    return this.status !== undefined && this.status >= 400 && this.status < 500;
  }
}

interface Breaker {
  failures: number;
  openUntil: number;
}

const breakers = processWide('upstream-breakers', () => new Map<string, Breaker>());

function breakerFor(host: string): Breaker {
  let breaker = breakers.get(host);
  if (!breaker) {
    breaker = { failures: 0, openUntil: 0 };
    breakers.set(host, breaker);
  }
  return breaker;
}

/** Only host faults count; any answer (even a 404 or a malformed body) shows the host is up. */
function recordOutcome(host: string, hostFault: boolean, policy: UpstreamPolicy): void {
  const breaker = breakerFor(host);
  if (!hostFault) {
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

/** One call to an upstream: where, and how it may be named in logs. */
export interface UpstreamTarget {
  /** The upstream's name; its breaker is kept under it. */
  name: string;
  /** Base address the path is resolved against. */
  base: string;
  path: string;
  /** The path as logs and errors may show it. */
  label: string;
}

/** Sends one GET; the answer's body is the caller's to read (or to stream on). */
async function send(
  target: UpstreamTarget,
  accept: string,
  timeoutMs: number,
  extra?: { headers: Record<string, string>; body?: string },
): Promise<Dispatcher.ResponseData> {
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    return await request(new URL(target.path, target.base), {
      method: extra?.body === undefined ? 'GET' : 'POST',
      headers: { accept, ...extra?.headers },
      body: extra?.body,
      signal: deadline,
    });
  } catch (error) {
    const failure = deadline.aborted ? 'timeout' : 'network';
    throw new UpstreamError(target.name, target.label, failure, String(error));
  }
}

async function attemptGet(
  target: UpstreamTarget,
  timeoutMs: number,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const response = await send(target, 'application/json', timeoutMs, { headers });
  let text: string;
  try {
    text = await response.body.text();
  } catch (error) {
    throw new UpstreamError(target.name, target.label, 'network', String(error));
  }
  const status = response.statusCode;
  if (status < 200 || status >= 300) {
    throw new UpstreamError(target.name, target.label, 'status', `HTTP ${status}`, status);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const detail = `${text.length} bytes of invalid JSON`;
    throw new UpstreamError(target.name, target.label, 'malformed', detail);
  }
}

/**
 * GET a JSON document from any upstream, with timeout, bounded retries and the upstream's
 * breaker, and nothing kept: what must never be cached (lab reports) is read through this.
 */
export async function getJsonFrom(
  target: UpstreamTarget,
  policy: UpstreamPolicy,
): Promise<unknown> {
  if (breakerFor(target.name).openUntil > Date.now()) {
    const detail = 'upstream failed repeatedly; waiting';
    throw new UpstreamError(target.name, target.label, 'short-circuited', detail);
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      const body = await attemptGet(target, policy.timeoutMs);
      recordOutcome(target.name, false, policy);
      return body;
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      recordOutcome(target.name, error.isHostFault, policy);
      // An unknown id is an answer, not an incident.
      if (!error.isNotFound) log(error, attempt);
      if (
        attempt > policy.retries ||
        !error.isHostFault ||
        breakerFor(target.name).openUntil > Date.now()
      ) {
        throw error;
      }
      await sleep(100 * 3 ** (attempt - 1));
    }
  }
}

/** GET a JSON document from a content host (see getJsonFrom). */
export function getJson(host: HostName, path: string): Promise<unknown> {
  return getJsonFrom(
    { name: host, base: config().hosts[host], path, label: path },
    config().upstream,
  );
}

/** GETs a JSON document once, with headers of its own (a gateway's token). */
export function getJsonOnce(
  target: UpstreamTarget,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<unknown> {
  return attemptGet(target, timeoutMs, headers);
}

/** A POST's answer, read whole. */
export interface PostAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * POSTs once: never retried, since the upstream may have acted on a request whose answer was lost
 * (a payment order). A timeout or a lost connection throws UpstreamError; any answer is returned.
 */
export async function postOnce(
  target: UpstreamTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<PostAnswer> {
  const response = await send(target, 'application/json', timeoutMs, { headers, body });
  try {
    return {
      status: response.statusCode,
      headers: response.headers,
      text: await response.body.text(),
    };
  } catch (error) {
    throw new UpstreamError(target.name, target.label, 'network', String(error));
  }
}

/**
 * Opens a GET whose body is streamed on (a PDF): one attempt, a timeout on the answer's arrival,
 * and the upstream's breaker. The caller reads or discards the body.
 */
export async function openUpstream(
  target: UpstreamTarget,
  accept: string,
  policy: UpstreamPolicy,
): Promise<Dispatcher.ResponseData> {
  if (breakerFor(target.name).openUntil > Date.now()) {
    const detail = 'upstream failed repeatedly; waiting';
    throw new UpstreamError(target.name, target.label, 'short-circuited', detail);
  }
  try {
    const response = await send(target, accept, policy.timeoutMs);
    recordOutcome(target.name, response.statusCode >= 500, policy);
    return response;
  } catch (error) {
    if (error instanceof UpstreamError) {
      recordOutcome(target.name, true, policy);
      log(error, 1);
    }
    throw error;
  }
}

interface Stored {
  value: unknown;
  fetchedAt: number;
}

interface CachedRead {
  host: HostName;
  path: string;
  /** Turns the host's answer into what is cached. */
  parse: (raw: unknown) => unknown;
  /** A 4xx answer is kept as null (no such record) rather than failing the read. */
  notFoundIsNull: boolean;
}

function createCache(max: number) {
  const policy = config().upstream;
  return new LRUCache<string, Stored, CachedRead>({
    max,
    ttl: policy.freshMs,
    allowStale: true,
    noDeleteOnStaleGet: true,
    allowStaleOnFetchRejection: true,
    allowStaleOnFetchAbort: true,
    noDeleteOnFetchRejection: true,
    // The entry lives past its fresh time so a failed refresh can still answer with it.
    ttlAutopurge: false,
    fetchMethod: async (_key, _stale, { context: { host, path, parse, notFoundIsNull } }) => {
      let raw: unknown;
      try {
        raw = await getJson(host, path);
      } catch (error) {
        if (notFoundIsNull && error instanceof UpstreamError && error.isNotFound) {
          return { value: null, fetchedAt: Date.now() };
        }
        throw error;
      }
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
}

type Cache = ReturnType<typeof createCache>;

// Whole feeds and single records are kept apart, so that a flood of lookups of unknown ids can
// never evict the last good copy of a feed.
const caches = processWide('upstream-caches', () => ({
  current: undefined as { feeds: Cache; records: Cache } | undefined,
}));

function cacheOf(kind: 'feeds' | 'records'): Cache {
  caches.current ??= { feeds: createCache(100), records: createCache(2000) };
  return caches.current[kind];
}

function isTooOld(stored: Stored): boolean {
  return Date.now() - stored.fetchedAt > config().upstream.staleMs;
}

async function read(kind: 'feeds' | 'records', context: CachedRead): Promise<unknown> {
  const key = `${context.host} ${context.path}`;
  const cache = cacheOf(kind);
  const stored = await cache.fetch(key, { context });
  if (!stored) {
    throw new UpstreamError(context.host, context.path, 'network', 'no data');
  }
  if (isTooOld(stored)) {
    cache.delete(key);
    throw new UpstreamError(context.host, context.path, 'network', 'last good copy is too old');
  }
  return stored.value;
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
  return (await read('feeds', { host, path, parse, notFoundIsNull: false })) as T;
}

/**
 * One record, cached like a feed. A 4xx answer means the record does not exist (null), never that
 * the host is down; only a host fault with no last good copy throws.
 */
export async function getRecord<T>(
  host: HostName,
  path: string,
  parse: (raw: unknown) => T | null,
): Promise<T | null> {
  return (await read('records', { host, path, parse, notFoundIsNull: true })) as T | null;
}

/** The last good copy of a feed, without asking its host; undefined when none is held. */
export function peekFeed<T>(host: HostName, path: string): T | undefined {
  const stored = cacheOf('feeds').peek(`${host} ${path}`, { allowStale: true });
  return stored && !isTooOld(stored) ? (stored.value as T) : undefined;
}

/** Forget every cached answer and breaker state (tests, and configuration reloads). */
export function resetUpstreamState(): void {
  caches.current = undefined;
  breakers.clear();
}
