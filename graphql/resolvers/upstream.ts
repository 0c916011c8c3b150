import { UpstreamError } from '@/adapters/http';
import type { GraphQLContext } from '../context';
import { unavailable } from '../errors';
import { connection, pageOf, type PageArgs } from './pagination';

/**
 * Run an upstream read; when the upstream is unavailable and no cached copy exists, fail with the
 * message the specification gives for that screen (for example "Failed to fetch data").
 */
export async function fromUpstream<T>(message: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof UpstreamError) throw unavailable(message);
    throw error;
  }
}

/**
 * A page of a list whose failure the specification only logs (news, events, announcements,
 * careers, galleries): an empty page. The page arguments are checked before anything is read.
 */
export async function connectionOrEmpty<T>(
  context: GraphQLContext,
  read: () => Promise<T[]>,
  args: PageArgs,
) {
  const page = pageOf(args);
  return connection(await orEmpty(context, [], read), page);
}

/**
 * Run an upstream read of a list whose failure the specification only logs (news, departments,
 * about us, announcements, careers, galleries): the list stays empty. The transport has logged it.
 * An answer so emptied is no copy for any cache to keep.
 */
export async function orEmpty<T>(
  context: GraphQLContext,
  empty: T,
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    context.noStore();
    return empty;
  }
}
