import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

/**
 * Every request gets an id, sent back in X-Request-Id and written on each log line about it
 * (server/requestLog.ts, adapters/log.ts), so a patient's "it failed at 10:42" can be found.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like: nginx's $request_id (32 hex digits), a UUID, a CDN's. */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** W3C trace context and baggage: who sends them chooses which trace a request joins. */
const TRACE_CONTEXT_HEADERS = ['traceparent', 'tracestate', 'baggage'];

/**
 * The request came through every proxy we run (TRUSTED_PROXY_HOPS), so its X-Request-Id and
 * trace context are theirs: each proxy appends to X-Forwarded-For, and the nearest sets the id
 * (deploy/nginx). With no trusted proxy, or fewer entries than proxies (a request that bypassed
 * them), they are the client's own, as domain/clientAddress.ts reads the address.
 */
function cameThroughProxies(headers: IncomingHttpHeaders, trustedHops: number): boolean {
  if (trustedHops === 0) return false;
  const forwarded = [headers['x-forwarded-for'] ?? []].flat().join(',').split(',');
  return forwarded.filter((entry) => entry.trim()).length >= trustedHops;
}

/** The proxy's id when it is one we trust and it looks like an id, else a new one. */
export function requestIdOf(headers: IncomingHttpHeaders, trustedHops: number): string {
  const given = headers[REQUEST_ID_HEADER];
  // Node joins a repeated header with ", ", which the pattern refuses.
  if (
    typeof given === 'string' &&
    SAFE_ID.test(given) &&
    cameThroughProxies(headers, trustedHops)
  ) {
    return given;
  }
  return crypto.randomUUID();
}

/**
 * Names the request for Next.js and the client alike, and drops trace context a client set: it
 * could tie our traces to one of its choosing, or switch their sampling off.
 */
export function identify(
  request: IncomingMessage,
  response: ServerResponse,
  trustedHops: number,
): string {
  const requestId = requestIdOf(request.headers, trustedHops);
  if (!cameThroughProxies(request.headers, trustedHops)) {
    for (const name of TRACE_CONTEXT_HEADERS) delete request.headers[name];
  }
  request.headers[REQUEST_ID_HEADER] = requestId;
  response.setHeader('X-Request-Id', requestId);
  return requestId;
}
