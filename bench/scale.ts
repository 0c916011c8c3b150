/**
 * Several instances behind nginx (scripts/cluster.ts: deploy/nginx/farooq-hospital.conf in front
 * of instances sharing Redis), on loopback, 20 connections, gzip accepted as a browser does.
 *
 * 1. Cached pages through nginx against a file of the framework's of about the same size through
 *    the same nginx, each right after the other: the ratio shows what serving a page from the
 *    proxy's cache costs (target at least 0.9).
 * 2. An uncached mix (a new consultant search and a new GraphQL search each request) through
 *    nginx with one instance and then with two: how far a second instance carries the load that
 *    reaches the instances. On this 2-core machine the load generator, nginx, the sandbox and
 *    the instances share the cores, so two instances cannot double it here.
 *
 * Needs a production build (`npm run build:e2e`) and Debian's redis-server and nginx.
 * Writes bench/results/scale.json.   BENCH_SECONDS (default 8) per measurement.
 */
import { request } from 'node:http';
import { startCluster, type Cluster } from '../scripts/cluster';
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

const show = (name: string, run: Run, extra = '') =>
  console.log(
    `${name.padEnd(44)} ${String(run.requestsPerSecond).padStart(6)} req/s  p50 ${String(run.p50Ms).padStart(3)} ms  p99 ${String(run.p99Ms).padStart(4)} ms${extra}${run.non2xx || run.errors ? `  non-2xx ${run.non2xx}, errors ${run.errors}` : ''}`,
  );

/** How many bytes nginx sends for `path`, compressed as the load asks. */
async function sentBytes(origin: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(`${origin}${path}`, { headers: HEADERS }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });
}

/**
 * The framework's files nginx keeps (immutable), with their sizes as sent. Each page is measured
 * against the one closest to it in size: the question is whether a cached page costs more to
 * serve than a static file of its size, not whether larger answers take longer.
 */
async function staticFilesOf(origin: string): Promise<{ path: string; bytes: number }[]> {
  const html = await (await fetch(`${origin}/dhabranch`)).text();
  const paths = [...new Set(html.match(/\/_next\/static\/[^"'\\]+\.(?:js|css)/g) ?? [])];
  await warm(origin, paths);
  return Promise.all(paths.map(async (path) => ({ path, bytes: await sentBytes(origin, path) })));
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

async function cachedPages(cluster: Cluster) {
  const origin = cluster.nginx.origin;
  await warm(origin, CACHED_PAGES);
  const files = await staticFilesOf(origin);
  const rows = [];
  for (const page of CACHED_PAGES) {
    const bytes = await sentBytes(origin, page);
    const staticFile = files.reduce((best, file) =>
      Math.abs(file.bytes - bytes) < Math.abs(best.bytes - bytes) ? file : best,
    );
    const reference = await load(origin, staticFile.path, LOAD);
    const measured = await load(origin, page, LOAD);
    const ratio = Number((measured.requestsPerSecond / reference.requestsPerSecond).toFixed(3));
    show(
      `nginx cache: ${page}`,
      measured,
      `  ${(bytes / 1024).toFixed(1)} KB; static file of ${(staticFile.bytes / 1024).toFixed(1)} KB ${reference.requestsPerSecond} req/s  ratio ${ratio} (target 0.9${ratio >= 0.9 ? ', met' : ', NOT met'})`,
    );
    rows.push({
      page,
      bytes,
      ...measured,
      staticFile,
      staticFileRequestsPerSecond: reference.requestsPerSecond,
      ratio,
    });
  }
  return rows;
}

async function uncached(instances: number) {
  const cluster = await startCluster(instances);
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

const two = await startCluster(2);
let cached;
try {
  cached = await cachedPages(two);
} finally {
  await two.close();
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
