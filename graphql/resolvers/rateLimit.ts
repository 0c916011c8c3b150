import { RateLimited, takeOne } from '@/adapters/sharedState';
import type { GraphQLContext } from '../context';
import { rateLimited } from '../errors';

/**
 * Counts one request of a kind (`name`) from the asking client against `perMinute`; past it, a
 * RATE_LIMITED error with `message` and the seconds to wait.
 */
export async function withinRateLimit(
  context: GraphQLContext,
  name: string,
  perMinute: number,
  message: string,
): Promise<void> {
  try {
    await takeOne(name, perMinute, await context.clientKey());
  } catch (error) {
    if (error instanceof RateLimited) throw rateLimited(message, error.retryAfterSeconds);
    throw error;
  }
}
