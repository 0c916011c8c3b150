import { createHash } from 'node:crypto';

/**
 * An ETag for each answer written whole at once that may be kept (a page from the page cache, a
 * prerendered page), and 304 with no body to a request that holds it already (server/answer.ts):
 * what Next.js's `generateEtags` did, which this replaces (next.config.build.ts). Next hashes a page's
 * text in JavaScript, a character at a time; on a cached 150 KB branch page that was an eighth of
 * what serving it cost (issue 42). Here the bytes as sent (after the paint rewrite) are hashed by
 * Node's native SHA-1. nginx revalidates its copies with the tag (`proxy_cache_revalidate`), and
 * a patient's browser reloading a page gets 304 instead of the page again.
 *
 * Streamed answers (a page rendered for the request) are sent before their end is known and get
 * none, as with Next. Nor does an answer that is not to be kept, or one that has its own (the
 * GraphQL API's, graphql/responseCache.ts).
 */

export function entityTag(bytes: Uint8Array | string): string {
  return `"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

/** Whether an answer of this status and these headers may be tagged. */
export function mayTag(
  status: number,
  cacheControl: unknown,
  hasTag: boolean,
  keptNowhere: boolean,
): boolean {
  // A missing record's page is sent `no-store` as its head is written (server/answerHeaders.ts).
  if (status !== 200 || hasTag || keptNowhere) return false;
  return !/\b(no-store|private)\b/.test(String(cacheControl ?? ''));
}

/** Whether If-None-Match names `tag` (weakly compared, as RFC 9110 asks of it). */
export function holds(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((each) => each.trim().replace(/^W\//, ''))
    .some((each) => each === tag || each === '*');
}
