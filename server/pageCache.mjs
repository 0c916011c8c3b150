// Next.js's cache (rendered pages, route handlers, data) for every instance: in Redis when
// PAGE_CACHE_REDIS_URL (or else REDIS_URL) is set, with this instance's copies in front and as the fallback
// (server/pageCacheTiers.mjs); in this instance's memory alone without it. next.config.build.ts names
// this file.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { Redis } from 'ioredis';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { REDIS_CLIENT_OPTIONS } from '../domain/redisClientOptions.mjs';
import { memoryBudget } from '../domain/memoryBudgets.mjs';
import { createLocalCopies, tieredHandler } from './pageCacheTiers.mjs';
/** A Redis call slower than this counts as Redis away; the page is served from memory instead. */
const REDIS_TIMEOUT_MS = 500;
/** How long a copy is kept in Redis after it went stale: a day, then the page renders anew. */
const EXPIRE_AFTER_STALE_SECONDS = 24 * 60 * 60;

/** What the readiness answer reports (adapters/pageCacheStatus.ts), kept once per process. */
const STATUS = Symbol.for('farooq-hospital-web:page-cache');

function redisFor(url) {
  const client = new Redis(url, { ...REDIS_CLIENT_OPTIONS });
  client.on('error', () => undefined);
  // The package's ioredis adapter calls `set` unbound when it passes options (EXAT, NX), which
  // ioredis cannot do (3.3.0): bound here.
  client.set = client.set.bind(client);
  return client;
}

/** Waits up to `ms` for the connection, so an instance's first requests already share the cache. */
async function connected(client, ms) {
  if (client.status === 'ready') return;
  await new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

CacheHandler.onCreation(async ({ buildId }) => {
  // Best a Redis of its own, bounded in bytes with allkeys-lru (docs/operations.md).
  const url = process.env.PAGE_CACHE_REDIS_URL || process.env.REDIS_URL;
  // The build renders into its own memory: Redis is for the running instances.
  const client = url && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD ? redisFor(url) : null;
  const status = {
    /** Redis's connection state ('ready' when it answers); null without REDIS_URL. */
    redis: () => client?.status ?? null,
    /** Reads and writes that found Redis away and used this instance's copies. */
    fallbacks: 0,
    lastFallbackAt: null,
  };
  globalThis[STATUS] = status;
  if (client) await connected(client, 2000);
  const handler = tieredHandler({
    shared: client
      ? createRedisHandler({
          client: ioredisAdapter(client),
          // Keys carry the build id: a new build starts with an empty cache of its own, and
          // during a rolling deploy old and new instances never read each other's pages.
          keyPrefix: `fh:next:${buildId ?? 'unknown'}:`,
          timeoutMs: REDIS_TIMEOUT_MS,
          keyExpirationStrategy: 'EXAT',
        })
      : null,
    isReady: () => client?.status === 'ready',
    local: createLocalCopies({ maxBytes: memoryBudget('pageCache') }),
    onFallback: (error) => {
      if (process.env.NEXT_PRIVATE_DEBUG_CACHE) console.warn('[pageCache] Redis not used:', error);
      status.fallbacks += 1;
      status.lastFallbackAt = Date.now();
    },
  });
  return {
    handlers: [handler],
    ttl: { estimateExpireAge: (staleAge) => staleAge + EXPIRE_AFTER_STALE_SECONDS },
  };
});

/**
 * The package keeps no page lifetime in its entries; Next.js 16.4 reads one back from the entry
 * (`cacheControl`), and without it another instance serves the page with no Cache-Control and
 * renders it again a second later. The lifetime travels inside the stored value.
 */
class LifetimeKeepingCacheHandler extends CacheHandler {
  async set(key, value, ctx) {
    const kept = value && ctx?.cacheControl ? { ...value, cacheControl: ctx.cacheControl } : value;
    return super.set(key, kept, ctx);
  }

  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (entry?.value?.cacheControl) entry.cacheControl = entry.value.cacheControl;
    return entry;
  }
}

export default LifetimeKeepingCacheHandler;
