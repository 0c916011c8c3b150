/**
 * The built site on the sandbox, started for a benchmark (scripts/serve.ts on loopback), and the
 * Chromium to load it in. Needs a production build (`npm run build`).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { OPEN_GATE } from '../scripts/cluster';

export interface Site {
  origin: string;
  sandboxOrigin: string;
  /** The process group of scripts/serve.ts: the sandbox and the site's server run in it. */
  pid: number;
  stop(): void;
}

/** What stops each site still running. */
const running = new Set<() => void>();

// A benchmark stopped half-way (Ctrl-C, a killed run) stops its sites too: they run in process
// groups of their own (detached, below), which a signal to the benchmark does not reach, and a
// site left on its port fails the next run's start. Then the signal ends the benchmark as it
// would have, unless the benchmark listens for it itself (bench/crowd.ts stops what it started).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const stop of running) stop();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  });
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    () => true,
    () => false,
  );
}

/**
 * `directory` is the checkout whose build is started (default: this one), so a benchmark can set
 * an earlier build beside the current one and compare them in one run.
 */
export async function startSite(
  port: number,
  sandboxPort: number,
  directory = process.cwd(),
  // A benchmark measures what the site can do, not the gate in front of its renders, which would
  // refuse a load generator's searches; but where it measures the gate itself (bench/crowd.ts).
  { gate = 'open' }: { gate?: 'open' | 'production' } = {},
): Promise<Site> {
  const origin = `http://127.0.0.1:${port}`;
  // A site left running on the port (an earlier run stopped half-way) would be measured instead.
  for (const busy of [origin, `http://127.0.0.1:${sandboxPort}/__health`]) {
    if (await answers(busy)) throw new Error(`${busy} is already taken: stop what runs there`);
  }
  const server = spawn('npx', ['tsx', 'scripts/serve.ts'], {
    cwd: directory,
    env: {
      ...process.env,
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
      SITE_URL: origin,
      // A benchmark is one client asking as fast as it can: it measures throughput, not the limit.
      API_REQUESTS_PER_MINUTE: '100000000',
      ...(gate === 'open' && OPEN_GATE),
    },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    running.delete(stop);
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  running.add(stop);
  try {
    await waitFor(`${origin}/api/graphql?query=%7Bok%7D`);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, sandboxOrigin: `http://127.0.0.1:${sandboxPort}`, pid: server.pid!, stop };
}

/** A build a benchmark measures: this checkout's (`current`) or an earlier one's (`before`). */
export interface Build {
  name: 'before' | 'current';
  site: Site;
}

/**
 * This checkout's build on `port` and, when `before` names an earlier checkout (built with `npm
 * run build`), that one's beside it on the next ports, listed first: a benchmark that goes through
 * the list in turn, run by run, has both builds meet the same moments of the machine.
 */
export async function startBuilds(
  port: number,
  sandboxPort: number,
  before: string | undefined,
): Promise<Build[]> {
  const builds: Build[] = [{ name: 'current', site: await startSite(port, sandboxPort) }];
  if (before) {
    builds.unshift({ name: 'before', site: await startSite(port + 1, sandboxPort + 1, before) });
  }
  return builds;
}

/** Debian's Chromium where installed (scripts/ensure-test-tools.sh), else Playwright's own. */
export const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (path): path is string => Boolean(path && existsSync(path)),
);

export function writeResults(name: string, figures: unknown): void {
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/${name}.json`, `${JSON.stringify(figures, null, 2)}\n`);
}

/**
 * The issue's cheap phone (issues 33 and 42): Chrome DevTools' figures for the link and a
 * mid-range Android's screen. The paint, menu-tap and main-thread benches load pages on it. Its CPU
 * is not here: a fixed slowdown stands for a different phone on each machine, so each bench slows
 * the CPU by what bench/phoneCalibration.ts measures the host to need (issue 56).
 */
export const SLOW_PHONE = {
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
  screen: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
} as const;

/** The middle of the figures of several runs (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The React payload's inline scripts in a page's HTML (`self.__next_f.push(…)`), each whole. */
export const PAYLOAD_SCRIPT = /<script[^>]*>self\.__next_f\.push\(.*?\)<\/script>/gs;
