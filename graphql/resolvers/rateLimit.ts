import { requestScope } from '@/adapters/log';
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
  // A page rendering this request learns the verdict before its lookup ends, so that its status
  // can say it (components/lab/labLookup.ts).
  const scope = requestScope.getStore();
  try {
    await takeOne(name, perMinute, await context.clientKey());
    scope?.onBudget?.(null);
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error;
    if (scope) scope.retryAfter = error.retryAfterSeconds;
    scope?.onBudget?.(error.retryAfterSeconds);
    throw rateLimited(message, error.retryAfterSeconds);
  }
}
