import { GraphQLError } from 'graphql';
import { UpstreamError } from '@/adapters/http';

/**
 * Errors a client may see. Anything else thrown by a resolver is masked by yoga as an unexpected
 * error, so upstream addresses and stack traces never leave the server.
 */

export function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/**
 * Run an upstream read; when the upstream is unavailable and no cached copy exists, fail with the
 * message the specification gives for that screen (for example "Failed to fetch data").
 */
export async function fromUpstream<T>(message: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof UpstreamError) {
      throw new GraphQLError(message, { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    }
    throw error;
  }
}

/**
 * Run an upstream read whose failure the specification only logs (news, departments, about us,
 * announcements, careers, galleries): the area stays empty. The transport has logged it already.
 */
export async function orEmpty<T>(empty: T, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof UpstreamError) return empty;
    throw error;
  }
}
