import { describe, expect, it } from 'vitest';
import { PRIVACY_HEADER } from '@/domain/addresses';
import { type AnswerFacts, finishHead, type Head } from '@/server/answerHeaders';
import { isReadableRouterState } from '@/server/routerState';

/** A head as Next.js wrote it, its headers in a map (names lower-case, as Node keeps them). */
function headOf(status: number, headers: Record<string, string> = {}) {
  const map = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const head: Head & { headers: Map<string, string> } = {
    status,
    headers: map,
    get: (name) => map.get(name.toLowerCase()),
    set: (name, value) => void map.set(name.toLowerCase(), value),
    remove: (name) => void map.delete(name.toLowerCase()),
  };
  return head;
}

const PAGE: AnswerFacts = {
  path: '/AboutUs',
  method: 'GET',
  rsc: false,
  action: false,
  internal: false,
  shared: true,
};
const RENDERED = { keptNowhere: false, retryAfter: undefined };
const KEPT = 's-maxage=60, stale-while-revalidate=31535940';

describe('the head of an answer as it leaves the site', () => {
  it('gives a patient’s page its private headers and drops the mark', () => {
    const head = headOf(200, { [PRIVACY_HEADER]: 'patient', 'cache-control': KEPT });
    finishHead(head, PAGE, RENDERED);
    expect(Object.fromEntries(head.headers)).toMatchObject({
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex, nofollow',
    });
    expect(head.headers.has(PRIVACY_HEADER)).toBe(false);
  });

  it('keeps the router’s and the page cache’s headers on this machine', () => {
    const headers = {
      'x-nextjs-rewritten-path': '/patient-reports/main/1',
      'x-nextjs-cache': 'HIT',
    };
    const outside = headOf(200, headers);
    finishHead(outside, PAGE, RENDERED);
    expect([...outside.headers.keys()]).toEqual(['vary']);
    const inside = headOf(200, headers);
    finishHead(inside, { ...PAGE, internal: true }, RENDERED);
    expect(inside.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(inside.headers.has('x-nextjs-rewritten-path')).toBe(false);
  });

  it('sends a missing record’s page as a 404 no cache keeps, but not the router’s fetch of it', () => {
    const page = headOf(200, { 'cache-control': KEPT });
    finishHead(page, PAGE, { ...RENDERED, keptNowhere: true });
    expect([page.status, page.get('cache-control')]).toEqual([404, 'no-store']);
    const rsc = headOf(200, { 'cache-control': KEPT });
    finishHead(rsc, { ...PAGE, rsc: true }, { ...RENDERED, keptNowhere: true });
    expect([rsc.status, rsc.get('cache-control')]).toEqual([200, 'no-store']);
  });

  it('sends a page past the client’s budget as 429 with Retry-After', () => {
    const head = headOf(200);
    finishHead(head, PAGE, { ...RENDERED, retryAfter: 42 });
    expect([head.status, head.get('retry-after')]).toEqual([429, '42']);
  });

  it('lets no shared cache keep an error, nor a page at a query that does not change it', () => {
    const error = headOf(404, { 'cache-control': KEPT });
    finishHead(error, PAGE, RENDERED);
    expect(error.get('cache-control')).toBe('no-store');
    const query = headOf(200, { 'cache-control': KEPT });
    finishHead(query, { ...PAGE, shared: false }, RENDERED);
    expect(query.get('cache-control')).toBe('private, no-cache');
  });

  it('varies by Save-Data, once, but not the build’s hashed files', () => {
    const page = headOf(200, { vary: 'RSC, Save-Data' });
    finishHead(page, PAGE, RENDERED);
    expect(page.get('vary')).toBe('RSC, Save-Data');
    const file = headOf(200);
    finishHead(file, { ...PAGE, path: '/_next/static/chunks/a.js' }, RENDERED);
    expect(file.headers.has('vary')).toBe(false);
  });

  it('answers a page’s post that failed on what was posted with 400, not the API’s', () => {
    const post = headOf(500);
    finishHead(post, { ...PAGE, method: 'POST', action: true }, RENDERED);
    expect(post.status).toBe(400);
    const api = headOf(500);
    finishHead(api, { ...PAGE, method: 'POST', path: '/api/graphql' }, RENDERED);
    expect(api.status).toBe(500);
  });
});

describe('the router state a navigation sends', () => {
  const state = (value: unknown) => encodeURIComponent(JSON.stringify(value));

  it.each([
    ['none (a page’s load)', undefined],
    ['the root', state(['', {}])],
    [
      'a page under a dynamic segment',
      state([
        '',
        { children: [['locale', 'ur', 'd', null], { children: ['__PAGE__', {}] }] },
        null,
        null,
        1,
      ]),
    ],
    [
      'one with its url and refetch mark',
      state(['', { children: ['__PAGE__', {}] }, ['/AboutUs', '/AboutUs'], 'refetch']),
    ],
  ])('is read: %s', (_, value) => expect(isReadableRouterState(value)).toBe(true));

  it.each([
    ['not JSON', 'garbage'],
    ['not escaped JSON', '%E0%A4%A'],
    ['a lone segment', state(['x'])],
    ['a segment of another kind', state(['', { children: [['locale', 'ur', 'x', null], {}] }])],
    ['a field too many', state(['', {}, null, null, null, 'x', 7])],
    ['too long', state(['', { children: ['x'.repeat(40_000), {}] }])],
    ['sent twice', [state(['', {}]), state(['', {}])]],
  ])('is refused: %s', (_, value) => expect(isReadableRouterState(value)).toBe(false));
});
