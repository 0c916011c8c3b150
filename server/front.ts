import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import { tagWholeAnswers } from './entityTags';
import { admit } from './guards';
import { identify } from './requestId';
import { renderGate } from './renderGate';
import { logWhenFinished } from './requestLog';
import { inRequestScope } from './requestScope';
import { holdScriptsUntilPainted } from './scriptsAfterPaint';
import type { FrontSettings } from './settings';

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * The request as the compression middleware reads it: offered gzip and deflate only, as Next's
 * own compression was, since nginx keeps and serves gzip (deploy/nginx) and the benchmarks compare
 * gzip's sizes (this version of the middleware would otherwise prefer brotli).
 */
function gzipOnly(request: IncomingMessage) {
  const offered = String(request.headers['accept-encoding'] ?? '');
  const kept = offered
    .split(',')
    .filter((coding) => /^\s*(gzip|deflate|identity)\b/i.test(coding))
    .join(',');
  return { method: request.method, headers: { 'accept-encoding': kept } };
}

/**
 * Which answers are compressed: the middleware's own rule. Next.js appends a route handler's
 * headers one by one, so its Content-Type arrives as a list of one, which the rule reads as no
 * type: GraphQL, the sitemap and the service worker went out uncompressed (issue 39).
 */
function compressible(request: IncomingMessage, response: ServerResponse): boolean {
  const type = response.getHeader('content-type');
  if (Array.isArray(type) && type.length === 1) response.setHeader('content-type', type[0]!);
  return compression.filter(request as never, response as never);
}

/**
 * What the front server does with each request, in order: names it (server/requestId.ts), notes
 * the address the client asked for to log when it is done (server/requestLog.ts), prepares it and
 * its answer (server/guards.ts), and hands it to Next.js inside the request's scope. Answers are
 * compressed here rather than by Next (next.config.ts `compress: false`), after a page's head has
 * been rewritten so that its scripts wait for its first paint (server/scriptsAfterPaint.ts), and
 * tagged here too (server/entityTags.ts, `generateEtags: false`).
 */
export function front(settings: FrontSettings, handle: Handler) {
  // The same middleware, at the same settings, as Next's own compression.
  const compress = compression({ filter: compressible as never });
  const renders = renderGate(settings.rendersAtOnce, settings.loopBusyShare);
  return (request: IncomingMessage, response: ServerResponse): void => {
    const requestId = identify(request, response, settings.trustedHops);
    if (settings.logRequests) logWhenFinished(request, response, requestId);
    if (!admit(request, response, settings, renders)) return;
    compress(gzipOnly(request) as never, response as never, () => {
      // Wrapped in this order, the tag is taken of the page as rewritten, before compression.
      tagWholeAnswers(request, response);
      holdScriptsUntilPainted(response);
      // Next.js runs in this process: what it does for the request, the adapters' log lines
      // among it, happens inside this scope.
      inRequestScope(requestId, () => void handle(request, response));
    });
  };
}
