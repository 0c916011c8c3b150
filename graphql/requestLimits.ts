import type { Plugin } from 'graphql-yoga';
import { config } from '@/adapters/config';
import { RateLimited, clientKeyOf, takeOne } from '@/adapters/sharedState';

/**
 * Limits on the endpoint as a whole, before any document is read: requests per client per
 * minute (generous: a page of GraphiQL exploration or an internal tool's polling stays far below
 * it), and the size of a body.
 */

const json = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json(
    {
      errors: [{ message, extensions: { code: status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST' } }],
    },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  );

export function limitRequestsPerClient(): Plugin {
  return {
    async onRequest({ request, endResponse }) {
      try {
        await takeOne('graphql', config().api.requestsPerMinute, clientKeyOf(request.headers));
      } catch (error) {
        if (!(error instanceof RateLimited)) throw error;
        const wait = error.retryAfterSeconds;
        endResponse(
          json(429, 'Too many requests from this device. Please wait a minute and try again.', {
            'Retry-After': String(wait),
          }),
        );
      }
    },
  };
}

/**
 * The request with its body read whole, or a 413 answer once the body passes `maxBytes`: a
 * declared length is refused before a byte is read, an undeclared one as soon as it passes.
 */
export async function withinBodyLimit(
  request: Request,
  maxBytes = config().api.maxBodyBytes,
): Promise<Request | Response> {
  if (!request.body) return request;
  const tooLarge = () => json(413, `The request body is over ${maxBytes} bytes.`);
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return tooLarge();
    }
    chunks.push(value);
  }
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: Buffer.concat(chunks),
  });
}
