// Plain JavaScript: Next.js's cache handler (server/pageCache.mjs) is loaded uncompiled, and it
// connects to Redis as adapters/sharedState.ts does.

/**
 * A command while Redis is away fails at once, and the caller falls back to this instance's own
 * state, rather than waiting in a queue behind a patient's request.
 */
export const REDIS_CLIENT_OPTIONS = Object.freeze({
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2000,
});
