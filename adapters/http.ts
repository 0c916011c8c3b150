import 'server-only';
import { LRUCache } from 'lru-cache';
import { request, type Dispatcher } from 'undici';
import { heapBytes } from '@/domain/heapBytes.mjs';
import { memoryBudget } from '@/domain/memoryBudgets.mjs';
import { config, type HostName, type UpstreamPolicy } from './config';
import { HOST_NAMES } from './hosts';
import { logEvent } from './log';
import { processWide } from './processWide';
import { tracedCall, tracedRead, type CacheUse, type CallRecord } from './upstreamTracing';

/**
 * The one way to call an upstream service. Every call has a timeout, GETs are retried a bounded
 * number of times with backoff within a time budget, a host that keeps failing (or answering
 * nonsense) is short-circuited for a while, and answers are cached per process with
 * stale-while-revalidate: fetched once, concurrent misses share one request, and when a refresh
 * fails the last good copy is served.
 *
 * undici is called directly rather than the global fetch, which Next.js patches: a page rendered
 * into the page cache must not be turned dynamic (or fail) because an adapter asked its upstream.
 */

export type UpstreamFailure = 'timeout' | 'network' | 'status' | 'malformed' | 'short-circuited';

/**
 * Statuses that say the host, not the request, is the trouble: it is down (5xx), overloaded (429)
 * or refusing everyone (401, 403, as a host-wide block or lapsed credentials do). Any other answer,
 * a 404 among them, shows the host up and about.
 */
const isHostFaultStatus = (status: number) =>
  status === 401 || status === 403 || status === 429 || status >= 500;

/** Worth asking again after a pause; a refusal (401, 403) will not change in a second. */
const isRetryableStatus = (status: number) => status === 429 || status >= 500;

export class UpstreamError extends Error {
  constructor(
    /** The upstream's name: a content host, or a lab server. */
    readonly host: string,
    /** What was asked for, as it may be logged (a lab's ids are left out). */
    readonly path: string,
    readonly failure: UpstreamFailure,
    detail: string,
    /**
     * The HTTP status, when the host answered with an error status; when short-circuited, the
     * status of the failure that last counted towards the breaker, if it had one.
     */
    readonly status?: number,
  ) {
    super(`${host} ${path}: ${failure} (${detail})`);
    this.name = 'UpstreamError';
  }

  /**
   * The host itself is unwell, and this counts towards its breaker. A wrong-shaped answer is one:
   * a host that answers nonsense is no more use than one that does not answer.
   */
  get isHostFault(): boolean {
    switch (this.failure) {
      case 'timeout':
      case 'network':
      case 'malformed':
        return true;
      case 'status':
        return isHostFaultStatus(this.status ?? 0);
      case 'short-circuited':
        // Counted already, when the breaker opened.
        return false;
    }
  }

  /** Worth asking again within the same read. The same wrong answer would most likely come back. */
  get isRetryable(): boolean {
    if (this.failure === 'timeout' || this.failure === 'network') return true;
    return this.failure === 'status' && isRetryableStatus(this.status ?? 0);
  }

  /** The host answered that the one record asked for does not exist. */
  get isNotFound(): boolean {
    return this.failure === 'status' && this.status === 404;
  }
}

/** What this process knows of one upstream: its breaker, and what readiness checks report. */
interface UpstreamState {
  /** Host faults in a row. */
  failures: number;
  openUntil: number;
  lastSuccessAt: number | null;
  lastFailure: UpstreamFailureRecord | null;
}

export interface UpstreamFailureRecord {
  at: number;
  kind: UpstreamFailure;
  /** The HTTP status, when the host answered one. */
  status: number | null;
}

const upstreams = processWide('upstream-breakers', () => new Map<string, UpstreamState>());

function stateOf(name: string): UpstreamState {
  let state = upstreams.get(name);
  if (!state) {
    state = { failures: 0, openUntil: 0, lastSuccessAt: null, lastFailure: null };
    upstreams.set(name, state);
  }
  return state;
}

const isOpen = (name: string) => stateOf(name).openUntil > Date.now();

/**
 * Only host faults count; any other answer (even a 404) shows the host is up. Calls made outside
 * any breaker (a payment gateway's, made once) pass no policy and are only recorded.
 */
function recordOutcome(name: string, error: UpstreamError | null, policy?: UpstreamPolicy): void {
  const state = stateOf(name);
  if (!error?.isHostFault) {
    state.lastSuccessAt = Date.now();
    state.failures = 0;
    state.openUntil = 0;
    return;
  }
  state.lastFailure = { at: Date.now(), kind: error.failure, status: error.status ?? null };
  if (!policy) return;
  state.failures += 1;
  if (state.failures >= policy.breakerFailures) {
    state.openUntil = Date.now() + policy.breakerCooldownMs;
  }
}

/**
 * The error of a call not made because the upstream's breaker is open. It carries the last
 * counted failure's status, so a caller that reports statuses (the lab lookup's "HTTP error!
 * status: 503") says the same while the upstream is left alone.
 */
function shortCircuited(target: UpstreamTarget): UpstreamError | null {
  const state = stateOf(target.name);
  if (state.openUntil <= Date.now()) return null;
  const detail = 'upstream failed repeatedly; waiting';
  const status = state.lastFailure?.status ?? undefined;
  return new UpstreamError(target.name, target.label, 'short-circuited', detail, status);
}

function log(error: UpstreamError, attempt: number): void {
  logEvent('warn', 'upstream_failure', {
    host: error.host,
    path: error.path,
    failure: error.failure,
    attempt,
    message: error.message,
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Less time than this cannot bring an answer over the internet: no attempt is started with less. */
const SHORTEST_ATTEMPT_MS = 200;

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

/**
 * Sends one GET (or a POST, with a body); the answer's body is the caller's to read (or to stream
 * on). Its status is told to the call's span.
 */
async function send(
  target: UpstreamTarget,
  accept: string,
  timeoutMs: number,
  record: CallRecord,
  extra?: { headers: Record<string, string>; body?: string },
): Promise<Dispatcher.ResponseData> {
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    const response = await request(new URL(target.path, target.base), {
      method: extra?.body === undefined ? 'GET' : 'POST',
      headers: { accept, ...extra?.headers },
      body: extra?.body,
      signal: deadline,
    });
    record.status = response.statusCode;
    return response;
  } catch (error) {
    const failure = deadline.aborted ? 'timeout' : 'network';
    throw new UpstreamError(target.name, target.label, failure, String(error));
  }
}

async function attemptGet(
  target: UpstreamTarget,
  timeoutMs: number,
  record: CallRecord,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const response = await send(target, 'application/json', timeoutMs, record, { headers });
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

/** What `parse` rejects is a malformed answer of this upstream, whoever threw it. */
function parsedAnswer<T>(target: UpstreamTarget, raw: unknown, parse: (raw: unknown) => T): T {
  try {
    return parse(raw);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new UpstreamError(target.name, target.label, 'malformed', detail);
  }
}

/**
 * GET a JSON document from any upstream, with the upstream's breaker and retries within a time
 * budget: each attempt's limit is the smaller of the per-attempt timeout and what remains of the
 * budget, and no retry starts that could not get SHORTEST_ATTEMPT_MS. `parse` checks the answer's
 * shape inside the read, so that a wrong answer counts towards the breaker like a failed call.
 * Nothing is kept: what must never be cached (lab reports) is read through this.
 */
export function getJsonFrom<T = unknown>(
  target: UpstreamTarget,
  policy: UpstreamPolicy,
  parse: (raw: unknown) => T = (raw) => raw as T,
): Promise<T> {
  // One span for the read, its retries counted on it; a short-circuited one shows up too.
  return tracedCall(target, 'GET', async (record) => {
    const refused = shortCircuited(target);
    if (refused) throw refused;
    const giveUpAt = Date.now() + policy.budgetMs;
    for (let attempt = 1; ; attempt += 1) {
      record.retries = attempt - 1;
      try {
        const timeoutMs = Math.min(policy.timeoutMs, giveUpAt - Date.now());
        const value = parsedAnswer(target, await attemptGet(target, timeoutMs, record), parse);
        recordOutcome(target.name, null, policy);
        return value;
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        recordOutcome(target.name, error, policy);
        // An unknown id is an answer, not an incident.
        if (!error.isNotFound) log(error, attempt);
        const backoffMs = 100 * 3 ** (attempt - 1);
        if (
          attempt > policy.retries ||
          !error.isRetryable ||
          isOpen(target.name) ||
          giveUpAt - Date.now() - backoffMs < SHORTEST_ATTEMPT_MS
        ) {
          throw error;
        }
        await sleep(backoffMs);
      }
    }
  });
}

/** GET a JSON document from a content host (see getJsonFrom). */
export function getJson<T = unknown>(
  host: HostName,
  path: string,
  parse?: (raw: unknown) => T,
): Promise<T> {
  return getJsonFrom(
    { name: host, base: config().hosts[host], path, label: path },
    config().upstream,
    parse,
  );
}

/** GETs a JSON document once, with headers of its own (a gateway's token). */
export function getJsonOnce(
  target: UpstreamTarget,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<unknown> {
  return tracedCall(target, 'GET', async (record) => {
    try {
      const body = await attemptGet(target, timeoutMs, record, headers);
      recordOutcome(target.name, null);
      return body;
    } catch (error) {
      if (error instanceof UpstreamError) recordOutcome(target.name, error);
      throw error;
    }
  });
}

/** A POST's answer, read whole. */
export interface PostAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** Records an answer passed on whatever its status: only a host-fault status counts against it. */
function recordAnswer(target: UpstreamTarget, status: number, policy?: UpstreamPolicy): void {
  const fault = isHostFaultStatus(status)
    ? new UpstreamError(target.name, target.label, 'status', `HTTP ${status}`, status)
    : null;
  recordOutcome(target.name, fault, policy);
}

/**
 * POSTs once: never retried, since the upstream may have acted on a request whose answer was lost
 * (a payment order). A timeout or a lost connection throws UpstreamError; any answer is returned.
 */
export function postOnce(
  target: UpstreamTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<PostAnswer> {
  return tracedCall(target, 'POST', async (record) => {
    let answer: PostAnswer;
    try {
      const response = await send(target, 'application/json', timeoutMs, record, {
        headers,
        body,
      });
      const { statusCode: status, headers: answerHeaders } = response;
      try {
        answer = { status, headers: answerHeaders, text: await response.body.text() };
      } catch (error) {
        throw new UpstreamError(target.name, target.label, 'network', String(error));
      }
    } catch (error) {
      if (error instanceof UpstreamError) recordOutcome(target.name, error);
      throw error;
    }
    recordAnswer(target, answer.status);
    return answer;
  });
}

/**
 * Opens a GET whose body is streamed on (a PDF): one attempt, a timeout on the answer's arrival,
 * and the upstream's breaker. Never retried, so its one attempt may use the whole read's budget.
 * The caller reads or discards the body.
 */
export function openUpstream(
  target: UpstreamTarget,
  accept: string,
  policy: UpstreamPolicy,
): Promise<Dispatcher.ResponseData> {
  // The span ends when the answer starts: the body is streamed on after it.
  return tracedCall(target, 'GET', async (record) => {
    const refused = shortCircuited(target);
    if (refused) throw refused;
    try {
      const timeoutMs = Math.max(policy.timeoutMs, policy.budgetMs);
      const response = await send(target, accept, timeoutMs, record);
      recordAnswer(target, response.statusCode, policy);
      return response;
    } catch (error) {
      if (error instanceof UpstreamError) {
        recordOutcome(target.name, error, policy);
        log(error, 1);
      }
      throw error;
    }
  });
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
  /** A 404 answer is kept as null (no such record) rather than failing the read. */
  notFoundIsNull: boolean;
}

/**
 * Bounded in bytes (domain/memoryBudgets.mjs), as well as in entries: a feed's size is the
 * upstream's to choose. What the search builds on a feed (its index, kept beside the list it
 * indexes) goes with the feed's copy.
 */
function createCache(budget: 'upstreamFeeds' | 'upstreamRecords', max: number) {
  const policy = config().upstream;
  return new LRUCache<string, Stored, CachedRead>({
    max,
    maxSize: memoryBudget(budget),
    sizeCalculation: (stored, key) => heapBytes(stored.value) + heapBytes(key) + 64,
    ttl: policy.freshMs,
    allowStale: true,
    noDeleteOnStaleGet: true,
    allowStaleOnFetchRejection: true,
    allowStaleOnFetchAbort: true,
    noDeleteOnFetchRejection: true,
    // The entry lives past its fresh time so a failed refresh can still answer with it.
    ttlAutopurge: false,
    // A failed read rejects, so the last good copy stays: valid JSON of the wrong shape as well.
    fetchMethod: async (_key, _stale, { context: { host, path, parse, notFoundIsNull } }) => {
      try {
        return { value: await getJson(host, path, parse), fetchedAt: Date.now() };
      } catch (error) {
        if (notFoundIsNull && error instanceof UpstreamError && error.isNotFound) {
          return { value: null, fetchedAt: Date.now() };
        }
        throw error;
      }
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
  caches.current ??= {
    feeds: createCache('upstreamFeeds', 100),
    records: createCache('upstreamRecords', 2000),
  };
  return caches.current[kind];
}

function isTooOld(stored: Stored): boolean {
  return Date.now() - stored.fetchedAt > config().upstream.staleMs;
}

/** The host's latest outcome was a host fault, or its breaker is open. */
function isFailing(name: string): boolean {
  const { lastFailure, lastSuccessAt, openUntil } = stateOf(name);
  return openUntil > Date.now() || (lastFailure !== null && lastFailure.at > (lastSuccessAt ?? 0));
}

/** How the cache will answer a read of `key` (told to the read's span). */
function cacheUse(cache: Cache, key: string, host: string): CacheUse {
  if (cache.has(key)) return 'fresh';
  if (cache.peek(key, { allowStale: true }) === undefined) return 'miss';
  return isFailing(host) ? 'last-good' : 'stale';
}

function read(kind: 'feeds' | 'records', context: CachedRead): Promise<unknown> {
  const key = `${context.host} ${context.path}`;
  const cache = cacheOf(kind);
  const target = { name: context.host, label: context.path };
  return tracedRead(target, cacheUse(cache, key, context.host), async () => {
    const stored = await cache.fetch(key, { context });
    if (!stored) {
      throw new UpstreamError(context.host, context.path, 'network', 'no data');
    }
    if (isTooOld(stored)) {
      cache.delete(key);
      throw new UpstreamError(context.host, context.path, 'network', 'last good copy is too old');
    }
    return stored.value;
  });
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
 * One record, cached like a feed. A 404, or what `parse` reads as the host's own empty answer,
 * means the record does not exist (null); any other failure with no last good copy throws.
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

/**
 * The last good copies of a host's feeds (or records) that may still be served: how many, and
 * their ages in milliseconds.
 */
export interface HeldCopies {
  count: number;
  oldestAgeMs: number;
  newestAgeMs: number;
}

/** One upstream, as a readiness check may report it: names and times only, no address. */
export interface UpstreamHealth {
  /** Epoch milliseconds of its last answer (any answer but a host fault); null: none yet. */
  lastSuccessAt: number | null;
  lastFailure: UpstreamFailureRecord | null;
  /** Its breaker is open: calls to it are not being made. */
  breakerOpen: boolean;
  /** Held copies of its feeds; null for an upstream whose answers are never cached. */
  feedCopies: HeldCopies | null;
  /** Held copies of its single records (a consultant, an event); null as for feeds. */
  recordCopies: HeldCopies | null;
}

const NONE_HELD: HeldCopies = { count: 0, oldestAgeMs: 0, newestAgeMs: 0 };

function heldCopiesByHost(kind: 'feeds' | 'records'): Map<string, HeldCopies> {
  const now = Date.now();
  const byHost = new Map<string, HeldCopies>();
  // dump() includes copies being refreshed in the background, which entries() leaves out.
  for (const [key, { value: stored }] of caches.current?.[kind].dump() ?? []) {
    if (isTooOld(stored)) continue;
    const host = key.slice(0, key.indexOf(' '));
    const age = now - stored.fetchedAt;
    const held = byHost.get(host);
    byHost.set(
      host,
      held
        ? {
            count: held.count + 1,
            oldestAgeMs: Math.max(held.oldestAgeMs, age),
            newestAgeMs: Math.min(held.newestAgeMs, age),
          }
        : { count: 1, oldestAgeMs: age, newestAgeMs: age },
    );
  }
  return byHost;
}

/**
 * What this process knows of every upstream: each content host (asked yet or not) and every other
 * upstream called through this module (labs, the payment gateway), keyed by name.
 */
export function upstreamHealth(): Record<string, UpstreamHealth> {
  const feeds = heldCopiesByHost('feeds');
  const records = heldCopiesByHost('records');
  const contentHosts: readonly string[] = HOST_NAMES;
  const names = new Set([...contentHosts, ...upstreams.keys()]);
  return Object.fromEntries(
    [...names].sort().map((name) => {
      const state = upstreams.get(name);
      const health: UpstreamHealth = {
        lastSuccessAt: state?.lastSuccessAt ?? null,
        lastFailure: state?.lastFailure ? { ...state.lastFailure } : null,
        breakerOpen: (state?.openUntil ?? 0) > Date.now(),
        feedCopies: contentHosts.includes(name) ? (feeds.get(name) ?? { ...NONE_HELD }) : null,
        recordCopies: contentHosts.includes(name) ? (records.get(name) ?? { ...NONE_HELD }) : null,
      };
      return [name, health];
    }),
  );
}

/** Forget every cached answer and upstream state (tests, and configuration reloads). */
export function resetUpstreamState(): void {
  caches.current = undefined;
  upstreams.clear();
}
