import 'server-only';
import { sharedStateStatus } from './sharedState';

/** What server/pageCache.mjs (Next's cache handler) keeps about itself, once per process. */
interface PageCacheState {
  redis: () => string | null;
  fallbacks: number;
  lastFallbackAt: number | null;
}

const STATE_KEY = Symbol.for('farooq-hospital-web:page-cache');

export interface PageCacheStatus {
  /** Where rendered pages are kept and read now. */
  store:
    | 'Redis, shared by every instance'
    | 'this instance (Redis unreachable)'
    | 'this instance (REDIS_URL not set)';
  /** Reads and writes that found Redis away and used this instance's copies instead. */
  fallbacks: number;
  lastFallbackAt: string | null;
}

/** Where the page cache lives right now, for the readiness answer. */
export function pageCacheStatus(): PageCacheStatus {
  const state = (globalThis as Record<symbol, PageCacheState | undefined>)[STATE_KEY];
  // Until the first page is cached the handler does not exist: the site's own connection to the
  // same Redis tells.
  const redis = state
    ? state.redis()
    : { redis: 'ready', 'redis-unreachable': 'down', instance: null }[sharedStateStatus()];
  return {
    store:
      redis === null
        ? 'this instance (REDIS_URL not set)'
        : redis === 'ready'
          ? 'Redis, shared by every instance'
          : 'this instance (Redis unreachable)',
    fallbacks: state?.fallbacks ?? 0,
    lastFallbackAt: state?.lastFallbackAt ? new Date(state.lastFallbackAt).toISOString() : null,
  };
}
