import type { IncomingMessage, ServerResponse } from 'node:http';
import { type AnswerFacts, finishHead, type Head } from './answerHeaders';
import { entityTag, holds, mayTag } from './entityTags';
import { budgetRetryAfter, isKeptNowhere } from './requestScope';
import { heldScriptsRewrite } from './scriptsOnFirstTouch';

/**
 * The one answer pipeline: what becomes of every answer Next.js writes before it reaches the
 * compression and the client, in the order it happens.
 *
 * 1. Its head: the rules of server/answerHeaders.ts (privacy, caching, status, Vary, headers
 *    that stay on this machine), as the head is sent.
 * 2. A page's body: its scripts wait for the patient's first touch (server/scriptsOnFirstTouch.ts).
 * 3. An answer written whole: its entity tag, or 304 to a client that holds it
 *    (server/entityTags.ts), taken of the bytes as rewritten.
 *
 * Next.js writes to a Node response and offers no hook on what it writes, so this is the one
 * place in the site that wraps a response's `writeHead`, `write` and `end`; the reasons each job
 * cannot be left to the framework are shown on the real build (tests/deploy/frameworkAlone.test.ts).
 */
export function throughAnswerPipeline(
  request: IncomingMessage,
  response: ServerResponse,
  facts: AnswerFacts,
): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  const isHtml = () => String(response.getHeader('content-type') ?? '').startsWith('text/html');
  const rewrite = heldScriptsRewrite();
  const rewriting = () => !rewrite.finished && isHtml();
  let streamed = false;

  const head: Head = {
    get status() {
      return response.statusCode;
    },
    set status(status) {
      response.statusCode = status;
    },
    get: (name) => response.getHeader(name),
    set: (name, value) => void response.setHeader(name, value),
    remove: (name) => response.removeHeader(name),
  };

  // Node sends implicit headers through writeHead too, so this sees every answer's head.
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    // Headers given here become the response's, so that the rules see them.
    const given = rest.find(
      (arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg),
    ) as Record<string, string> | undefined;
    for (const [name, value] of Object.entries(given ?? {})) {
      delete given![name];
      response.setHeader(name, value);
    }
    response.statusCode = status;
    finishHead(head, facts, { keptNowhere: isKeptNowhere(), retryAfter: budgetRetryAfter() });
    // The rewritten page has another length than the one Next may have given.
    if (isHtml()) response.removeHeader('content-length');
    // A reason phrase given for the status as Next wrote it is dropped if the rules changed it.
    const kept = response.statusCode === status ? rest : rest.filter((arg) => arg === given);
    return writeHead(response.statusCode, ...kept);
  }) as ServerResponse['writeHead'];

  response.write = ((chunk: Chunk, ...rest: unknown[]) => {
    streamed = true;
    if (!rewriting()) return write(chunk, ...rest);
    const sent = rewrite.feed(bytesOf(chunk, rest[0]), false);
    const callback = rest.find(isCallback);
    if (sent.length > 0) return write(sent, callback);
    callback?.();
    return true;
  }) as ServerResponse['write'];

  response.end = ((...args: unknown[]) => {
    const callback = args.find(isCallback);
    // end(callback), end(chunk, encoding?, callback?)
    let body: unknown = isCallback(args[0]) ? undefined : args[0];
    let rest = isCallback(args[0]) ? args : args.slice(1);
    if (rewriting()) {
      body = rewrite.feed(bytesOf(body, rest[0]), true);
      rest = callback ? [callback] : [];
    }
    if (request.method === 'GET' && !streamed && isWhole(body)) {
      const kept = mayTag(
        response.statusCode,
        response.getHeader('cache-control'),
        response.headersSent || response.hasHeader('etag'),
        isKeptNowhere(),
      );
      const tag = kept ? entityTag(body) : null;
      if (tag) response.setHeader('ETag', tag);
      if (tag && holds(request.headers['if-none-match'], tag)) {
        response.statusCode = 304;
        response.removeHeader('content-length');
        if (callback) response.once('finish', callback);
        return end();
      }
    }
    return body === undefined ? end(...rest) : end(body, ...rest);
  }) as ServerResponse['end'];
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

const isCallback = (value: unknown): value is Callback => typeof value === 'function';

const isWhole = (body: unknown): body is Chunk =>
  (typeof body === 'string' || body instanceof Uint8Array) && body.length > 0;

/** A chunk's bytes, without copying them. */
function bytesOf(chunk: unknown, encoding: unknown): Buffer {
  if (typeof chunk === 'string') {
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  }
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
  return Buffer.alloc(0);
}
