/**
 * Lighthouse, mobile (its default: a Moto G Power's screen on a slow 4G link, throttling
 * simulated), on one page of every kind of a production build, in both languages: performance,
 * accessibility, best practices and SEO, with the metrics behind performance and the page's
 * compressed JavaScript. Lighthouse itself is fetched by npx at a fixed version (12.x is the last
 * to run on Node 20) rather than installed with the project.
 *
 * Its CPU slowdown is calibrated (issue 56): Lighthouse's default, 4×, is relative to the machine
 * it runs on, so this machine's BenchmarkIndex is measured first, as Lighthouse finds it in its
 * own runs (the median of three unthrottled runs of the home page; the idle figure of
 * bench/phoneCalibration.ts is kept beside it), and every run is given host ÷ target (a low-tier
 * phone's 264, or BENCH_TARGET_INDEX) as `--throttling.cpuSlowdownMultiplier`. Each run's own
 * `environment.benchmarkIndex` is kept beside it as the cross-check, with the phone it made of
 * the machine (its index ÷ the slowdown): a run that found the machine more than a fifth slower
 * than the calibration did (something else was running) stood for a slower phone than the
 * target, and is taken again, up to twice.
 *
 * Each page is measured LIGHTHOUSE_RUNS times (default 1) and its median run, by performance
 * score, reported with every run's score; LIGHTHOUSE_PAGES (comma-separated paths) measures only
 * those pages. LIGHTHOUSE_BEFORE (the checkout of an earlier build) measures that build too, page
 * by page and run by run in turn with this one, so that both meet the same moments of the machine.
 * Scores move by 20 points on a busy 2-core machine: run it with nothing else running.
 *
 * Needs a production build (`npm run build`). Writes bench/results/lighthouse.json, with the host's
 * BenchmarkIndex, the target's and the slowdown they gave.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consultantFacts } from '../sandbox/data/consultants';
import { departmentFacts } from '../sandbox/data/departments-feed';
import { galleryFacts } from '../sandbox/data/gallery-feed';
import { medicineFacts } from '../sandbox/data/medicines';
import { eventFacts } from '../sandbox/data/news-feed';
import { serviceFacts } from '../sandbox/data/services-feed';
import { localePath } from '../domain/locales';
import { calibrateHost, slowdownFor } from './phoneCalibration';
import { chromiumPath, median, startBuilds, writeResults } from './site';

const LIGHTHOUSE = 'lighthouse@12.8.2';
/** One page of every kind (issue 42): content pages, the lab search, the forms and the pharmacy. */
const PAGE_KINDS = [
  '/',
  '/AboutUs',
  '/dhabranch',
  `/department/${departmentFacts.idWithServices}`,
  `/service/${serviceFacts.ids[0]}`,
  `/event-details/${eventFacts.maxId}`,
  `/pressdetails/${galleryFacts.ids[0]}`,
  '/careers',
  '/OurDoctors',
  `/consultant/${consultantFacts.fullRecordId}`,
  '/labreports',
  '/appointment',
  '/registercomplaint',
  '/Medicines',
  `/medicine/${medicineFacts.reviewedId}`,
];
// Each in both languages: the Urdu twins are held to their English pages' budgets (issue 20).
const ALL_PAGES = [...PAGE_KINDS, ...PAGE_KINDS.map((path) => localePath(path, 'ur'))];
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ALL_PAGES;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

/** A run whose own index fell below this share of the calibration's found the machine busy. */
const BUSY = 0.8;

interface Report {
  /** Lighthouse's measure of this machine's speed at the time: one far from the calibration's
   * host index means the machine was busier (or idler) during that run than when calibrated, so
   * the slowdown given did not make it the target phone. */
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      displayValue?: string;
      score: number | null;
      details?: { items?: { resourceType?: string; transferSize?: number }[] };
    }
  >;
}

/** Runs a command to its end without blocking this process (its fetches must keep working). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

/** One Lighthouse run of `url` into `file`, the CPU slowed `cpuSlowdown` times. */
function lighthouse(
  url: string,
  file: string,
  cpuSlowdown: number,
  categories: readonly string[] = CATEGORIES,
) {
  return run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      `--only-categories=${categories.join(',')}`,
      `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --no-first-run',
    ],
    { ...process.env, CHROME_PATH: chromiumPath },
  );
}

const indexOf = (file: string) =>
  (JSON.parse(readFileSync(file, 'utf8')) as Report).environment?.benchmarkIndex;

/** Lighthouse runs whose own BenchmarkIndex calibrates the rest. */
const CALIBRATION_RUNS = 3;

// The idle host's index (bench/phoneCalibration.ts), first, before the sites start.
const idle = await calibrateHost();
const { targetIndex } = idle;
const port = Number(process.env.BENCH_PORT ?? 3220);
const sandboxPort = Number(process.env.BENCH_SANDBOX_PORT ?? 4230);
const builds = await startBuilds(port, sandboxPort, process.env.LIGHTHOUSE_BEFORE);
const out = mkdtempSync(join(tmpdir(), 'lighthouse-'));
// Then the index Lighthouse itself finds in its runs, the one its CPU throttling calculator
// (docs/throttling.md) starts from. On two cores it reads lower than the idle host's: the page's
// server, Lighthouse and the browser share them. Slowed by the idle figure, the runs stood for
// phones of 118–219 (2026-12-02: idle host 3,245, runs 1,900–2,700), slower than the target.
const current = builds.find((build) => build.name === 'current')!.site;
const calibrationIndexes: number[] = [];
for (let attempt = 0; attempt < CALIBRATION_RUNS; attempt += 1) {
  const file = join(out, `calibration-${attempt}.json`);
  await lighthouse(`${current.origin}/`, file, 1, ['performance']).catch((error: unknown) => {
    console.warn(`Calibration run ${attempt + 1} failed, left out: ${String(error)}`);
  });
  const index = existsSync(file) ? indexOf(file) : undefined;
  if (index !== undefined) calibrationIndexes.push(index);
}
const hostIndex = calibrationIndexes.length ? median(calibrationIndexes) : idle.hostIndex;
const cpuSlowdown = slowdownFor(hostIndex, targetIndex);
console.log(
  `Lighthouse's own BenchmarkIndex in ${calibrationIndexes.length} runs: ${calibrationIndexes.join(', ')} → median ${hostIndex}, target ${targetIndex} → CPU slowed ${cpuSlowdown}× for every run`,
);
try {
  const rows = [];
  for (const path of PAGES) {
    // Warm the page caches, so the first render is not what is measured.
    for (const { site } of builds) await (await fetch(`${site.origin}${path}`)).text();
    const reports = new Map<string, Report[]>(builds.map(({ name }) => [name, []]));
    for (let attempt = 0; attempt < RUNS; attempt += 1) {
      for (const { name, site } of builds) {
        const url = `${site.origin}${path}`;
        const file = join(out, `${rows.length}-${name}-${attempt}.json`);
        // Lighthouse now and then loses its own trace (NO_NAVSTART): such a run is taken again,
        // as is one that found the machine busy (its phone slower than the target).
        for (let tries = 1, slow = 0; ; tries += 1) {
          try {
            await lighthouse(url, file, cpuSlowdown);
          } catch (error) {
            // A page Lighthouse cannot trace three times over is left out of its median rather
            // than ending the whole run (and every page measured so far) with it.
            if (tries === 3) {
              console.log(`${name} ${path}: run ${attempt + 1} left out (${String(error)})`);
              break;
            }
            continue;
          }
          const index = indexOf(file);
          if (index === undefined || index >= hostIndex * BUSY || slow === 2) break;
          slow += 1;
        }
        if (existsSync(file))
          reports.get(name)!.push(JSON.parse(readFileSync(file, 'utf8')) as Report);
      }
    }
    for (const [build, runs] of reports) if (runs.length) rows.push(summary(path, build, runs));
  }
  writeResults('lighthouse', {
    measuredAt: new Date().toISOString(),
    lighthouse: LIGHTHOUSE,
    idleHostIndex: idle.hostIndex,
    hostIndex,
    calibrationIndexes,
    targetIndex,
    cpuSlowdown,
    runsPerPage: RUNS,
    rows,
  });
} finally {
  for (const { site } of builds) site.stop();
}

/** A page's median run (by performance score) of one build, with every run's score. */
function summary(path: string, build: string, reports: Report[]) {
  const performance = (r: Report) => r.categories.performance?.score ?? 0;
  const report = [...reports].sort((a, b) => performance(a) - performance(b))[
    Math.floor(reports.length / 2)
  ]!;
  const row = {
    path,
    build,
    runs: reports.map((r) => ({
      performance: Math.round(performance(r) * 100),
      benchmarkIndex: r.environment?.benchmarkIndex ?? null,
      /** The phone the run made of the machine: its own index, slowed. */
      phoneIndex: r.environment?.benchmarkIndex
        ? Math.round(r.environment.benchmarkIndex / cpuSlowdown)
        : null,
    })),
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        Math.round((report.categories[category]?.score ?? 0) * 100),
      ]),
    ),
    metrics: Object.fromEntries(
      METRICS.map((metric) => [metric, report.audits[metric]?.displayValue ?? null]),
    ),
    /** The page's JavaScript as sent (compressed), in KB. */
    scriptKB:
      Math.round(
        (report.audits['resource-summary']?.details?.items?.find(
          (item) => item.resourceType === 'script',
        )?.transferSize ?? 0) / 102.4,
      ) / 10,
    failingAudits: Object.entries(report.audits)
      .filter(([, audit]) => audit.score !== null && audit.score < 0.9)
      .map(([id]) => id),
  };
  console.log(
    `${builds.length > 1 ? `${build.padEnd(8)} ` : ''}${path.padEnd(16)} ${CATEGORIES.map((c) => `${c} ${row.scores[c]}`).join('  ')}  |  ${METRICS.map((m) => `${m} ${row.metrics[m]}`).join(', ')}  |  JS ${row.scriptKB} KB  |  machine ${row.benchmarkIndex}  |  runs ${row.runs.map((r) => `${r.performance} (phone ${r.phoneIndex})`).join(' ')}`,
  );
  if (row.failingAudits.length) console.log(`  below 0.9: ${row.failingAudits.join(', ')}`);
  return row;
}
