import { readFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { labFacts } from '@/sandbox/data/lab-reports';
import { BRANCH_LANDING_ROUTE } from '@/domain/addresses';
import { OPEN_GATE, startCluster, type Cluster, type Instance } from '@/scripts/cluster';
import { EVERY_KIND_ONCE, madeUpAddresses } from '../support/madeUpAddresses';
import { PAYMENT_INPUT } from '../support/payment';

/**
 * The deployment of docs/operations.md on loopback: Redis, the sandbox, two instances of one
 * build and nginx with deploy/nginx/farooq-hospital.conf in front. Needs a production build
 * (`npm run build:e2e`; `npm test` makes one first) and Debian's redis-server and nginx.
 */
let cluster: Cluster;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  // The tests ask as many visitors at once from one machine: every render admitted.
  cluster = await startCluster(2, OPEN_GATE);
  [a, b] = cluster.instances as [Instance, Instance];
}, 120_000);

afterAll(async () => {
  await cluster?.close();
}, 60_000);

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });

const NGINX_SITE = path.resolve(import.meta.dirname, '../../deploy/nginx/farooq-hospital.conf');

/** A GET with no Accept-Encoding at all (fetch always sends one), its body as text. */
function rawGet(url: string): Promise<{ headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ headers: response.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

async function graphql(origin: string, query: string, cookie = '', variables = {}) {
  const response = await fetch(`${origin}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
    body: JSON.stringify({ query, variables }),
  });
  // The shape of `data` is each test's query's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { response, body: (await response.json()) as { data?: any; errors?: unknown[] } };
}

/** The keys of `route`'s pages in the shared page cache (server/pageCache.mjs), read in Redis. */
async function pagesInRedis(route: string): Promise<string[]> {
  const client = new Redis(cluster.pageCacheRedis.url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
  });
  try {
    await client.connect();
    return await client.keys(`fh:next:*${route}/*`);
  } finally {
    client.disconnect();
  }
}

/**
 * Waits until Redis holds one more of `route`'s pages than `before`: an instance may store the
 * page it rendered after it has answered.
 */
async function storedInRedis(route: string, before: string[]): Promise<void> {
  await vi.waitFor(
    async () => expect((await pagesInRedis(route)).length).toBeGreaterThan(before.length),
    { timeout: 15_000, interval: 50 },
  );
}

async function readiness(instance: Instance) {
  return (await (await get(`${instance.origin}/api/health/ready`)).json()) as {
    status: string;
    redis: unknown;
    pageCache: { store: string; fallbacks: number };
  };
}

describe('the page cache shared through Redis', () => {
  it('serves a page rendered by instance A from instance B without rendering it again', async () => {
    const page = '/akthersaeed';
    const before = await pagesInRedis(BRANCH_LANDING_ROUTE);
    const first = await get(`${a.origin}${page}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-nextjs-cache')).toBe('MISS');
    const rendered = await first.text();
    await storedInRedis(BRANCH_LANDING_ROUTE, before);

    cluster.sandbox.resetRequests();
    const second = await get(`${b.origin}${page}`);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    // Rendering would have asked the content service; B asked nothing and sent A's very page.
    expect(cluster.sandbox.requests()).toEqual([]);
    expect(await second.text()).toBe(rendered);
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
  });

  it('keeps a list’s filter (a variant) in the instance that rendered it, never in Redis', async () => {
    // Issue 53: variants by the thousand must not push the site's pages out of Redis.
    const page = '/dhaconsultant?department=Neuro';
    const before = await pagesInRedis('/dhaconsultant');
    expect((await get(`${a.origin}${page}`)).headers.get('x-nextjs-cache')).toBe('MISS');
    expect((await get(`${a.origin}${page}`)).headers.get('x-nextjs-cache')).toBe('HIT');
    expect((await get(`${b.origin}${page}`)).headers.get('x-nextjs-cache')).toBe('MISS');
    expect(await pagesInRedis('/dhaconsultant')).toEqual(before);
  });
});

describe('nginx in front', () => {
  it('keeps a page once and serves it from its cache, compressed', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    const first = await get(`${cluster.nginx.origin}/AboutUs`, headers);
    // nginx keeps the page once it has all of it.
    await first.arrayBuffer();
    const second = await get(`${cluster.nginx.origin}/AboutUs`, headers);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(second.headers.get('content-encoding')).toBe('gzip');
  });

  it('keeps one gzipped copy of a page for every client, decoded for one that takes no gzip', async () => {
    const page = `${cluster.nginx.origin}/careers`;
    // Browsers name different encodings; the first answer is kept for all of them.
    const chrome = await get(page, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const html = await chrome.text();
    const safari = await get(page, { 'accept-encoding': 'gzip, deflate, br' });
    expect(safari.headers.get('x-cache-status')).toBe('HIT');
    expect(safari.headers.get('content-encoding')).toBe('gzip');
    expect(await safari.text()).toBe(html);

    const plain = await rawGet(page);
    expect(plain.headers['x-cache-status']).toBe('HIT');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.body).toBe(html);
  });

  it('keys a page by every header its Vary names (the one copy is right for each)', async () => {
    const answer = await get(`${a.origin}/careers`);
    const named = answer.headers
      .get('vary')!
      .split(',')
      .map((name) => name.trim().toLowerCase());
    const key = /proxy_cache_key "([^"]+)"/.exec(readFileSync(NGINX_SITE, 'utf8'))![1]!;
    // Accept-Encoding: one gzipped copy serves all; Save-Data: a map of its own.
    expect(named).toEqual(expect.arrayContaining(['accept-encoding', 'save-data']));
    expect(key).toContain('$farooq_save_data');
    for (const name of named.filter((n) => n !== 'accept-encoding' && n !== 'save-data')) {
      expect(key, name).toContain(`$http_${name.replaceAll('-', '_')}`);
    }
    // The framework's own payload for the same address is not the page kept for it.
    await (await get(`${cluster.nginx.origin}/careers`)).arrayBuffer();
    const payload = await get(`${cluster.nginx.origin}/careers`, { rsc: '1' });
    expect(payload.headers.get('content-type')).not.toMatch(/text\/html/);
  });

  it('never keeps patient data: a lab report page is fetched anew each time', async () => {
    const lab = labFacts['lab-a'];
    const page = `/labreports/${lab.richPatientId}`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await get(`${cluster.nginx.origin}${page}`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-cache-status')).not.toBe('HIT');
    }
  });

  it('loses no request while instance A is stopped and started again', async () => {
    const failures: string[] = [];
    let served = 0;
    let stopLoad = false;
    let sequence = 0;
    const targets = [
      () => '/AboutUs',
      () => '/api/health/ready',
      // A distinct search each time: past nginx's cache to an instance.
      () =>
        `/api/graphql?query=${encodeURIComponent(
          `{ consultants(branch: DHA, search: { name: "load ${(sequence += 1)}" }, first: 1) { totalCount } }`,
        )}`,
      // The list's pages (DHA has two: a page past its last is a 404).
      () => `/dhaconsultant?page=${(sequence % 2) + 1}`,
    ];
    const worker = async (offset: number) => {
      for (let turn = offset; !stopLoad; turn += 1) {
        const target = targets[turn % targets.length]!();
        try {
          const response = await get(`${cluster.nginx.origin}${target}`);
          await response.arrayBuffer();
          if (response.status >= 400) failures.push(`${response.status} ${target}`);
          else served += 1;
        } catch (error) {
          failures.push(`${(error as Error).message} ${target}`);
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(worker));
    /** Waits until the load has had `count` more answers (or failures) than it had. */
    const answered = async (count: number) => {
      const from = served + failures.length;
      await vi.waitFor(
        () => expect(served + failures.length).toBeGreaterThanOrEqual(from + count),
        {
          timeout: 60_000,
          interval: 20,
        },
      );
    };
    // Through both instances, then with A gone, then with A back.
    await answered(20);
    await a.stop();
    await answered(20);
    await a.start();
    await answered(20);
    stopLoad = true;
    await load;
    expect(failures.slice(0, 20)).toEqual([]);
    expect(served).toBeGreaterThan(50);
  }, 120_000);
});

describe('the page cache’s Redis', () => {
  const redisOf = () => new Redis(cluster.pageCacheRedis.url, { lazyConnect: true });

  it('is bounded in bytes and evicts the least recently used page (deploy/redis)', async () => {
    const redis = redisOf();
    try {
      expect(await redis.config('GET', 'maxmemory')).toEqual(['maxmemory', String(512 * 2 ** 20)]);
      expect(await redis.config('GET', 'maxmemory-policy')).toEqual([
        'maxmemory-policy',
        'allkeys-lru',
      ]);
    } finally {
      redis.disconnect();
    }
  });

  it('does not grow with addresses visitors make up, nor does nginx keep them', async () => {
    const redis = redisOf();
    const real = [
      '/consultant/321',
      '/dhabranch',
      '/history',
      '/AboutUs',
      '/ur/AboutUs',
      '/no-such-page',
    ];
    try {
      // The real pages first (the 404 page is one of them), so what follows could only add.
      for (const path of real) {
        await (await get(`${a.origin}${path}`)).arrayBuffer();
        await (await get(`${cluster.nginx.origin}${path}`)).arrayBuffer();
      }
      const before = await redis.dbsize();
      const kept: string[] = [];
      // Any address kept would add a key: each kind of made-up address once shows none is (1,000
      // asked the same kinds again with other numbers).
      const addresses = madeUpAddresses(EVERY_KIND_ONCE);
      // Four at a time, each twice through nginx: a second ask of anything kept is a HIT.
      for (let at = 0; at < addresses.length; at += 4) {
        await Promise.all(
          addresses.slice(at, at + 4).map(async (path) => {
            for (let time = 0; time < 2; time += 1) {
              const answer = await fetch(`${cluster.nginx.origin}${path}`, { redirect: 'manual' });
              await answer.arrayBuffer();
              expect(answer.status, path).toBeLessThan(500);
              // A made-up record's number too: the page saying there is no such record is
              // sent no-store (server/answerHeaders.ts).
              if (time === 1 && answer.headers.get('x-cache-status') === 'HIT') {
                kept.push(path);
              }
            }
          }),
        );
      }
      expect(kept).toEqual([]);
      expect(await redis.dbsize()).toBe(before);
      for (const path of real.slice(0, -1)) {
        const answer = await get(`${cluster.nginx.origin}${path}`);
        expect(answer.headers.get('x-cache-status'), path).toMatch(/HIT|STALE|UPDATING/);
      }
    } finally {
      redis.disconnect();
    }
  }, 300_000);
});

describe('with Redis stopped', () => {
  it('keeps serving pages and lookups, says so, and recovers when Redis returns', async () => {
    await Promise.all([cluster.redis.stop(), cluster.pageCacheRedis.stop()]);
    try {
      const page = await get(`${a.origin}/dhaconsultant?department=Orthopaedic`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Orthopaedic');

      const lab = labFacts['lab-a'];
      const lookup = await graphql(
        a.origin,
        `{ labReports(lab: LAHORE, patientId: "${lab.richPatientId}") { reports { id } } }`,
      );
      expect(lookup.body.errors).toBeUndefined();
      expect(lookup.body.data.labReports.reports.length).toBeGreaterThan(0);

      const degraded = await readiness(a);
      expect(degraded.status).toBe('degraded');
      expect(degraded.redis).toBe('unreachable');
      expect(degraded.pageCache.store).toBe('this instance (Redis unreachable)');
    } finally {
      await Promise.all([cluster.redis.start(), cluster.pageCacheRedis.start()]);
    }

    // ioredis reconnects by itself, with a back-off of up to two seconds.
    await expect
      .poll(async () => (await readiness(a)).pageCache.store, { timeout: 15_000 })
      .toBe('Redis, shared by every instance');
    // B is back on Redis too, or it would keep the page it renders to itself.
    await expect
      .poll(async () => (await readiness(b)).pageCache.store, { timeout: 15_000 })
      .toBe('Redis, shared by every instance');
    const page = '/behriainclave';
    const before = await pagesInRedis(BRANCH_LANDING_ROUTE);
    expect((await get(`${a.origin}${page}`)).status).toBe(200);
    await storedInRedis(BRANCH_LANDING_ROUTE, before);
    expect((await get(`${b.origin}${page}`)).headers.get('x-nextjs-cache')).toBe('HIT');
  }, 60_000);
});

describe('payments', () => {
  it('a payment started through instance A has its status read through instance B', async () => {
    for (const instance of [a, b])
      await expect
        .poll(async () => (await readiness(instance)).redis, { timeout: 15_000 })
        .not.toBe('unreachable');
    const started = await graphql(
      a.origin,
      `
        mutation Pay($input: MedicinePaymentInput!) {
          createMedicinePayment(input: $input) {
            orderNumber
          }
        }
      `,
      '',
      { input: PAYMENT_INPUT },
    );
    expect(started.body.errors).toBeUndefined();
    const { orderNumber } = started.body.data.createMedicinePayment as { orderNumber: string };
    const cookie = started.response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toContain('=');

    const status = await graphql(
      b.origin,
      `{ paymentStatus(orderNumber: "${orderNumber}") { orderNumber state } }`,
      cookie,
    );
    expect(status.body.errors).toBeUndefined();
    expect(status.body.data.paymentStatus).toEqual({ orderNumber, state: 'UNPAID' });
  });
});
