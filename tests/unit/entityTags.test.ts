import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throughAnswerPipeline } from '@/server/answer';

// Issue 42: Next.js's own ETags hashed each cached page in JavaScript on every answer; the front
// server tags them instead. A patient's reload and nginx's revalidation still get 304.
const PAGE = '<!DOCTYPE html><html lang="ur"><body><h1>فاروق ہسپتال</h1></body></html>';

const answers: Record<string, (response: ServerResponse) => void> = {
  '/kept': (response) => {
    response.setHeader('cache-control', 's-maxage=60, stale-while-revalidate=31535940');
    response.setHeader('content-length', Buffer.byteLength(PAGE));
    response.end(PAGE);
  },
  '/streamed': (response) => {
    response.write(PAGE.slice(0, 20));
    response.end(PAGE.slice(20));
  },
  '/patient': (response) => {
    response.setHeader('cache-control', 'private, no-store');
    response.end(PAGE);
  },
  '/own-tag': (response) => {
    response.setHeader('etag', '"api"');
    response.end(PAGE);
  },
  '/missing': (response) => {
    response.statusCode = 404;
    response.end(PAGE);
  },
};

let origin: string;
const server = createServer((request, response) => {
  throughAnswerPipeline(request, response, {
    path: request.url!,
    method: request.method!,
    rsc: false,
    action: false,
    internal: false,
    shared: true,
  });
  answers[request.url!]!(response);
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, { headers });

describe('tags on whole answers', () => {
  it('tags a page that may be kept, the same page with the same tag', async () => {
    const [first, second] = [await get('/kept'), await get('/kept')];
    expect(await first.text()).toBe(PAGE);
    expect(first.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('answers 304 with no body to a request holding the tag, however it is written', async () => {
    const tag = (await get('/kept')).headers.get('etag')!;
    for (const held of [tag, `W/${tag}`, `"other", ${tag}`, '*']) {
      const again = await get('/kept', { 'if-none-match': held });
      expect(again.status, held).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(tag);
    }
    const changed = await get('/kept', { 'if-none-match': '"an older copy"' });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(PAGE);
  });

  it('leaves untagged what is streamed, private, tagged already or no page', async () => {
    expect((await get('/streamed')).headers.get('etag')).toBeNull();
    expect((await get('/patient')).headers.get('etag')).toBeNull();
    expect((await get('/own-tag')).headers.get('etag')).toBe('"api"');
    const missing = await get('/missing', { 'if-none-match': '*' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });
});
