import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isKeptNowhere } from './requestScope';

/**
 * An ETag for each answer written whole at once that may be kept (a page from the page cache, a
 * prerendered page), and 304 with no body to a request that holds it already: what Next.js's
 * `generateEtags` did, which this replaces (next.config.ts). Next hashes a page's text in
 * JavaScript, a character at a time; on a cached 150 KB branch page that was an eighth of what
 * serving it cost (issue 42). Here the bytes as sent (after the paint rewrite) are hashed by
 * Node's native SHA-1. nginx revalidates its copies with the tag (`proxy_cache_revalidate`), and
 * a patient's browser reloading a page gets 304 instead of the page again.
 *
 * Streamed answers (a page rendered for the request) are sent before their end is known and get
 * none, as with Next. Nor does an answer that is not to be kept, or one that has its own (the
 * GraphQL API's, graphql/responseCache.ts).
 */
export function tagWholeAnswers(request: IncomingMessage, response: ServerResponse): void {
  if (request.method !== 'GET') return;
  const write = response.write.bind(response);
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  let streamed = false;

  response.write = ((...args: Parameters<ServerResponse['write']>) => {
    streamed = true;
    return write(...args);
  }) as ServerResponse['write'];

  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const whole = typeof chunk === 'string' || chunk instanceof Uint8Array;
    if (streamed || !whole || chunk.length === 0 || !mayTag(response)) {
      return end(chunk, ...rest);
    }
    const tag = `"${createHash('sha1').update(chunk).digest('base64url')}"`;
    response.setHeader('ETag', tag);
    if (!holds(request.headers['if-none-match'], tag)) return end(chunk, ...rest);
    response.statusCode = 304;
    response.removeHeader('content-length');
    const callback = rest.find((each) => typeof each === 'function');
    if (callback) response.once('finish', callback as () => void);
    return end();
  }) as ServerResponse['end'];
}

function mayTag(response: ServerResponse): boolean {
  if (response.statusCode !== 200 || response.headersSent || response.hasHeader('etag')) {
    return false;
  }
  // A missing record's page is sent `no-store` as its head is written (server/guards.ts).
  if (isKeptNowhere()) return false;
  return !/\b(no-store|private)\b/.test(String(response.getHeader('cache-control') ?? ''));
}

/** Whether If-None-Match names `tag` (weakly compared, as RFC 9110 asks of it). */
function holds(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((each) => each.trim().replace(/^W\//, ''))
    .some((each) => each === tag || each === '*');
}
