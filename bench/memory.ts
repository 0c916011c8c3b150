/**
 * Memory under a crawl and search floods (issue 33): one fresh production instance on the
 * sandbox, started the way `npm start` starts it, then five times in a row against that same
 * instance: every page of the sitemap in both languages, 2,000 distinct consultant searches on the
 * consultant lists and 500 distinct medicine searches on the pharmacy catalogue, each search new
 * (never asked in an earlier run either), at a bounded concurrency on loopback. After each run, and
 * after a rest, it prints the resident memory (VmRSS) of the node process that serves the site,
 * the one holding the listening socket, not npm's or tsx's launcher, and its JavaScript heap in
 * use, from a diagnostic report the process writes on a signal (no endpoint is added).
 *
 * How to read it: the goal is at most 300 MB resident after the runs and no growth from
 * the third run to the fifth; the first runs fill the caches up to their byte budgets
 * (domain/memoryBudgets.mjs). RSS on a machine shared with other work moves by some megabytes.
 *
 * Needs a production build (`npm run build`). Writes bench/results/memory.json.
 *   MEMORY_RUNS (5), MEMORY_CONSULTANT_SEARCHES (2000), MEMORY_MEDICINE_SEARCHES (500),
 *   MEMORY_CONCURRENCY (4), MEMORY_REST_SECONDS (30), MEMORY_PORT (3720), MEMORY_SANDBOX_PORT (4720),
 *   MEMORY_START (npm start's command, from package.json). NODE_OPTIONS passes on to the instance.
 *   MEMORY_SNAPSHOTS=1 also writes heap snapshots (before the first run and after each run) to
 *   bench/results/heap/, for the findings in docs/operations.md; they take time and memory.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startSandbox } from '../sandbox/server';
import { FEMALE_GIVEN_NAMES } from '../sandbox/data/consultants';
import { MEDICINES } from '../sandbox/data/medicines';
import { PATIENT_QUERIES } from '../tests/fixtures/patientQueries';
import { writeResults } from './site';
import { OPEN_GATE } from '../scripts/cluster';
import { productionStart, splitCommandLine } from '../scripts/serverBuild';
import { buildDir } from '../domain/buildDir.mjs';

const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const RUNS = number('MEMORY_RUNS', 5);
const CONSULTANT_SEARCHES = number('MEMORY_CONSULTANT_SEARCHES', 2000);
const MEDICINE_SEARCHES = number('MEMORY_MEDICINE_SEARCHES', 500);
const CONCURRENCY = number('MEMORY_CONCURRENCY', 4);
const REST_SECONDS = number('MEMORY_REST_SECONDS', 30);
const PORT = number('MEMORY_PORT', 3720);
const SANDBOX_PORT = number('MEMORY_SANDBOX_PORT', 4720);
const SNAPSHOTS = process.env.MEMORY_SNAPSHOTS === '1';

const origin = `http://127.0.0.1:${PORT}`;
const reports = join(tmpdir(), `memory-bench-${process.pid}`);
const snapshots = resolve('bench/results/heap');

if (!existsSync(join(buildDir(process.env), 'BUILD_ID'))) {
  throw new Error('No production build: run `npm run build`');
}
for (const url of [origin, `http://127.0.0.1:${SANDBOX_PORT}/__health`]) {
  const taken = await fetch(url).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`${url} is already taken: stop what runs there`);
}

/**
 * `npm start`'s command (or MEMORY_START's, to measure another way of starting), run without npm:
 * `node …` runs on this node, anything else (tsx) is the package's own bin run by this node.
 */
function startCommand(): { args: string[]; env: Record<string, string> } {
  if (!process.env.MEMORY_START) return productionStart(process.cwd());
  const { env, command, args } = splitCommandLine(process.env.MEMORY_START);
  if (command === 'node') return { args, env };
  const bin = resolve('node_modules/.bin', command);
  if (!existsSync(bin)) throw new Error(`Cannot run "${process.env.MEMORY_START}" without npm`);
  return { args: [resolve('node_modules/.bin', readlinkSync(bin)), ...args], env };
}

/** The process whose socket listens on the site's port: the one serving it. */
function listeningPid(port: number): number | null {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // State 0A: listening.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]!);
    }
  }
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (inodes.has(target.slice('socket:['.length, -1))) return Number(pid);
      }
    } catch {
      // Not ours to read, or gone.
    }
  }
  return null;
}

function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1]);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakRssMb: Math.round(kb('VmHWM') / 1024) };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Files in `dir` that were not there before, once the process has finished writing one. */
async function newFile(dir: string, before: Set<string>, suffix: string): Promise<string> {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const found = readdirSync(dir).find((name) => name.endsWith(suffix) && !before.has(name));
    // The file is written on the main thread: once the site answers again, it is complete.
    const answers = await fetch(`${origin}/robots.txt`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (found && answers) {
      return join(dir, found);
    }
    await sleep(250);
  }
  throw new Error(`no ${suffix} appeared in ${dir}`);
}

/** The serving process's JavaScript heap, from a diagnostic report it writes on SIGWINCH. */
async function heapOf(pid: number) {
  const before = new Set(readdirSync(reports));
  process.kill(pid, 'SIGWINCH');
  const file = await newFile(reports, before, '.json');
  const { javascriptHeap } = JSON.parse(readFileSync(file, 'utf8'));
  rmSync(file);
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  return { heapUsedMb: mb(javascriptHeap.usedMemory), heapTotalMb: mb(javascriptHeap.totalMemory) };
}

async function snapshot(pid: number, name: string): Promise<void> {
  if (!SNAPSHOTS) return;
  const before = new Set(readdirSync(snapshots));
  process.kill(pid, 'SIGUSR2');
  const file = await newFile(snapshots, before, '.heapsnapshot');
  console.log(`heap snapshot ${name}: ${file}`);
}

// --- What is asked -------------------------------------------------------------------------------

const LISTS = [
  '/OurDoctors',
  '/dhaconsultant',
  '/iqbaltownconsultant',
  '/westwoodconsultant',
  '/bahriagolfcosultant',
  '/bahriainclaveconsultant',
  '/akhtersaeedconsultant',
  '/doctorshospitalconsultant',
];

const FAMILY_NAMES = `Khan Malik Javed Siddiqui Qureshi Butt Chaudhry Sheikh Mahmood Iqbal Hussain
  Raza Ahmad Akhtar Aslam Rashid Saeed Anwar Rana Bajwa Cheema Gondal Warraich Mirza Zaidi Naqvi
  Rizvi Abbasi Awan Niazi Shah Baig Farooq Haider Nawaz Yousaf Latif Ghani`.split(/\s+/);
const GIVEN_NAMES = [
  ...FEMALE_GIVEN_NAMES,
  ...`Muhammad Ahmed Ali Usman Bilal Imran Kamran Tariq Khalid Asif Faisal Hassan Hamza Zeeshan
  Shahid Naveed Nadeem Waqas Adnan Saad Umar Junaid Rizwan Irfan Sajid Aamir`.split(/\s+/),
];

/** What patients type, then names as patients spell them: every one distinct, as many as asked. */
function* consultantWords(): Generator<string> {
  const seen = new Set<string>();
  const fresh = function* (words: Iterable<string>) {
    for (const word of words) {
      const key = word.trim().toLowerCase();
      if (key && !seen.has(key)) {
        seen.add(key);
        yield word;
      }
    }
  };
  yield* fresh(PATIENT_QUERIES.map((query) => query.query));
  for (const form of ['', 'dr ', 'doctor ', 'dr. '])
    for (const family of FAMILY_NAMES)
      for (const given of GIVEN_NAMES) yield* fresh([`${form}${given} ${family}`]);
  // Then the spellings no one has: endless.
  for (let n = 0; ; n += 1)
    yield* fresh([`${GIVEN_NAMES[n % GIVEN_NAMES.length]}${n.toString(36)}`]);
}

/** Medicines by name, prefix, generic, then misspelt: every one distinct. */
function* medicineWords(): Generator<string> {
  const seen = new Set<string>();
  const names = [
    ...MEDICINES.map((medicine) => medicine.tradeName),
    ...MEDICINES.map((medicine) => medicine.genericName ?? ''),
  ];
  const variants = [
    (name: string) => name,
    (name: string) => name.slice(0, 4),
    (name: string) => name.slice(0, 6),
    (name: string) => `${name.slice(0, 3)}${name.slice(4)}`,
    (name: string) => `${name} tablet`,
  ];
  for (const variant of variants)
    for (const name of names) {
      const word = variant(name).trim().toLowerCase();
      if (word.length >= 2 && !seen.has(word)) {
        seen.add(word);
        yield word;
      }
    }
  for (let n = 0; ; n += 1) yield `${names[n % names.length]!.slice(0, 5)}${n.toString(36)}`;
}

const consultants = consultantWords();
const medicines = medicineWords();
/** Every other search in Urdu's pages, so both languages' renders are in the flood. */
const inLanguage = (n: number, path: string) => (n % 2 === 0 ? path : `/ur${path}`);

function consultantSearches(count: number): string[] {
  return Array.from({ length: count }, (_, n) => {
    const list = LISTS[n % LISTS.length]!;
    return inLanguage(n, `${list}?name=${encodeURIComponent(consultants.next().value!)}`);
  });
}

function medicineSearches(count: number): string[] {
  return Array.from({ length: count }, (_, n) =>
    inLanguage(n, `/Medicines?search=${encodeURIComponent(medicines.next().value!)}`),
  );
}

/** Every page of the sitemap, and its Urdu twin when the sitemap does not list it. */
async function sitemapPages(): Promise<{ paths: string[]; urduListed: boolean }> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replaceAll('&amp;', '&'));
    return `${url.pathname}${url.search}`;
  });
  const urduListed = listed.some((path) => path === '/ur' || path.startsWith('/ur/'));
  const paths = urduListed
    ? listed
    : listed.flatMap((path) => [path, path === '/' ? '/ur' : `/ur${path}`]);
  return { paths: [...new Set(paths)], urduListed };
}

/** Asks for every path, CONCURRENCY at a time, reading each answer whole. */
async function ask(paths: readonly string[]) {
  const statuses: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      let status = 'error';
      try {
        const answer = await fetch(`${origin}${path}`, { redirect: 'manual' });
        await answer.arrayBuffer();
        status = String(answer.status);
      } catch {
        // Counted as an error.
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return statuses;
}

// --- The run -------------------------------------------------------------------------------------

mkdirSync(reports, { recursive: true });
if (SNAPSHOTS) mkdirSync(snapshots, { recursive: true });
const sandbox = await startSandbox({
  port: SANDBOX_PORT,
  payproReturnUrl: new URL('/payment/status', origin).toString(),
});
const command = startCommand();
const diagnostics = [
  '--report-on-signal',
  '--report-signal=SIGWINCH',
  '--report-compact',
  `--report-directory=${reports}`,
  ...(SNAPSHOTS ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshots}`] : []),
];
const site = spawn(process.execPath, command.args, {
  env: {
    ...process.env,
    ...sandbox.env,
    ...command.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOSTNAME: '127.0.0.1',
    SITE_URL: origin,
    // One client asking as fast as it can: the flood measures memory, not the request limit.
    API_REQUESTS_PER_MINUTE: '100000000',
    // Every search of the flood rendered: memory, not the render gate.
    ...OPEN_GATE,
    NODE_OPTIONS: [process.env.NODE_OPTIONS ?? '', ...diagnostics].join(' ').trim(),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stop = async () => {
  try {
    process.kill(-site.pid!, 'SIGTERM');
  } catch {
    // Gone already.
  }
  await sandbox.close();
  rmSync(reports, { recursive: true, force: true });
};

try {
  let pid: number | null = null;
  for (let attempt = 0; attempt < 300 && !pid; attempt += 1) {
    await sleep(200);
    const up = await fetch(`${origin}/robots.txt`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) pid = listeningPid(PORT);
  }
  if (!pid) throw new Error(`the site did not come up on ${origin}`);
  console.log(`npm start's command: ${command.args.join(' ')}; serving process ${pid}`);
  const started = { ...memoryOf(pid), ...(await heapOf(pid)) };
  console.log(`started: ${JSON.stringify(started)}`);
  const { paths: pages, urduListed } = await sitemapPages();
  console.log(`sitemap: ${pages.length} pages (Urdu ${urduListed ? 'listed' : 'derived'})`);
  await snapshot(pid, 'before');

  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const startedAt = performance.now();
    const crawled = await ask(pages);
    const consultantAnswers = await ask(consultantSearches(CONSULTANT_SEARCHES));
    const medicineAnswers = await ask(medicineSearches(MEDICINE_SEARCHES));
    const figures = {
      run,
      seconds: Math.round((performance.now() - startedAt) / 1000),
      statuses: { pages: crawled, consultants: consultantAnswers, medicines: medicineAnswers },
      ...memoryOf(pid),
      ...(await heapOf(pid)),
    };
    console.log(JSON.stringify(figures));
    runs.push(figures);
    await snapshot(pid, `after run ${run}`);
  }
  await sleep(REST_SECONDS * 1000);
  const rested = { restSeconds: REST_SECONDS, ...memoryOf(pid), ...(await heapOf(pid)) };
  console.log(`after the rest: ${JSON.stringify(rested)}`);
  const rss = runs.map((run) => run.rssMb);
  const summary = {
    lastRunRssMb: rss.at(-1),
    restedRssMb: rested.rssMb,
    growthRun3To5Mb: rss.length >= 5 ? rss[4]! - rss[2]! : null,
    goal: 'at most 300 MB after the runs, no growth from run 3 to run 5',
  };
  console.log(JSON.stringify(summary));
  writeResults('memory', {
    startCommand: command.args.join(' '),
    sitemapPages: pages.length,
    urduListed,
    consultantSearches: CONSULTANT_SEARCHES,
    medicineSearches: MEDICINE_SEARCHES,
    concurrency: CONCURRENCY,
    started,
    runs,
    rested,
    summary,
  });
} finally {
  await stop();
}
