// Plain JavaScript: server/pageCache.mjs reads it, and Next.js loads that file uncompiled.

/**
 * The one place for the byte budgets of what an instance keeps in memory: each is read from the
 * environment variable named here, in megabytes (.env.example, docs/operations.md "Memory").
 * Their sum, 66 MB by default, is the most the caches hold; an instance with them full stays
 * under 300 MB resident, so two instances and Redis fit a 2 GB server.
 */
export const MEMORY_BUDGETS = Object.freeze({
  /** Rendered pages, route answers and cached data: this instance's copies (server/pageCache.mjs). */
  pageCache: { variable: 'PAGE_CACHE_MEMORY_MB', megabytes: 32 },
  /** The content hosts' whole feeds, parsed (adapters/http.ts). */
  upstreamFeeds: { variable: 'UPSTREAM_FEEDS_MEMORY_MB', megabytes: 16 },
  /** Single records (a consultant, an event) from the content hosts (adapters/http.ts). */
  upstreamRecords: { variable: 'UPSTREAM_RECORDS_MEMORY_MB', megabytes: 8 },
  /** Public answers of /api/graphql kept for everyone (graphql/responseCache.ts). */
  graphqlAnswers: { variable: 'GRAPHQL_ANSWERS_MEMORY_MB', megabytes: 8 },
  /** Payment orders this instance made, for the status page (adapters/paypro.ts). */
  paymentOrders: { variable: 'PAYMENT_ORDERS_MEMORY_MB', megabytes: 2 },
});

const MB = 1024 * 1024;

/** One budget in bytes; a value that is not a whole number of megabytes from 1 stops the start. */
export function memoryBudget(name, env = process.env) {
  const { variable, megabytes } = MEMORY_BUDGETS[name];
  const raw = env[variable]?.trim();
  const chosen = raw ? Number(raw) : megabytes;
  if (!Number.isInteger(chosen) || chosen < 1) {
    throw new Error(`${variable} must be a whole number of megabytes (1 or more), got "${raw}"`);
  }
  return chosen * MB;
}
