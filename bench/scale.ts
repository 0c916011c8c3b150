/**
 * Several instances behind nginx (scripts/cluster.ts: deploy/nginx/farooq-hospital.conf in front
 * of instances sharing Redis), on loopback, 20 connections, gzip accepted as a browser does.
 *
 * 1. Cached pages through nginx against a static file of the page's own bytes through the same
 *    nginx (gzip_static, the same gzip on the wire), each right after the other: the ratio shows
 *    what serving a page from the proxy's cache costs (target at least 0.9).
 * 2. An uncached mix (a new consultant search and a new GraphQL search each request) through
 *    nginx with one instance and then with two: how far a second instance carries the load that
 *    reaches the instances. On this 2-core machine the load generator, nginx, the sandbox and
 *    the instances share the cores, so two instances cannot double it here.
 *
 * Needs a production build (`npm run build`, or the tests' with NEXT_DIST_DIR=.next-e2e) and
 * Debian's redis-server and nginx.
 * Writes bench/results/scale.json.   BENCH_SECONDS (default 8) per measurement.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { OPEN_GATE, STATIC_PREFIX, startCluster, type Cluster } from '../scripts/cluster';
import { load, type Run } from './load';
import { writeResults } from './site';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const LOAD = { connections: CONNECTIONS, seconds: SECONDS, headers: HEADERS };
const CACHED_PAGES = [
  '/',
  '/dhabranch',
  '/Departments',
  '/dhaconsultant',
  '/OurDoctors',
  '/AboutUs',
];

const show = (
  name: string,
  run: Pick<Run, 'requestsPerSecond' | 'p50Ms' | 'p99Ms' | 'non2xx' | 'errors'>,
  extra = '',
) =>
  console.log(
    `${name.padEnd(44)} ${String(run.requestsPerSecond).padStart(6)} req/s  p50 ${String(run.p50Ms).padStart(3)} ms  p99 ${String(run.p99Ms).padStart(4)} ms${extra}${run.non2xx || run.errors ? `  non-2xx ${run.non2xx}, errors ${run.errors}` : ''}`,
  );

/**
 * The processor time nginx's workers have used, in ms (Linux's /proc). Divided by the requests
 * of a load it gives what each answer costs nginx itself, a figure the other processes sharing
 * the machine disturb far less than a rate.
 */
function nginxCpuMs(cluster: Cluster): number {
  const master = cluster.nginx.pid();
  if (!master) return Number.NaN;
  const children = readFileSync(`/proc/${master}/task/${master}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const ticks = children.reduce((sum, pid) => {
    // Fields 14 and 15 are user and system time, counted after the command's closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return sum + Number(fields[11]) + Number(fields[12]);
  }, 0);
  return (ticks * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

/** A load of `seconds`, with the processor time nginx and this load generator spent on it. */
async function measure(cluster: Cluster, path: string, seconds: number) {
  const nginxBefore = nginxCpuMs(cluster);
  const clientBefore = process.cpuUsage();
  const run = await load(cluster.nginx.origin, path, { ...LOAD, seconds });
  const client = process.cpuUsage(clientBefore);
  return {
    run,
    requests: run.requestsPerSecond * seconds,
    nginxMs: nginxCpuMs(cluster) - nginxBefore,
    clientMs: (client.user + client.system) / 1000,
  };
}

type Slice = Awaited<ReturnType<typeof measure>>;

/** Slices of one address taken together: their mean rate and what each answer cost. */
function combined(slices: Slice[]) {
  const sum = (of: (slice: Slice) => number) => slices.reduce((total, s) => total + of(s), 0);
  const requests = sum((s) => s.requests);
  const perRequest = (ms: number) => Math.round((ms * 1000) / requests);
  return {
    requestsPerSecond: Math.round(sum((s) => s.run.requestsPerSecond) / slices.length),
    bytesPerSecond: Math.round(sum((s) => s.run.bytesPerSecond) / slices.length),
    p50Ms: Math.max(...slices.map((s) => s.run.p50Ms)),
    p99Ms: Math.max(...slices.map((s) => s.run.p99Ms)),
    non2xx: sum((s) => s.run.non2xx),
    errors: sum((s) => s.run.errors),
    nginxCpuUs: perRequest(sum((s) => s.nginxMs)),
    loadGeneratorCpuUs: perRequest(sum((s) => s.clientMs)),
  };
}

/** What nginx sends for `path`, as sent (compressed as the load asks), and its headers. */
async function sent(
  origin: string,
  path: string,
): Promise<{ body: Buffer; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    request(`${origin}${path}`, { headers: HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ body: Buffer.concat(chunks), headers: response.headers }));
    })
      .on('error', reject)
      .end();
  });
}

/**
 * A static file of the page's own bytes, served by the same nginx as it serves any static file
 * (scripts/cluster.ts, gzip_static): the page as `.html` and the very gzip the cache sends as
 * `.html.gz`. Same bytes on the wire, so the ratio shows what serving a page from the proxy's
 * cache costs beyond sending a file, not what a larger answer costs. The pre-compressed copy
 * rather than gzip on the fly: a file compressed on every request would flatter the cache.
 */
async function staticCopy(origin: string, page: string, dir: string): Promise<string> {
  const { body, headers } = await sent(origin, page);
  // A page kept for 60 s may go stale during the bench: still sent from the cache, renewed behind.
  if (!['HIT', 'STALE', 'UPDATING', 'REVALIDATED'].includes(String(headers['x-cache-status']))) {
    throw new Error(`${page} is not answered from nginx's cache (${headers['x-cache-status']})`);
  }
  const gzipped = headers['content-encoding'] === 'gzip';
  const name = `${page === '/' ? 'home' : page.slice(1).replaceAll('/', '-')}.html`;
  await writeFile(path.join(dir, name), gzipped ? gunzipSync(body) : body);
  if (gzipped) await writeFile(path.join(dir, `${name}.gz`), body);
  const copy = `${STATIC_PREFIX}${name}`;
  const check = await sent(origin, copy);
  if (!check.body.equals(body)) throw new Error(`${copy} is not sent as ${page} is`);
  return copy;
}

/** A different uncached request each time: consultant searches and GraphQL searches, alternating. */
function* uncachedMix(): Generator<string> {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (let round = 0; ; round += 1)
    for (const a of letters)
      for (const b of letters) {
        yield `/OurDoctors?name=${a}${b}&department=${round % 2 ? 'Medicine' : ''}`;
        yield `/api/graphql?query=${encodeURIComponent(
          `{ consultants(branch: DHA, search: { name: "${a}${b}${round}" }, first: 10) { totalCount nodes { id name } } }`,
        )}`;
      }
}

async function warm(origin: string, paths: readonly string[]) {
  for (const path of paths)
    for (let i = 0; i < 3; i += 1)
      await (await fetch(`${origin}${path}`, { headers: HEADERS })).arrayBuffer();
}

/**
 * The page and its static copy, SECONDS each, in one-second slices ordered copy, page, page,
 * copy and again: a load elsewhere on the machine that rises or falls weighs on both alike.
 */
async function pair(cluster: Cluster, page: string, staticFile: string) {
  const pageSlices: Slice[] = [];
  const fileSlices: Slice[] = [];
  for (let round = 0; round < Math.max(1, Math.round(SECONDS / 2)); round += 1) {
    fileSlices.push(await measure(cluster, staticFile, 1));
    pageSlices.push(await measure(cluster, page, 1));
    pageSlices.push(await measure(cluster, page, 1));
    fileSlices.push(await measure(cluster, staticFile, 1));
  }
  return { measured: combined(pageSlices), reference: combined(fileSlices) };
}

async function cachedPages(cluster: Cluster, dir: string) {
  const origin = cluster.nginx.origin;
  const rows = [];
  for (const page of CACHED_PAGES) {
    // Just before: a copy the cache kept earlier may have gone stale meanwhile.
    await warm(origin, [page]);
    const staticFile = await staticCopy(origin, page, dir);
    await warm(origin, [staticFile]);
    const bytes = (await sent(origin, page)).body.length;
    const { measured, reference } = await pair(cluster, page, staticFile);
    const ratio = Number((measured.requestsPerSecond / reference.requestsPerSecond).toFixed(3));
    // Processor time per answer, nginx's and the load generator's: what the rate would be on
    // cores nothing else uses, steadier than the rate on a shared machine.
    const cost = (run: typeof measured) => run.nginxCpuUs + run.loadGeneratorCpuUs;
    const costRatio = Number((cost(reference) / cost(measured)).toFixed(3));
    show(
      `nginx cache: ${page}`,
      measured,
      `  ${(bytes / 1024).toFixed(1)} KB; the same bytes as a static file ${reference.requestsPerSecond} req/s; ratio ${ratio} (target 0.9${ratio >= 0.9 ? ', met' : ', NOT met'})`,
    );
    console.log(
      `${''.padEnd(44)} µs of processor time an answer, nginx + load generator: page ${measured.nginxCpuUs} + ${measured.loadGeneratorCpuUs}, file ${reference.nginxCpuUs} + ${reference.loadGeneratorCpuUs}; ratio ${costRatio}`,
    );
    rows.push({
      page,
      bytes,
      ...measured,
      staticFile,
      staticFileRequestsPerSecond: reference.requestsPerSecond,
      staticFileNginxCpuUs: reference.nginxCpuUs,
      staticFileLoadGeneratorCpuUs: reference.loadGeneratorCpuUs,
      ratio,
      costRatio,
    });
  }
  return rows;
}

async function uncached(instances: number) {
  const cluster = await startCluster(instances, OPEN_GATE);
  try {
    await warm(cluster.nginx.origin, ['/OurDoctors', '/api/graphql?query=%7B__typename%7D']);
    const run = await load(cluster.nginx.origin, '/OurDoctors?name=zz', {
      ...LOAD,
      paths: uncachedMix(),
    });
    show(`uncached mix, ${instances} instance${instances > 1 ? 's' : ''}`, run);
    return { instances, ...run };
  } finally {
    await cluster.close();
  }
}

const staticDir = await mkdtemp(path.join(tmpdir(), 'farooq-static-'));
const two = await startCluster(2, OPEN_GATE, { staticDir });
let cached;
try {
  cached = await cachedPages(two, staticDir);
} finally {
  await two.close();
  await rm(staticDir, { recursive: true, force: true });
}
const one = await uncached(1);
const both = await uncached(2);
const gain = Number((both.requestsPerSecond / one.requestsPerSecond).toFixed(2));
console.log(`two instances against one, uncached mix: ${gain}×`);

writeResults('scale', {
  measuredAt: new Date().toISOString(),
  connections: CONNECTIONS,
  secondsEach: SECONDS,
  cachedThroughNginx: cached,
  uncachedMix: { one, two: both, twoAgainstOne: gain },
});
