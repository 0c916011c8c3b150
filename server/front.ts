import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import { admit } from './admission';
import { throughAnswerPipeline } from './answer';
import { identify } from './requestId';
import { renderGate } from './renderGate';
import { logWhenFinished } from './requestLog';
import { inRequestScope } from './requestScope';
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
 * the address the client asked for to log when it is done (server/requestLog.ts), admits it or
 * answers it itself (server/admission.ts), and hands it to Next.js inside the request's scope.
 * What Next.js answers goes through the answer pipeline (server/answer.ts: headers, the paint
 * rewrite, entity tags), then the compression, here rather than Next's (next.config.build.ts
 * `compress: false`).
 */
export function front(settings: FrontSettings, handle: Handler) {
  // The same middleware, at the same settings, as Next's own compression.
  const compress = compression({ filter: compressible as never });
  const renders = renderGate(settings.rendersAtOnce, settings.loopBusyShare);
  return (request: IncomingMessage, response: ServerResponse): void => {
    const requestId = identify(request, response, settings.trustedHops);
    if (settings.logRequests) logWhenFinished(request, response, requestId);
    const facts = admit(request, response, settings, renders);
    if (!facts) return;
    compress(gzipOnly(request) as never, response as never, () => {
      // Set after the compression's own wrapping, so that the pipeline sees the page as Next.js
      // wrote it and the compression the page as rewritten.
      throughAnswerPipeline(request, response, facts);
      // Next.js runs in this process: what it does for the request, the adapters' log lines
      // among it, happens inside this scope.
      inRequestScope(requestId, () => void handle(request, response));
    });
  };
}
