/**
 * Resilience under load (issue 22): 50 connections on loopback over a mix of public pages and a
 * public GraphQL query that read upstream data (one of them a new consultant search each time, so
 * rendered per request), in three phases of equal length:
 *
 * 1. warm: the upstream healthy, after one pass over every address and a short unmeasured load
 *    (a cold process is slower for its first seconds, which would flatter the ratios);
 * 2. slow: every upstream answer delayed to just under the site's per-attempt upstream timeout
 *    (adapters/config.ts UPSTREAM_TIMEOUT_MS, 1500 ms), so no attempt times out but each waits;
 * 3. failing: every upstream request answered 503 (the sandbox stays up: it runs in the process
 *    that started the site, so it cannot be stopped alone).
 *
 * Faults are set on the sandbox's control route (POST /__faults, sandbox/faults.ts). The site runs
 * with UPSTREAM_FRESH_SECONDS=2 (as the end-to-end tests do), and each phase starts once its
 * copies of the feeds are stale, so they are refreshed from the slow or failing upstream while it
 * is measured: the sandbox's request log gives how many upstream calls each phase made.
 *
 * How to read it: p99 of the slow and failing phases against the warm phase's, both from this
 * run; the target is at most 2×. Every phase must answer no 5xx: the site serves its last good
 * copies. Memory is the site's server process's RSS (and its peak) after the runs, with the
 * readiness report (/api/health/ready) at the same moment.
 *
 * Needs a production build (`npm run build`). Writes bench/results/resilience.json.
 *   BENCH_SECONDS (default 10) per phase.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { departmentFacts } from '../sandbox/data/departments-feed';
import { graphql, load, newSearches, type Run } from './load';
import { startSite, writeResults, type Site } from './site';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET = 2;
/** The site's per-attempt upstream timeout (adapters/config.ts); the site reads the same env. */
const UPSTREAM_TIMEOUT_MS = Number(process.env.UPSTREAM_TIMEOUT_MS ?? 1500);
const SLOW_MS = UPSTREAM_TIMEOUT_MS - 100;
const FAILING_STATUS = 503;
// Read by the site (startSite passes the environment on).
process.env.UPSTREAM_FRESH_SECONDS ??= '2';
const FRESH_SECONDS = Number(process.env.UPSTREAM_FRESH_SECONDS);

const PAGES = [
  '/',
  '/dhabranch',
  '/OurDoctors',
  '/dhaconsultant?department=Radiology',
  `/department/${departmentFacts.idWithServices}`,
  '/Medicines',
  graphql('{ consultants(branch: DHA, first: 24) { totalCount nodes { id name department } } }'),
];

const searches = newSearches();

/** Every page in turn, then a new search; the searches go on across phases, never repeated. */
function* mix(): Generator<string> {
  for (;;) {
    yield* PAGES;
    yield searches.next().value!;
  }
}

async function sandbox(site: Site, path: string, method: string, body?: unknown) {
  const response = await fetch(`${site.sandboxOrigin}${path}`, {
    method,
    ...(body !== undefined && {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  });
  if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${response.status}`);
  return response.json() as Promise<unknown>;
}

interface Phase extends Run {
  serverErrors: number;
  upstreamCalls: number;
  upstreamCallsFaulted: number;
}

async function phase(site: Site, name: string, fault?: Record<string, unknown>): Promise<Phase> {
  await sandbox(site, '/__faults', 'DELETE');
  if (fault) await sandbox(site, '/__faults', 'POST', { match: '/', ...fault });
  // Every copy the site holds is stale when the phase starts: its first reads refresh them.
  await new Promise((resolve) => setTimeout(resolve, FRESH_SECONDS * 1000 + 100));
  await sandbox(site, '/__requests', 'DELETE');
  const run = await load(site.origin, PAGES[0]!, {
    connections: CONNECTIONS,
    seconds: SECONDS,
    paths: mix(),
  });
  const calls = (await sandbox(site, '/__requests', 'GET')) as { fault?: unknown }[];
  const serverErrors = Object.entries(run.non2xxByStatus)
    .filter(([status]) => status.startsWith('5'))
    .reduce((sum, [, count]) => sum + count, 0);
  const byStatus = Object.entries(run.non2xxByStatus).map(([s, n]) => `${s}: ${n}`);
  console.log(
    `${name.padEnd(40)} ${String(run.requestsPerSecond).padStart(5)} req/s  p50 ${String(run.p50Ms).padStart(4)} ms  p90 ${String(run.p90Ms).padStart(4)} ms  p99 ${String(run.p99Ms).padStart(5)} ms  max ${String(run.maxMs).padStart(5)} ms  non-2xx ${run.non2xx}${byStatus.length ? ` (${byStatus.join(', ')})` : ''}  errors ${run.errors}  5xx ${serverErrors} (must be 0${serverErrors ? ', NOT met' : ', met'})  upstream calls ${calls.length}${fault ? `, ${calls.filter((call) => call.fault).length} faulted` : ''}`,
  );
  return {
    ...run,
    serverErrors,
    upstreamCalls: calls.length,
    upstreamCallsFaulted: calls.filter((call) => call.fault).length,
  };
}

/** The site's server process: the last process of the group running the server (server/main). */
function serverMemory(group: number) {
  const inGroup = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const [, ppid, pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return Number(pgrp) === group && command.includes('server/main.')
          ? [{ pid: Number(pid), ppid: Number(ppid) }]
          : [];
      } catch {
        return []; // Gone meanwhile.
      }
    });
  const server = inGroup.find((one) => !inGroup.some((other) => other.ppid === one.pid));
  if (!server) return null;
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1]);
  return {
    pid: server.pid,
    rssMb: Math.round(kb('VmRSS') / 1024),
    peakRssMb: Math.round(kb('VmHWM') / 1024),
  };
}

const site = await startSite(3240, 4250);
try {
  for (const path of [...PAGES, searches.next().value!]) {
    const response = await fetch(`${site.origin}${path}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`warm-up: ${path} answered ${response.status}`);
  }
  await load(site.origin, PAGES[0]!, { connections: CONNECTIONS, seconds: 3, paths: mix() });
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s a phase; slow: ${SLOW_MS} ms a call (upstream timeout ${UPSTREAM_TIMEOUT_MS} ms); failing: ${FAILING_STATUS} to every call`,
  );
  const warm = await phase(site, 'warm, upstream healthy');
  const slow = await phase(site, `upstream slow (${SLOW_MS} ms)`, {
    mode: 'slow',
    delayMs: SLOW_MS,
  });
  const failing = await phase(site, `upstream failing (${FAILING_STATUS})`, {
    mode: 'error',
    status: FAILING_STATUS,
  });
  const ratio = (run: Run) => Number((run.p99Ms / Math.max(warm.p99Ms, 1)).toFixed(2));
  const ratios = { slow: ratio(slow), failing: ratio(failing) };
  for (const [name, value] of Object.entries(ratios))
    console.log(
      `p99 ${name} / p99 warm: ${value}× (target at most ${TARGET}×${value <= TARGET ? ', met' : ', NOT met'})`,
    );

  const memory = serverMemory(site.pid);
  const readiness = (await (await fetch(`${site.origin}/api/health/ready`)).json()) as {
    status: string;
    failing?: string[];
  };
  console.log(
    `server process ${memory ? `${memory.pid}: RSS ${memory.rssMb} MB, peak ${memory.peakRssMb} MB` : 'not found'}; readiness ${readiness.status}${readiness.failing?.length ? ` (failing: ${readiness.failing.join(', ')})` : ''}`,
  );

  writeResults('resilience', {
    measuredAt: new Date().toISOString(),
    connections: CONNECTIONS,
    secondsEach: SECONDS,
    paths: [...PAGES, '/OurDoctors?name=<new search each time>'],
    upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS,
    upstreamFreshSeconds: FRESH_SECONDS,
    slowDelayMs: SLOW_MS,
    failingStatus: FAILING_STATUS,
    phases: { warm, slow, failing },
    p99AgainstWarm: { ...ratios, target: TARGET },
    memory,
    readiness,
  });
} finally {
  await sandbox(site, '/__faults', 'DELETE').catch(() => undefined);
  site.stop();
}
