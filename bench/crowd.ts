/**
 * A crowd of new searches (issue 53): 50 connections on loopback, each asking for a consultant
 * search by a name nobody asked before (`/OurDoctors?name=<new word>`, so no cache holds it and
 * every one is rendered), for 20 s, with a 10 s timeout. Meanwhile a separate process (so the load
 * generator's own work does not delay it) asks, one after the other every 100 ms, for the
 * liveness probe `/api/health` and a kept page, `/dhabranch` (warmed first, so it is cached), each
 * on a new connection as a health checker or a new visitor opens one. The probes also run for a
 * few seconds alone before the crowd, for reference.
 *
 * Two phases: one instance of the built site on the sandbox (bench/site.ts), then one instance a
 * core behind nginx (scripts/cluster.ts, as bench:scale runs them), probed through nginx and on
 * the first instance directly.
 *
 * How to read it: an instance renders a few searches at once and refuses the rest at once with a
 * 503 and Retry-After (server/renderGate.ts), so that health and the kept pages stay fast. The
 * goals: health p99 at most 200 ms, kept page p99 at most 300 ms, searches p99 at most 3 s, no
 * connection error, no timeout, no 5xx but 503.
 *
 * Needs a production build (`npm run build`, or the tests' with NEXT_DIST_DIR=.next-e2e); the
 * second phase also Debian's redis-server and nginx. Writes bench/results/crowd.json.
 *   BENCH_CONNECTIONS (50), BENCH_SECONDS (20) of crowd per phase.
 *   BENCH_CLUSTER: 0 for the one instance only, 1 for the instances behind nginx only (default both).
 *   BENCH_INSTANCES (one a core) for the second phase.
 *   BENCH_PORT (3250), BENCH_SANDBOX_PORT (4260) for the first phase.
 */
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Client } from 'undici';
import { startSite, writeResults } from './site';

const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CONNECTIONS = number('BENCH_CONNECTIONS', 50);
const SECONDS = number('BENCH_SECONDS', 20);
const INSTANCES = number('BENCH_INSTANCES', availableParallelism());
const CLUSTER = process.env.BENCH_CLUSTER;
const TIMEOUT_SECONDS = 10;
const PROBE_INTERVAL_MS = 100;
/** The probes alone before the crowd: what they measure on this machine at this moment. */
const QUIET_SECONDS = Math.min(3, SECONDS);
const SEARCH_PATH = '/OurDoctors';
const KEPT_PAGE = '/dhabranch';
/** As a browser asks: the kept page is sent from its compressed copy. */
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const GOALS = { healthP99Ms: 200, keptPageP99Ms: 300, searchP99Ms: 3000 } as const;

/** What to stop when the bench is interrupted: a site left running would be measured next time. */
const stopOnSignal = new Set<() => Promise<void>>();

type ProbeKind = 'health' | 'keptPage';

interface Probe {
  name: string;
  kind: ProbeKind;
  url: string;
}

interface Sample {
  label: string;
  probe: string;
  ms: number;
  status?: number;
  failure?: 'timeout' | 'error';
}

interface ProbeConfig {
  probes: Probe[];
  intervalMs: number;
  timeoutMs: number;
  /** The child stops by itself past this, whatever happens to the bench. */
  maxSeconds: number;
}

type ToProbe = { label: string } | { stop: true };

const round1 = (ms: number) => Math.round(ms * 10) / 10;

/** Nearest rank: the value at or below which `p` per cent of them lie. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function spread(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: round1(percentile(sorted, 50)),
    p99Ms: round1(percentile(sorted, 99)),
    maxMs: round1(sorted.at(-1) ?? Number.NaN),
  };
}

// ---- The probe process ------------------------------------------------------------------------

/** One GET on a connection of its own, read to its end. */
async function probeOnce(url: string, timeoutMs: number): Promise<Omit<Sample, 'label' | 'probe'>> {
  const { origin, pathname, search } = new URL(url);
  const client = new Client(origin, {
    connectTimeout: timeoutMs,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const signal = AbortSignal.timeout(timeoutMs);
  const started = performance.now();
  try {
    const { statusCode, body } = await client.request({
      method: 'GET',
      path: `${pathname}${search}`,
      headers: HEADERS,
      signal,
    });
    await body.arrayBuffer();
    return { ms: performance.now() - started, status: statusCode };
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    const timedOut = signal.aborted || /TIMEOUT/.test(code);
    return { ms: performance.now() - started, failure: timedOut ? 'timeout' : 'error' };
  } finally {
    await client.destroy().catch(() => undefined);
  }
}

/** Runs in the forked copy of this file: every probe in turn, a round every `intervalMs`. */
async function probeProcess(config: ProbeConfig): Promise<void> {
  const samples: Sample[] = [];
  const state = { label: '', stopping: false };
  const started = new Promise<void>((resolve) => {
    process.on('message', (message: ToProbe) => {
      if ('label' in message) {
        state.label = message.label;
        resolve();
      } else state.stopping = true;
    });
  });
  // The bench gone: nobody to report to.
  process.on('disconnect', () => process.exit(0));
  process.send!({ ready: true });
  await started;
  const deadline = Date.now() + config.maxSeconds * 1000;
  while (!state.stopping && Date.now() < deadline) {
    const round = performance.now();
    for (const probe of config.probes) {
      const label = state.label;
      samples.push({ label, probe: probe.name, ...(await probeOnce(probe.url, config.timeoutMs)) });
    }
    await delay(Math.max(0, config.intervalMs - (performance.now() - round)));
  }
  process.send!({ samples }, () => process.disconnect());
}

/** The probe process, started and ready; `label` names what its next samples measure. */
async function startProbes(probes: Probe[], maxSeconds: number) {
  const config: ProbeConfig = {
    probes,
    intervalMs: PROBE_INTERVAL_MS,
    timeoutMs: TIMEOUT_SECONDS * 1000,
    maxSeconds,
  };
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, CROWD_PROBE: JSON.stringify(config) },
  });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the probe process exited (${String(code)}) before it reported`);
  });
  exited.catch(() => undefined);
  await Promise.race([once(child, 'message'), exited]);
  return {
    label(label: string) {
      child.send({ label } satisfies ToProbe);
    },
    async stop(): Promise<Sample[]> {
      const reported = once(child, 'message');
      child.send({ stop: true } satisfies ToProbe);
      const [message] = (await Promise.race([reported, exited])) as [{ samples: Sample[] }];
      return message.samples;
    },
    kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill();
    },
  };
}

// ---- The crowd --------------------------------------------------------------------------------

const CONSONANTS = 'bdfghjklmnprstvz';
const VOWELS = 'aeiou';
const SYLLABLES = CONSONANTS.length * VOWELS.length;

/** A name-like word for each number, a different word for a different number. */
function word(n: number): string {
  let text = '';
  let rest = n;
  do {
    const syllable = rest % SYLLABLES;
    text += CONSONANTS[syllable % CONSONANTS.length]!;
    text += VOWELS[Math.floor(syllable / CONSONANTS.length)]!;
    rest = Math.floor(rest / SYLLABLES);
  } while (rest > 0);
  return text;
}

/** A name never asked before, across phases and (from a random start) across runs. */
function* newNames(): Generator<string> {
  for (let n = randomInt(1e9); ; n += 1) yield `${SEARCH_PATH}?name=${word(n)}`;
}
const searches = newNames();

const header = (headers: Record<string, string | string[]> | undefined, name: string) =>
  Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];

/** SECONDS of CONNECTIONS connections, a new search on every request. */
async function searchCrowd(origin: string) {
  const latencies = { all: [] as number[], ok: [] as number[], refused: [] as number[] };
  const retryAfter = { with: 0, without: 0, values: {} as Record<string, number> };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}${SEARCH_PATH}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: TIMEOUT_SECONDS,
        headers: HEADERS,
        requests: [
          {
            setupRequest: (request) => ({ ...request, path: searches.next().value! }),
            onResponse: (status, _body, _context, headers) => {
              if (status !== 503) return;
              const value = header(headers as Record<string, string | string[]>, 'retry-after');
              if (value === undefined) retryAfter.without += 1;
              else {
                retryAfter.with += 1;
                const key = String(value);
                retryAfter.values[key] = (retryAfter.values[key] ?? 0) + 1;
              }
            },
          },
        ],
      },
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, ms) => {
      latencies.all.push(ms);
      if (statusCode >= 200 && statusCode < 300) latencies.ok.push(ms);
      else if (statusCode === 503) latencies.refused.push(ms);
    });
  });
  const byStatus = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count ?? 0]),
  );
  const otherNon2xx = Object.fromEntries(
    Object.entries(byStatus).filter(([status]) => !status.startsWith('2') && status !== '503'),
  );
  const ok = result['2xx'];
  return {
    sent: result.requests.sent,
    answered: latencies.all.length,
    ok2xx: ok,
    okPerSecond: Math.round(ok / result.duration),
    refused503: byStatus['503'] ?? 0,
    retryAfterOn503: retryAfter,
    otherNon2xx,
    serverErrorsBesides503: Object.entries(otherNon2xx)
      .filter(([status]) => status.startsWith('5'))
      .reduce((sum, [, count]) => sum + count, 0),
    /** Connection errors, timeouts not counted. */
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    everyAnswer: spread(latencies.all),
    answered2xx: spread(latencies.ok),
    answered503: spread(latencies.refused),
    seconds: result.duration,
  };
}

type Searches = Awaited<ReturnType<typeof searchCrowd>>;

function probeFigures(samples: readonly Sample[]) {
  const answered = samples.filter((sample) => sample.status !== undefined);
  const non2xx: Record<string, number> = {};
  for (const { status } of answered)
    if (status! < 200 || status! >= 300) non2xx[status!] = (non2xx[status!] ?? 0) + 1;
  return {
    ...spread(answered.map((sample) => sample.ms)),
    asked: samples.length,
    non2xx,
    errors: samples.filter((sample) => sample.failure === 'error').length,
    timeouts: samples.filter((sample) => sample.failure === 'timeout').length,
  };
}

type ProbeFigures = ReturnType<typeof probeFigures>;

/** The cache's word on an answer: the page cache's on an instance, nginx's through nginx. */
async function warm(url: string): Promise<string> {
  let said = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await fetch(url, { headers: HEADERS });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`warm-up: ${url} answered ${response.status}`);
    said =
      response.headers.get('x-cache-status') ??
      response.headers.get('x-nextjs-cache') ??
      'not said';
  }
  return said;
}

const ms = (value: number) => `${Number.isNaN(value) ? '-' : value} ms`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
const counts = (byStatus: Record<string, number>) =>
  Object.keys(byStatus).length
    ? Object.entries(byStatus)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ')
    : 'none';

interface Goal {
  goal: string;
  figure: string;
  met: boolean;
}

function goals(searchFigures: Searches, probes: Probe[], crowd: Record<string, ProbeFigures>) {
  const rows: Goal[] = [];
  for (const probe of probes) {
    const figures = crowd[probe.name]!;
    const limit = probe.kind === 'health' ? GOALS.healthP99Ms : GOALS.keptPageP99Ms;
    rows.push({
      goal: `${probe.name} p99 ≤ ${limit} ms`,
      figure: ms(figures.p99Ms),
      met: figures.p99Ms <= limit,
    });
  }
  const { everyAnswer, answered2xx } = searchFigures;
  rows.push({
    goal: `searches p99 ≤ ${GOALS.searchP99Ms} ms`,
    figure: `every answer ${ms(everyAnswer.p99Ms)}, 2xx ${ms(answered2xx.p99Ms)}`,
    // No 2xx at all is no search answered: not met either.
    met: everyAnswer.p99Ms <= GOALS.searchP99Ms && answered2xx.p99Ms <= GOALS.searchP99Ms,
  });
  const probeSum = (of: (figures: ProbeFigures) => number) =>
    Object.values(crowd).reduce((sum, figures) => sum + of(figures), 0);
  const probeFailures = probeSum(
    (f) => f.errors + Object.values(f.non2xx).reduce((sum, count) => sum + count, 0),
  );
  rows.push({
    goal: 'no error',
    figure: `searches ${searchFigures.errors}, probes ${probeFailures} (non-2xx or no answer)`,
    met: searchFigures.errors === 0 && probeFailures === 0,
  });
  const probeTimeouts = probeSum((f) => f.timeouts);
  rows.push({
    goal: 'no timeout',
    figure: `searches ${searchFigures.timeouts}, probes ${probeTimeouts}`,
    met: searchFigures.timeouts === 0 && probeTimeouts === 0,
  });
  const probeServerErrors = probeSum((f) =>
    Object.entries(f.non2xx)
      .filter(([status]) => status.startsWith('5') && status !== '503')
      .reduce((sum, [, count]) => sum + count, 0),
  );
  rows.push({
    goal: 'no 5xx but 503',
    figure: `searches ${searchFigures.serverErrorsBesides503}, probes ${probeServerErrors}`,
    met: searchFigures.serverErrorsBesides503 === 0 && probeServerErrors === 0,
  });
  return rows;
}

/** Warms the probes' addresses, then the probes alone, then the probes during the crowd. */
async function crowd(name: string, origin: string, probes: Probe[]) {
  const kept: Record<string, string> = {};
  for (const probe of probes) kept[probe.name] = await warm(probe.url);
  // The search route's first renders (a cold process is slower for its first seconds).
  for (let i = 0; i < 20; i += 1) {
    const path = searches.next().value!;
    const response = await fetch(`${origin}${path}`, { headers: HEADERS });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`warm-up: ${path} answered ${response.status}`);
  }

  const probing = await startProbes(probes, QUIET_SECONDS + SECONDS + 2 * TIMEOUT_SECONDS + 30);
  let samples: Sample[];
  let searchFigures: Searches;
  try {
    probing.label('quiet');
    await delay(QUIET_SECONDS * 1000);
    probing.label('crowd');
    searchFigures = await searchCrowd(origin);
    samples = await probing.stop();
  } finally {
    probing.kill();
  }
  const during = (label: string) =>
    Object.fromEntries(
      probes.map((probe) => [
        probe.name,
        probeFigures(samples.filter((s) => s.label === label && s.probe === probe.name)),
      ]),
    );
  const quiet = during('quiet');
  const loaded = during('crowd');
  const rows = goals(searchFigures, probes, loaded);

  const s = searchFigures;
  const retryValues = Object.entries(s.retryAfterOn503.values)
    .map(([seconds, count]) => `: ${seconds} s ×${count}`)
    .join('');
  console.log(
    `\n${name}: ${CONNECTIONS} connections of new searches for ${SECONDS} s (timeout ${TIMEOUT_SECONDS} s); probes every ${PROBE_INTERVAL_MS} ms, ${QUIET_SECONDS} s alone first`,
  );
  console.log(
    `  searches   sent ${s.sent}, answered ${s.answered}: 2xx ${s.ok2xx} (${s.okPerSecond}/s), 503 ${s.refused503} (Retry-After on ${s.retryAfterOn503.with}${retryValues}, without ${s.retryAfterOn503.without}), other non-2xx ${counts(s.otherNon2xx)}, errors ${s.errors}, timeouts ${s.timeouts}`,
  );
  console.log(
    `             every answer p50 ${ms(s.everyAnswer.p50Ms)}, p99 ${ms(s.everyAnswer.p99Ms)}, max ${ms(s.everyAnswer.maxMs)}; 2xx p50 ${ms(s.answered2xx.p50Ms)}, p99 ${ms(s.answered2xx.p99Ms)}; 503 p50 ${ms(s.answered503.p50Ms)}, p99 ${ms(s.answered503.p99Ms)}`,
  );
  for (const probe of probes) {
    const [q, c] = [quiet[probe.name]!, loaded[probe.name]!];
    const trouble = [
      Object.keys(c.non2xx).length ? `non-2xx ${counts(c.non2xx)}` : '',
      c.errors ? `errors ${c.errors}` : '',
      c.timeouts ? `timeouts ${c.timeouts}` : '',
    ].filter(Boolean);
    console.log(
      `  ${probe.name.padEnd(44)} crowd p50 ${ms(c.p50Ms)}, p99 ${ms(c.p99Ms)}, max ${ms(c.maxMs)} (${c.asked} asked)   alone p50 ${ms(q.p50Ms)}, p99 ${ms(q.p99Ms)}${trouble.length ? `   ${trouble.join(', ')}` : ''}`,
    );
  }
  console.log('  goals (issue 53):');
  for (const row of rows)
    console.log(`    ${row.goal.padEnd(56)} ${row.figure.padEnd(56)} ${verdict(row.met)}`);

  return {
    searches: searchFigures,
    probes: probes.map((probe) => ({
      ...probe,
      url: probe.url.replace(origin, ''),
      cacheSaidWhenWarm: kept[probe.name],
      crowd: loaded[probe.name],
      alone: quiet[probe.name],
    })),
    goals: rows,
    allGoalsMet: rows.every((row) => row.met),
  };
}

const probesOn = (origin: string, suffix = ''): Probe[] => [
  { name: `health${suffix}`, kind: 'health', url: `${origin}/api/health` },
  { name: `kept page ${KEPT_PAGE}${suffix}`, kind: 'keptPage', url: `${origin}${KEPT_PAGE}` },
];

async function oneInstance() {
  const site = await startSite(
    number('BENCH_PORT', 3250),
    number('BENCH_SANDBOX_PORT', 4260),
    process.cwd(),
    { gate: 'production' },
  );
  const stop = async () => site.stop();
  stopOnSignal.add(stop);
  try {
    return { instances: 1, ...(await crowd('one instance', site.origin, probesOn(site.origin))) };
  } finally {
    site.stop();
    stopOnSignal.delete(stop);
  }
}

async function perCore() {
  // Checked before anything starts: startCluster meets a missing nginx with Redis and the
  // instances already running.
  for (const name of ['redis-server', 'nginx'])
    if (!['/usr/bin', '/usr/sbin', '/usr/local/bin'].some((dir) => existsSync(`${dir}/${name}`)))
      throw new Error(`${name} is not installed (apt-get install ${name})`);
  const { startCluster } = await import('../scripts/cluster');
  const cluster = await startCluster(INSTANCES);
  const stop = () => cluster.close();
  stopOnSignal.add(stop);
  try {
    const [first] = cluster.instances;
    const probes = [
      ...probesOn(cluster.nginx.origin, ' (through nginx)'),
      ...probesOn(first!.origin, ' (instance 1 directly)'),
    ];
    const name = `${INSTANCES} instance${INSTANCES > 1 ? 's' : ''} behind nginx`;
    return { instances: INSTANCES, ...(await crowd(name, cluster.nginx.origin, probes)) };
  } finally {
    stopOnSignal.delete(stop);
    await cluster.close();
  }
}

if (process.env.CROWD_PROBE) {
  await probeProcess(JSON.parse(process.env.CROWD_PROBE) as ProbeConfig);
} else {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void Promise.allSettled([...stopOnSignal].map((stop) => stop())).then(() =>
        process.exit(130),
      );
    });

  const phases: Record<string, unknown> = {};
  const save = () =>
    writeResults('crowd', {
      measuredAt: new Date().toISOString(),
      connections: CONNECTIONS,
      seconds: SECONDS,
      timeoutSeconds: TIMEOUT_SECONDS,
      probeIntervalMs: PROBE_INTERVAL_MS,
      probesAloneSeconds: QUIET_SECONDS,
      searches: `${SEARCH_PATH}?name=<a new word each request>`,
      goals: GOALS,
      phases,
    });
  if (CLUSTER !== '1') {
    phases.oneInstance = await oneInstance();
    save();
  }
  if (CLUSTER !== '0') {
    try {
      phases.perCore = await perCore();
    } catch (error) {
      // Run on its own (BENCH_CLUSTER=1), the phase must run; after the first, say why it did not.
      if (CLUSTER === '1') throw error;
      const reason = error instanceof Error ? error.message : String(error);
      console.log(`\ninstances behind nginx: not measured (${reason})`);
      phases.perCore = { notMeasured: reason };
      process.exitCode = 1;
    }
    save();
  }
}
