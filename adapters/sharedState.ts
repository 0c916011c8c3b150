import 'server-only';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { CLIENT_ADDRESS_HEADER } from '@/domain/clientAddress';
import { REDIS_CLIENT_OPTIONS } from '@/domain/redisClientOptions.mjs';
import { config } from './config';
import { processWide } from './processWide';

/**
 * State several instances of the site must share (rate limits, payment tokens, orders).
 * With REDIS_URL it lives in Redis; without it, or while Redis is down, each instance keeps its
 * own, which /api/health reports.
 */

/** The Redis client, when REDIS_URL is set. */
export function sharedRedis(): Redis | null {
  return processWide('redis', () => {
    const url = config().redisUrl;
    if (!url) return null;
    const client = new Redis(url, { ...REDIS_CLIENT_OPTIONS });
    client.on('error', () => undefined);
    return client;
  });
}

/** The client while it is connected; null without REDIS_URL or while Redis is away. */
function connectedRedis(): Redis | null {
  const client = sharedRedis();
  return client?.status === 'ready' ? client : null;
}

/** A value kept under `key` by any instance; null when there is none, or no Redis to ask. */
export async function readShared<T>(key: string): Promise<T | null> {
  const text = await connectedRedis()
    ?.get(key)
    .catch(() => null);
  return text ? (JSON.parse(text) as T) : null;
}

/** Keeps a value under `key` for every instance, for `ttlMs`; without Redis, nothing is kept. */
export async function writeShared(key: string, value: unknown, ttlMs: number): Promise<void> {
  await connectedRedis()
    ?.set(key, JSON.stringify(value), 'PX', ttlMs)
    .catch(() => undefined);
}

export async function dropShared(key: string): Promise<void> {
  await connectedRedis()
    ?.del(key)
    .catch(() => undefined);
}

export type SharedStateStatus = 'redis' | 'redis-unreachable' | 'instance';

/** Where shared state lives right now. */
export function sharedStateStatus(): SharedStateStatus {
  const client = sharedRedis();
  if (!client) return 'instance';
  return client.status === 'ready' ? 'redis' : 'redis-unreachable';
}

/**
 * Who a request comes from, for rate limits: the address the front server decided
 * (domain/clientAddress.ts), from the socket or the configured trusted proxies, never from what
 * the client says. Without the front server (next dev) every client is one.
 */
export function clientKeyOf(headers: Pick<Headers, 'get'>): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown';
}

/** Too many requests of one kind from one client; try again after `retryAfterSeconds`. */
export class RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Rate limited for ${retryAfterSeconds} s`);
    this.name = 'RateLimited';
  }
}

/** Bumped to forget every count (the end-to-end tests' reset); a new generation counts anew. */
const limits = processWide('limiter-generation', () => ({ generation: 0 }));

export function resetRateLimits(): void {
  limits.generation += 1;
}

function limiter(name: string, points: number, durationSeconds: number): RateLimiterAbstract {
  const keyPrefix = limits.generation ? `${name}:${limits.generation}` : name;
  return processWide(`limiter:${keyPrefix}:${points}`, () => {
    const local = new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
    const client = sharedRedis();
    if (!client) return local;
    return new RateLimiterRedis({
      storeClient: client,
      keyPrefix,
      points,
      duration: durationSeconds,
      // While Redis is down each instance counts on its own.
      insuranceLimiter: local,
    });
  });
}

/**
 * The limiter rejects with a RateLimiterRes. Not tested with instanceof: the limiter is
 * process-wide, and the page bundles and /api/graphql each load their own copy of the library, so
 * a refusal made by one copy is not an instance of the other's class.
 */
function isRefusal(error: unknown): error is RateLimiterRes {
  return (
    typeof error === 'object' &&
    error !== null &&
    !(error instanceof Error) &&
    typeof (error as Partial<RateLimiterRes>).msBeforeNext === 'number'
  );
}

/**
 * Counts one request of a kind (`name`) from one client against `points` a minute; throws
 * RateLimited when the client has none left.
 */
export async function takeOne(name: string, points: number, client: string): Promise<void> {
  try {
    await limiter(name, points, 60).consume(client);
  } catch (error) {
    if (isRefusal(error)) {
      throw new RateLimited(Math.ceil(error.msBeforeNext / 1000));
    }
    throw error;
  }
}
