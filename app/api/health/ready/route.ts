import { mayReadHealthDetails } from '@/adapters/healthAccess';
import { upstreamHealth, type UpstreamHealth } from '@/adapters/http';
import { pageCacheStatus } from '@/adapters/pageCacheStatus';
import { sharedRedis, sharedStateStatus } from '@/adapters/sharedState';

export const dynamic = 'force-dynamic';

const at = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs).toISOString());

/** How long a Redis ping may take before Redis counts as not answering. */
const PING_TIMEOUT_MS = 500;

async function redisPingMs(): Promise<number | null> {
  const client = sharedRedis();
  if (!client || client.status !== 'ready') return null;
  const started = performance.now();
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), PING_TIMEOUT_MS));
  const answered = await Promise.race([
    client.ping().then(
      () => true,
      () => null,
    ),
    timeout,
  ]);
  return answered ? Math.round(performance.now() - started) : null;
}

function describe(health: UpstreamHealth) {
  return {
    lastSuccessAt: at(health.lastSuccessAt),
    lastFailure: health.lastFailure && { ...health.lastFailure, at: at(health.lastFailure.at) },
    breakerOpen: health.breakerOpen,
    // How many last good copies this instance holds and how old they are (ms): what it would
    // serve if the upstream failed now.
    feedCopies: health.feedCopies,
    recordCopies: health.recordCopies,
  };
}

/** Something the instance leans on is failing now: its breaker is open, or its last call failed. */
const isFailing = (health: UpstreamHealth) =>
  health.breakerOpen ||
  (health.lastFailure !== null && health.lastFailure.at > (health.lastSuccessAt ?? 0));

/**
 * Readiness, for monitoring and load balancers: each upstream's last success and failure, its
 * breaker and the age of the copies this instance holds, and Redis. Always 200 while the instance
 * serves: it serves the last good copies when upstreams fail, so taking it out of a pool would
 * help nobody; `status` says "degraded" so monitoring can. No address, secret or patient id; the
 * details only to callers that may read them (adapters/healthAccess.ts), `status` to anyone.
 */
export async function GET(request: Request): Promise<Response> {
  const upstreams = upstreamHealth();
  const sharedState = sharedStateStatus();
  const pingMs = await redisPingMs();
  const failing = Object.entries(upstreams)
    .filter(([, health]) => isFailing(health))
    .map(([name]) => name);
  const redisDown =
    sharedState === 'redis-unreachable' || (sharedState === 'redis' && pingMs === null);
  const status = failing.length > 0 || redisDown ? 'degraded' : 'ok';
  if (!mayReadHealthDetails(request.headers)) {
    return Response.json({ status }, { headers: { 'Cache-Control': 'no-store' } });
  }
  return Response.json(
    {
      status,
      failing,
      redis: sharedState === 'instance' ? 'not configured' : redisDown ? 'unreachable' : { pingMs },
      pageCache: pageCacheStatus(),
      upstreams: Object.fromEntries(
        Object.entries(upstreams).map(([name, health]) => [name, describe(health)]),
      ),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
