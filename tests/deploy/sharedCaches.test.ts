import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSULTANT_LIST_PATHS, findAddress } from '@/domain/addresses';
import { BRANCH_IDS } from '@/domain/branches';
import { SPEC_DEPARTMENTS } from '@/domain/consultantDepartments';
import { LOCALES, localePath, splitLocale } from '@/domain/locales';
import { SPECIALITIES, specialityName } from '@/domain/specialities';
import { OPEN_GATE, startCluster, type Cluster, type Instance } from '@/scripts/cluster';
import { pageKinds } from '../support/pageKinds';

/**
 * Issue 53: what every patient shares may not be flushed or poisoned by requests the site allows.
 * One instance with its page cache in its own memory (no Redis: the page cache as the outside
 * test found it), nginx in front. Needs a production build (`npm run build:e2e`).
 */
let cluster: Cluster;
let instance: Instance;

beforeAll(async () => {
  cluster = await startCluster(
    1,
    // Room for one page of each kind in both languages (about 40 MB of the 48 MB the site's own
    // pages get of 64 MB), which the test then holds variants to never push out.
    // The walk below asks 8 at a time, all admitted: the renders it may refuse are another test's
    // (tests/unit/renderGate.test.ts, bench/crowd.ts).
    { ENABLE_TEST_CONTROLS: '1', PAGE_CACHE_MEMORY_MB: '64', ...OPEN_GATE },
    { redis: false },
  );
  [instance] = cluster.instances as [Instance];
}, 120_000);

afterAll(async () => {
  await cluster?.close();
}, 60_000);

/** Forgets every kept page and feed (app/api/test-controls/reset). */
async function dropCopies() {
  const answer = await fetch(`${instance.origin}/api/test-controls/reset`, { method: 'POST' });
  expect(answer.status).toBe(204);
}

/** The page cache's word on a page, read directly from the instance. */
async function pageCacheState(path: string): Promise<string | null> {
  const answer = await fetch(`${instance.origin}${path}`);
  await answer.arrayBuffer();
  return answer.headers.get('x-nextjs-cache');
}

/** nginx's word on a page (its X-Cache-Status). */
async function nginxState(path: string): Promise<string | null> {
  const answer = await fetch(`${cluster.nginx.origin}${path}`);
  await answer.arrayBuffer();
  return answer.headers.get('x-cache-status');
}

/** `count` filter combinations the search panel offers, each a real address of a list. */
function filterCombinations(count: number): string[] {
  const departments = new Set([...SPECIALITIES.map(specialityName), ...SPEC_DEPARTMENTS]);
  const combinations: string[] = [];
  for (const [list] of Object.values(CONSULTANT_LIST_PATHS)) {
    for (const department of departments) {
      for (const branch of BRANCH_IDS) {
        for (const today of ['', '&today=1']) {
          for (const locale of LOCALES) {
            const query = `department=${encodeURIComponent(department)}&branch=${branch}${today}`;
            combinations.push(`${localePath(list, locale)}?${query}`);
          }
        }
      }
    }
  }
  // Spread over every list and language rather than the first list's.
  const stride = Math.floor(combinations.length / count);
  return Array.from({ length: count }, (_, n) => combinations[n * stride]!);
}

/** Asks for every address, `atOnce` at a time; each must answer 200. */
async function walk(origin: string, paths: string[], atOnce: number) {
  const queue = [...paths];
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      for (let path = queue.shift(); path; path = queue.shift()) {
        const answer = await fetch(`${origin}${path}`);
        await answer.arrayBuffer();
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }),
  );
  return Object.fromEntries(statuses);
}

describe('the page cache under 1,300 filter combinations the site offers', () => {
  it('keeps every page of the sitemap it had kept, directly and behind nginx', async () => {
    const pages = [...(await pageKinds(instance.origin)).values()];
    for (const path of pages) await pageCacheState(path);
    const kept: string[] = [];
    for (const path of pages) {
      if (['HIT', 'STALE'].includes((await pageCacheState(path)) ?? '')) kept.push(path);
    }
    // Every page kind of the sitemap but the lab searches, which are never kept (domain/addresses).
    expect(kept).toEqual(
      pages.filter((path) => findAddress(splitLocale(path).path)?.address.keep !== 'never'),
    );
    for (const path of kept) await nginxState(path);

    const combinations = filterCombinations(1_300);
    expect(new Set(combinations).size).toBe(1_300);
    expect(await walk(cluster.nginx.origin, combinations, 8)).toEqual({ 200: 1_300 });

    const direct = await Promise.all(kept.map(async (path) => [path, await pageCacheState(path)]));
    expect(direct.filter(([, state]) => !['HIT', 'STALE'].includes(state ?? ''))).toEqual([]);
    // nginx serves its copy, fresh (HIT) or while it asks again (STALE, UPDATING).
    const behindNginx = await Promise.all(kept.map(async (path) => [path, await nginxState(path)]));
    expect(
      behindNginx.filter(([, state]) => !['HIT', 'STALE', 'UPDATING'].includes(state ?? '')),
    ).toEqual([]);
  }, 600_000);
});

/** Every route handler, every kind of file, and a page of each kind. */
async function everyKindOfAnswer(): Promise<string[]> {
  return [
    '/serwist/sw.js',
    '/sitemap.xml',
    '/robots.txt',
    '/manifest.webmanifest',
    '/icon.svg',
    '/og-image.png',
    '/icons/icon-192.png',
    '/images/default-doctor.svg',
    '/api/health',
    '/api/health/ready',
    ...(await pageKinds(instance.origin)).values(),
  ];
}

describe('OPTIONS and HEAD before GET, each after the copy was dropped', () => {
  it.each(['OPTIONS', 'HEAD'])(
    '%s answers no 5xx, and the GETs after it are whole answers',
    async (method) => {
      const poisoned: string[] = [];
      for (const path of await everyKindOfAnswer()) {
        await dropCopies();
        const first = await fetch(`${instance.origin}${path}`, { method });
        await first.arrayBuffer();
        const get = await fetch(`${instance.origin}${path}`);
        const body = await get.arrayBuffer();
        const again = await fetch(`${instance.origin}${path}`);
        const keptBody = await again.arrayBuffer();
        if (
          first.status >= 500 ||
          get.status !== 200 ||
          body.byteLength === 0 ||
          again.status !== 200 ||
          keptBody.byteLength === 0
        ) {
          poisoned.push(
            `${method} ${path}: ${first.status}, then GET ${get.status} ${again.status}`,
          );
        }
      }
      expect(poisoned).toEqual([]);
    },
    600_000,
  );
});
