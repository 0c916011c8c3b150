import { describe, expect, it, vi } from 'vitest';
import {
  FRONT_COPY_MS,
  createLocalCopies,
  tieredHandler,
  type CacheEntry,
} from '../../server/pageCacheTiers.mjs';
import { NOT_KEPT_TAG, VARIANT_TAG } from '../../domain/pageCacheTags.mjs';

const entry = (html: string, lastModified = 1_000): CacheEntry => ({
  lastModified,
  tags: [],
  value: { kind: 'APP_PAGE', html },
});

/** A stand-in for the redis-strings handler: a map, which can be made to fail. */
function fakeRedis() {
  const store = new Map<string, CacheEntry>();
  let failing = false;
  const maybeFail = () => {
    if (failing) throw new Error('connection lost');
  };
  return {
    store,
    fail: (value: boolean) => (failing = value),
    handler: {
      name: 'fake-redis',
      get: vi.fn(async (key: string) => (maybeFail(), store.get(key) ?? null)),
      set: vi.fn(
        async (key: string, value: CacheEntry) => (maybeFail(), void store.set(key, value)),
      ),
      revalidateTag: vi.fn(async () => maybeFail()),
      delete: vi.fn(async (key: string) => (maybeFail(), void store.delete(key))),
    },
  };
}

function setUp({ ready = true } = {}) {
  const redis = fakeRedis();
  let now = 100_000;
  const state = { ready };
  const fallbacks: unknown[] = [];
  const handler = tieredHandler({
    shared: redis.handler,
    isReady: () => state.ready,
    local: createLocalCopies({ maxBytes: 1024 * 1024 }),
    now: () => now,
    onFallback: (reason: unknown) => fallbacks.push(reason),
  });
  return { redis, handler, state, fallbacks, advance: (ms: number) => (now += ms) };
}

const meta = { implicitTags: [] as string[] };

describe('the page cache: Redis with this instance’s copies', () => {
  it('reads what another instance wrote to Redis', async () => {
    const { redis, handler } = setUp();
    redis.store.set('/about', entry('by instance A'));
    expect(await handler.get('/about', meta)).toEqual(entry('by instance A'));
  });

  it('answers from memory for a few seconds after Redis confirmed a copy, then asks again', async () => {
    const { redis, handler, advance } = setUp();
    redis.store.set('/about', entry('first'));
    await handler.get('/about', meta);
    redis.store.set('/about', entry('newer, by instance B', 2_000));
    advance(FRONT_COPY_MS - 1);
    expect((await handler.get('/about', meta))?.value?.html).toBe('first');
    advance(2);
    expect((await handler.get('/about', meta))?.value?.html).toBe('newer, by instance B');
    expect(redis.handler.get).toHaveBeenCalledTimes(2);
  });

  it('does not bring back a page Redis no longer has', async () => {
    const { redis, handler, advance } = setUp();
    await handler.set('/about', entry('rendered here'));
    redis.store.clear();
    advance(FRONT_COPY_MS + 1);
    expect(await handler.get('/about', meta)).toBeNull();
  });

  it('serves and keeps this instance’s copies while Redis fails, and says so', async () => {
    const { redis, handler, advance, fallbacks } = setUp();
    await handler.set('/about', entry('rendered here'));
    redis.fail(true);
    advance(FRONT_COPY_MS + 1);
    expect((await handler.get('/about', meta))?.value?.html).toBe('rendered here');
    await expect(
      handler.set('/news', entry('rendered while Redis was away')),
    ).resolves.toBeUndefined();
    advance(FRONT_COPY_MS + 1);
    expect((await handler.get('/news', meta))?.value?.html).toBe('rendered while Redis was away');
    expect(fallbacks.length).toBeGreaterThanOrEqual(3);
  });

  it('does not call Redis while its connection is down', async () => {
    const { redis, handler, state } = setUp({ ready: false });
    await handler.set('/about', entry('here'));
    expect(await handler.get('/missing', meta)).toBeNull();
    expect(redis.handler.get).not.toHaveBeenCalled();
    expect(redis.handler.set).not.toHaveBeenCalled();
    state.ready = true;
    expect(await handler.get('/missing', meta)).toBeNull();
    expect(redis.handler.get).toHaveBeenCalledOnce();
  });

  it('forgets a copy whose path was revalidated', async () => {
    const { handler, state } = setUp();
    state.ready = false;
    await handler.set('/about', entry('old', Date.now() - 1_000));
    await handler.revalidateTag('_N_T_/about');
    expect(await handler.get('/about', { implicitTags: ['_N_T_/about'] })).toBeNull();
  });

  it('without Redis keeps pages in memory alone', async () => {
    const handler = tieredHandler({
      shared: null,
      isReady: () => false,
      local: createLocalCopies({ maxBytes: 1024 * 1024 }),
    });
    await handler.set('/about', entry('here'));
    expect((await handler.get('/about', meta))?.value?.html).toBe('here');
  });

  it('keeps its memory within the bound it was given', async () => {
    const local = createLocalCopies({ maxBytes: 10_000 });
    for (let page = 0; page < 10; page += 1) local.keep(`/page/${page}`, entry('x'.repeat(3_000)));
    const kept = Array.from({ length: 10 }, (_, page) => local.read(`/page/${page}`)).filter(
      Boolean,
    );
    expect(kept.length).toBeLessThanOrEqual(2);
    expect(local.read('/page/9')).not.toBeNull();
  });

  it('counts an Urdu page at the two bytes a character it takes in memory', async () => {
    const local = createLocalCopies({ maxBytes: 100_000 });
    const urduPage = 'ڈاکٹر سے ملاقات '.repeat(1_250);
    for (let page = 0; page < 5; page += 1) local.keep(`/ur/page/${page}`, entry(urduPage));
    const kept = Array.from({ length: 5 }, (_, page) => local.read(`/ur/page/${page}`)).filter(
      Boolean,
    );
    // 20,000 characters: 40 KB each, so two fit in 100 KB, not four.
    expect(kept.length).toBeLessThanOrEqual(2);
    expect(local.read('/ur/page/4')).not.toBeNull();
  });
});

describe('a page that must not be kept (a missing record’s)', () => {
  it('is kept neither here nor in Redis, by its tag', async () => {
    const { redis, handler } = setUp();
    const missing = { ...entry('<h1>No consultant details found</h1>'), tags: [NOT_KEPT_TAG] };
    await handler.set('/consultant/99999', missing, {});
    expect(redis.handler.set).not.toHaveBeenCalled();
    expect(await handler.get('/consultant/99999', { implicitTags: [] })).toBeNull();
  });

  it('is kept neither here nor in Redis when it answers an error (a 404)', async () => {
    const { redis, handler } = setUp();
    const notFound = {
      ...entry('<h1>Page not found</h1>'),
      value: { kind: 'APP_PAGE', html: '', status: 404 },
    };
    await handler.set('/en/OurDoctors/eyJwIjo3Nzd9', notFound, {});
    expect(redis.handler.set).not.toHaveBeenCalled();
    expect(await handler.get('/en/OurDoctors/eyJwIjo3Nzd9', { implicitTags: [] })).toBeNull();
  });

  it('takes the place of an earlier copy, which is dropped', async () => {
    // A copy rendered while the service failed; refreshed once it is back, the record is missing.
    const { redis, handler, advance } = setUp();
    await handler.set('/consultant/99999', entry('<p>Error: Failed to fetch</p>'), {});
    advance(FRONT_COPY_MS + 1);
    await handler.set(
      '/consultant/99999',
      { ...entry('<h1>No consultant</h1>'), tags: [NOT_KEPT_TAG] },
      {},
    );
    expect(redis.store.has('/consultant/99999')).toBe(false);
    expect(await handler.get('/consultant/99999', { implicitTags: [] })).toBeNull();
  });
});

describe('variants (filtered and paged lists) beside the site’s own pages (issue 53)', () => {
  const variant = (html: string): CacheEntry => ({ ...entry(html), tags: [VARIANT_TAG] });

  it('never push out the site’s pages, however many are kept', () => {
    const local = createLocalCopies({ maxBytes: 400_000 });
    const sitePages = [
      '/en/home',
      '/ur/home',
      '/en/branch-landing/dhabranch',
      '/en/consultant/321',
    ];
    for (const key of sitePages) local.keep(key, entry('p'.repeat(20_000)));
    for (let combination = 0; combination < 1_300; combination += 1) {
      local.keep(`/en/consultant-list/dhaconsultant/k${combination}`, variant('v'.repeat(25_000)));
    }
    for (const key of sitePages) expect(local.read(key), key).not.toBeNull();
    // The newest variants are still served from their share.
    expect(local.read('/en/consultant-list/dhaconsultant/k1299')).not.toBeNull();
    expect(local.read('/en/consultant-list/dhaconsultant/k0')).toBeNull();
  });

  it('are kept by this instance alone, never in Redis, and served without asking it', async () => {
    const { redis, handler, advance } = setUp();
    await handler.set('/en/consultant-list/dhaconsultant/k1', variant('filtered'), {});
    expect(redis.handler.set).not.toHaveBeenCalled();
    advance(FRONT_COPY_MS * 10);
    expect((await handler.get('/en/consultant-list/dhaconsultant/k1', meta))?.value?.html).toBe(
      'filtered',
    );
    expect(redis.handler.get).not.toHaveBeenCalled();
  });
});

describe('only a complete 2xx answer is kept (issue 53)', () => {
  it.each([
    ['an OPTIONS answer of a route handler', 204],
    ['a route handler’s error', 500],
    ['a redirect', 307],
  ])('%s (%i) is kept neither here nor in Redis', async (_name, status) => {
    const { redis, handler } = setUp();
    const answer = { lastModified: 1_000, tags: [], value: { kind: 'APP_ROUTE', status } };
    await handler.set('/serwist/sw.js', answer, {});
    expect(redis.handler.set).not.toHaveBeenCalled();
    expect(await handler.get('/serwist/sw.js', meta)).toBeNull();
  });
});
