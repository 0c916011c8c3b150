import { sharedStateStatus } from '@/adapters/sharedState';

export const dynamic = 'force-dynamic';

const SHARED_STATE = {
  redis: 'shared by every instance (Redis)',
  'redis-unreachable': 'this instance only: Redis is configured but not answering',
  instance: 'this instance only: REDIS_URL is not set',
} as const;

/**
 * Liveness, for process managers: the site answers, and where its rate limits and payment state
 * live. Touches nothing; /api/health/ready reports the upstreams and Redis.
 */
export function GET(): Response {
  const status = sharedStateStatus();
  return Response.json(
    { ok: true, sharedState: status, sharedStateMeans: SHARED_STATE[status] },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
