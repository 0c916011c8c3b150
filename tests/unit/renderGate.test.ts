import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBranches } from '@/domain/branches';
import { front } from '@/server/front';
import { readFrontSettings } from '@/server/settings';

// Issue 53: a crowd of searches queued behind each other held the health probe and the kept pages
// for seconds. Next.js is stood in for by a handler whose searches wait until released, so the
// test holds as many renders open as it likes and sees what the front server does with the rest.
const held: (() => void)[] = [];
const reached: string[] = [];
/** Answers whose connection closed, noted after the front server's own note of it. */
const closed: string[] = [];

async function renderAsNext(request: IncomingMessage, response: ServerResponse): Promise<void> {
  reached.push(`${request.method} ${request.url}`);
  response.once('close', () => closed.push(request.url!));
  if (request.url!.includes('name=')) await new Promise<void>((release) => held.push(release));
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.end('<!DOCTYPE html><p>rendered</p>');
}

const AT_ONCE = 2;
const HOLD_MS = 200;
let origin: string;
const server = createServer(
  front(
    readFrontSettings({
      SEARCH_RENDERS_AT_ONCE: String(AT_ONCE),
      SEARCH_REFUSAL_HOLD_MS: String(HOLD_MS),
    }),
    renderAsNext,
  ),
);
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());

/** Waits until the stand-in holds `count` renders. */
async function untilHeld(count: number) {
  while (held.length < count) await new Promise((resolve) => setImmediate(resolve));
}

describe('searches past the renders an instance works on at once', () => {
  it('are refused at once with 503, Retry-After and the phone numbers, in the page’s language; the rest is served', async () => {
    const searches = Array.from({ length: AT_ONCE }, (_, n) =>
      fetch(`${origin}/OurDoctors?name=crowd${n}`),
    );
    await untilHeld(AT_ONCE);
    const asked = performance.now();
    const [english, urdu, health, kept, filterless] = await Promise.all([
      fetch(`${origin}/OurDoctors?name=one-more`),
      fetch(`${origin}/ur/dhaconsultant?department=Cardiology`),
      fetch(`${origin}/api/health`),
      fetch(`${origin}/dhabranch`),
      fetch(`${origin}/OurDoctors`),
    ]);
    expect(english.status).toBe(503);
    // Held a while, so that a client asking again at once cannot make refusals the load.
    expect(performance.now() - asked).toBeGreaterThanOrEqual(HOLD_MS - 5);
    expect(english.headers.get('retry-after')).toBe('5');
    expect(english.headers.get('cache-control')).toBe('no-store');
    const page = await english.text();
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).toContain('The site is busy');
    for (const branch of listBranches()) expect(page).toContain(branch.emergencyPhone);
    expect(page).toContain('href="tel:1122"');
    expect(urdu.status).toBe(503);
    const urduPage = await urdu.text();
    expect(urduPage).toContain('<html lang="ur" dir="rtl">');
    expect(urduPage).toContain('ویب سائٹ اس وقت مصروف ہے');
    for (const answer of [health, kept, filterless]) expect(answer.status).toBe(200);
    expect(reached).not.toContain('GET /OurDoctors?name=one-more');

    // A place freed is a place taken again.
    held.shift()!();
    expect((await searches[0]!).status).toBe(200);
    const next = fetch(`${origin}/OurDoctors?name=after`);
    await untilHeld(AT_ONCE);
    for (const release of held.splice(0)) release();
    expect((await next).status).toBe(200);
    expect((await searches[1]!).status).toBe(200);
  });

  it('gives back the place of a search whose patient went away', async () => {
    const controller = new AbortController();
    const gone = fetch(`${origin}/OurDoctors?name=gone`, { signal: controller.signal }).catch(
      () => null,
    );
    await untilHeld(1);
    controller.abort();
    await gone;
    while (!closed.includes('/OurDoctors?name=gone')) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    const others = Array.from({ length: AT_ONCE }, (_, n) =>
      fetch(`${origin}/OurDoctors?name=other${n}`),
    );
    await untilHeld(AT_ONCE + 1);
    for (const release of held.splice(0)) release();
    for (const answer of await Promise.all(others)) expect(answer.status).toBe(200);
  });
});

describe('what Next.js never sees', () => {
  it.each(['/serwist/sw.js', '/og-image.png', '/icons/icon-192.png', '/dhabranch'])(
    'OPTIONS %s is answered 204 with Allow',
    async (path) => {
      const answer = await fetch(`${origin}${path}`, { method: 'OPTIONS' });
      expect(answer.status).toBe(204);
      expect(answer.headers.get('allow')).toContain('GET');
      expect(reached).not.toContain(`OPTIONS ${path}`);
    },
  );

  it('a form’s post over the limit: 413, saying so', async () => {
    const answer = await fetch(`${origin}/appointment`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'Next-Action': 'x' },
      body: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(answer.status).toBe(413);
    expect(await answer.text()).toMatch(/^Payload Too Large/);
    expect(reached).not.toContain('POST /appointment');
  });
});
