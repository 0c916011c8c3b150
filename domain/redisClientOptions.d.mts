// Types of redisClientOptions.mjs.
export const REDIS_CLIENT_OPTIONS: Readonly<{
  enableOfflineQueue: false;
  maxRetriesPerRequest: number;
  connectTimeout: number;
}>;
