import type { IncomingMessage } from 'node:http';

/**
 * A request's body, or undefined when it is longer than `limit` bytes. The rest is still read and
 * dropped, so the client gets its answer instead of a reset connection.
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  return size <= limit ? Buffer.concat(chunks) : undefined;
}
