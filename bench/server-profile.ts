/**
 * Where a request's processor time goes on the server (issue 42: "profile what a cached answer and
 * a per-request list render cost in the front server and in Next"). For each target the built site
 * is started with V8's CPU profiler (scripts/serve.ts, SERVER_CPU_PROFILE_DIR), loaded as
 * bench:throughput loads it (20 connections), and stopped; the profile's samples of the load are
 * then added up by the layer whose code was running: Next.js and React, the site's own bundle
 * (its pages, the GraphQL they run in process, their text), the front server, the page cache,
 * Node's HTTP and buffers, garbage collection. Self time only: a layer's figure is the time spent
 * in its own code, not in what it called.
 *
 * Needs a production build (`npm run build`). Writes bench/results/server-profile.json.
 *   BENCH_SECONDS (default 8) per target.
 *   BENCH_ONLY: only the targets whose name contains it.
 *   BENCH_TOP: also print each target's N costliest functions (self time), to see inside a layer.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load, patientSearches } from './load';
import { startSite, writeResults } from './site';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const LOAD = { connections: 20, seconds: SECONDS };

const TARGETS: { name: string; path: string; paths?: Generator<string> }[] = [
  { name: 'static file', path: '/images/default-doctor.svg' },
  { name: '/dhabranch (cached)', path: '/dhabranch' },
  { name: '/ur/dhabranch (cached)', path: '/ur/dhabranch' },
  { name: 'a search that finds nobody', path: '/OurDoctors?name=zzzz' },
  { name: "a patient's words each time", path: '/OurDoctors?name=dil', paths: patientSearches() },
];

const LAYERS = [
  'Next.js and React',
  "the site's bundle",
  'front server',
  'page cache',
  'Node: HTTP, streams, buffers',
  'garbage collection',
] as const;
type Layer = (typeof LAYERS)[number] | 'idle';

/** The layer a sampled function belongs to, by the file it was loaded from. */
function layerOf(url: string, functionName: string): Layer {
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (/pageCache|@fortedigital|lru-cache|redis/.test(url)) return 'page cache';
  // Before the front server's pattern: Next's own router lives in node_modules/next/dist/server.
  if (/node_modules\/next\/|node_modules_next_|\[turbopack\]_runtime/.test(url)) {
    return 'Next.js and React';
  }
  // The front server's own code and the middleware it wraps Next in.
  if (
    /\/dist\/server\/|node_modules\/(compression|negotiator|on-headers|vary|compressible|accepts)\//.test(
      url,
    )
  ) {
    return 'front server';
  }
  // The pages' chunks (with what they bundle: Apollo, next-intl) and the packages they require.
  if (url.includes('/.next/server/') || url.includes('/node_modules/')) return "the site's bundle";
  return 'Node: HTTP, streams, buffers';
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * Each profile node's layer. V8's built-ins (a regular expression, `JSON.parse`,
 * `structuredClone`) have no file: they count for the layer that called them.
 */
function layersOf(profile: CpuProfile, byId: Map<number, ProfileNode>): Map<number, Layer> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const layers = new Map<number, Layer>();
  const layer = (id: number): Layer => {
    const known = layers.get(id);
    if (known) return known;
    const { url, functionName } = byId.get(id)!.callFrame;
    const caller = parent.get(id);
    const found =
      url === '' && caller !== undefined && !functionName.startsWith('(')
        ? layer(caller)
        : layerOf(url, functionName);
    layers.set(id, found);
    return found;
  };
  for (const node of profile.nodes) layer(node.id);
  return layers;
}

/**
 * The samples of the load: the profile also holds the server's start and the warm-up. The load is
 * the last stretch of busy samples (the site is stopped right after it); a quarter of a second is
 * left off at each end.
 */
function loadWindow(profile: CpuProfile, seconds: number): { from: number; to: number } {
  const idle = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id),
  );
  let time = profile.startTime;
  let lastBusy = time;
  profile.samples.forEach((sample, index) => {
    time += profile.timeDeltas[index]!;
    if (!idle.has(sample)) lastBusy = time;
  });
  return { from: lastBusy - (seconds - 0.25) * 1e6, to: lastBusy - 0.25 * 1e6 };
}

/** Microseconds of each layer, and of each function, within the window. */
function timeSpent(profile: CpuProfile, window: { from: number; to: number }) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const layerById = layersOf(profile, byId);
  const spent = new Map<Layer, number>();
  const byFunction = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((sample, index) => {
    const delta = profile.timeDeltas[index]!;
    time += delta;
    if (time < window.from || time > window.to) return;
    const layer = layerById.get(sample)!;
    spent.set(layer, (spent.get(layer) ?? 0) + delta);
    const { functionName, url, lineNumber } = byId.get(sample)!.callFrame;
    const where = `${functionName || '(anonymous)'} ${url.split(/node_modules\/|\.next\//).pop()}:${lineNumber + 1} [${layer}]`;
    byFunction.set(where, (byFunction.get(where) ?? 0) + delta);
  });
  return { spent, byFunction };
}

const rows = [];
const only = process.env.BENCH_ONLY;
for (const target of TARGETS.filter(({ name }) => !only || name.includes(only))) {
  const directory = mkdtempSync(path.join(tmpdir(), 'server-profile-'));
  process.env.SERVER_CPU_PROFILE_DIR = directory;
  const site = await startSite(3212, 4222);
  let run;
  try {
    for (let i = 0; i < 3; i += 1) await (await fetch(`${site.origin}${target.path}`)).text();
    run = await load(site.origin, target.path, { ...LOAD, paths: target.paths });
  } finally {
    site.stop();
  }
  // V8 writes the profile as the server exits.
  let file: string | undefined;
  for (let attempt = 0; attempt < 100 && !file; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    file = readdirSync(directory).find((name) => name.endsWith('.cpuprofile'));
  }
  if (!file) throw new Error(`no CPU profile was written in ${directory}`);
  // A profile still being written is not yet valid JSON: read it again until it is.
  let profile: CpuProfile | undefined;
  for (let attempt = 0; attempt < 50 && !profile; attempt += 1) {
    try {
      profile = JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as CpuProfile;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  rmSync(directory, { recursive: true, force: true });
  if (!profile) throw new Error(`the CPU profile in ${directory} could not be read`);

  const window = loadWindow(profile, SECONDS);
  const { spent, byFunction } = timeSpent(profile, window);
  const requests = run.requestsPerSecond * ((window.to - window.from) / 1e6);
  const busy = LAYERS.reduce((sum, layer) => sum + (spent.get(layer) ?? 0), 0);
  const msPerRequest = (microseconds: number) =>
    Number((microseconds / 1000 / requests).toFixed(2));
  const row = {
    name: target.name,
    requestsPerSecond: run.requestsPerSecond,
    cpuMsPerRequest: msPerRequest(busy),
    busyShare: Number((busy / (window.to - window.from)).toFixed(2)),
    msPerRequestByLayer: Object.fromEntries(
      LAYERS.map((layer) => [layer, msPerRequest(spent.get(layer) ?? 0)]),
    ) as Record<(typeof LAYERS)[number], number>,
  };
  rows.push(row);
  console.log(
    `${row.name.padEnd(30)} ${String(row.requestsPerSecond).padStart(5)} req/s  ${row.cpuMsPerRequest.toFixed(2).padStart(6)} ms of CPU a request (busy ${Math.round(row.busyShare * 100)} %): ` +
      LAYERS.map((layer) => `${layer} ${row.msPerRequestByLayer[layer].toFixed(2)}`).join(', '),
  );
  const top = Number(process.env.BENCH_TOP ?? 0);
  for (const [where, microseconds] of [...byFunction]
    .filter(([where]) => !where.endsWith('[idle]'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)) {
    console.log(`  ${(microseconds / 1000 / requests).toFixed(3).padStart(7)} ms  ${where}`);
  }
}
writeResults('server-profile', {
  measuredAt: new Date().toISOString(),
  connections: LOAD.connections,
  secondsEach: SECONDS,
  rows,
});
