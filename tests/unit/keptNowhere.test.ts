import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestScope } from '@/adapters/log';
import { front } from '@/server/front';
import { readFrontSettings } from '@/server/settings';

// Issue 39: a record's number is made up as easily as any address. A missing record's page is
// kept by no cache: Next.js sends it with the page's minute, and nginx kept every made-up number
// for that minute, pushing real pages out. Here Next.js is stood in for by a handler that renders
// as a record's page does: it marks the request's scope (graphql/client/server.ts
// keepOutOfCaches) after an await, as a render would, then sends the page with a shared lifetime.
const PAGE =
  '<!DOCTYPE html><html lang="en"><body><h1>No consultant details found</h1></body></html>';

async function renderAsNext(request: IncomingMessage, response: ServerResponse): Promise<void> {
  // A turn of the event loop, as a render's awaits take: the scope must follow across it.
  await new Promise((resolve) => setImmediate(resolve));
  if (request.url === '/consultant/999999') {
    const scope = requestScope.getStore();
    if (scope) scope.keptNowhere = true;
  }
  response.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940');
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.end(PAGE);
}

let origin: string;
const server = createServer(front(readFrontSettings({}), renderAsNext));
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());

describe('a page rendered as one no cache may keep', () => {
  it('is sent no-store and untagged, while a found record keeps its minute and its tag', async () => {
    const [missing, found] = await Promise.all([
      fetch(`${origin}/consultant/999999`),
      fetch(`${origin}/consultant/321`),
    ]);
    expect(await missing.text()).toBe(PAGE);
    // A real 404 (issue 53): a 200 was a soft 404 to crawlers, monitors and nginx's logs.
    expect(missing.status).toBe(404);
    expect(found.status).toBe(200);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(missing.headers.get('etag')).toBeNull();
    expect(await found.text()).toBe(PAGE);
    expect(found.headers.get('cache-control')).toBe('s-maxage=60, stale-while-revalidate=31535940');
    expect(found.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
  });
});

describe('the router’s own fetch of a missing record’s page (RSC)', () => {
  it('keeps its 200, on which the router shows the page without reloading it', async () => {
    const missing = await fetch(`${origin}/consultant/999999`, { headers: { rsc: '1' } });
    expect(missing.status).toBe(200);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });
});
