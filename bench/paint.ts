/**
 * When a page paints on a cheap phone, against when its own HTML alone could (issue 33): each
 * page is loaded in Chromium at 390 px with the network at 150 ms round trip and 1.6 Mbps and the
 * CPU slowed to a low-tier phone's (bench/phoneCalibration.ts: host's BenchmarkIndex ÷ 264, or
 * BENCH_TARGET_INDEX), once as the site serves it and once with every script taken out of its
 * HTML (the framework's files, their preloads and the inline React payload). The figure is the
 * observed largest contentful paint of each, median of PAINT_RUNS (default 5) fresh runs (a new
 * browser context each: empty cache, no service worker), and their ratio. Goal: at most 1.15.
 *
 * Both variants go through the same small proxy, which decompresses every HTML answer and
 * compresses it again (gzip's default level, as the site does), stripping scripts only for the
 * second variant: the two differ in nothing but the scripts.
 *
 * PAINT_BEFORE=<checkout> also starts that checkout's build (an earlier commit, built with `npm
 * run build`) and measures it in the same run, page by page, alternating with this one.
 * PAINT_PAGES (comma-separated paths) measures only those pages.
 *
 * Needs a production build (`npm run build`). Writes bench/results/paint.json, with the host's
 * BenchmarkIndex, the target's and the slowdown they gave.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { consultantFacts } from '../sandbox/data/consultants';
import { calibrateHost } from './phoneCalibration';
import { type Build, chromiumPath, median, SLOW_PHONE, startBuilds, writeResults } from './site';

const ALL_PAGES = [
  '/',
  '/AboutUs',
  '/dhabranch',
  '/OurDoctors',
  `/consultant/${consultantFacts.fullRecordId}`,
  '/appointment',
  '/Medicines',
  '/ur',
  '/ur/dhabranch',
  '/ur/OurDoctors',
];
const PAGES = process.env.PAINT_PAGES?.split(',') ?? ALL_PAGES;
const RUNS = Math.max(1, Number(process.env.PAINT_RUNS ?? 5));
const GOAL = 1.15;

const { network: NETWORK, screen: PHONE } = SLOW_PHONE;

/**
 * What the second variant leaves out: every script (the measure), or, to see which part costs,
 * only the framework's files and their preloads, or only the inline payload (PAINT_STRIP).
 */
const STRIP = (process.env.PAINT_STRIP ?? 'all') as 'all' | 'files' | 'payload';

function withoutScripts(html: string): string {
  const files = STRIP !== 'payload';
  const inline = STRIP !== 'files';
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (script, attributes: string) =>
      /\bsrc=/.test(attributes) ? (files ? '' : script) : inline ? '' : script,
    )
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, (link) => (files ? '' : link));
}

function body(response: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
  });
}

/** A pass-through proxy to `target` that re-compresses HTML, stripping its scripts if asked. */
function proxy(target: string, strip: boolean): Promise<Server> {
  const { hostname, port } = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const upstream = request(
      { hostname, port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        void body(answer).then((raw) => {
          const encoded = answer.headers['content-encoding'] === 'gzip';
          let html = (encoded ? gunzipSync(raw) : raw).toString('utf8');
          if (strip) html = withoutScripts(html);
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers['transfer-encoding'];
          // A page without scripts would not satisfy the site's script hashes or nonces anyway.
          delete headers['content-security-policy'];
          const sent = encoded ? gzipSync(html) : Buffer.from(html);
          outgoing.writeHead(answer.statusCode ?? 502, {
            ...headers,
            'content-length': sent.length,
          });
          outgoing.end(sent);
        });
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const originOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

interface Paint {
  lcp: number;
  fcp: number;
  /** What the largest paint was, to see what a change moved. */
  element: string;
}

async function paint(browser: Browser, cpuSlowdown: number, url: string): Promise<Paint> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(() => {
      const seen = { lcp: 0, element: '' };
      (window as unknown as { __paint: typeof seen }).__paint = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
          seen.lcp = entry.startTime;
          const element = entry.element;
          seen.element = element
            ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`
            : '';
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // The largest paint is final once the page has loaded and the network has gone quiet, and
    // the page has painted at all (on a busy machine that can come later still).
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForFunction(
      () => (window as unknown as { __paint: { lcp: number } }).__paint.lcp > 0,
      null,
      { timeout: 60_000 },
    );
    return await page.evaluate(() => {
      const seen = (window as unknown as { __paint: { lcp: number; element: string } }).__paint;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return { lcp: seen.lcp, fcp, element: seen.element };
    });
  } finally {
    await context.close();
  }
}

/** A build with its page served twice: as it is, and without its scripts. */
async function withProxies(build: Build) {
  return {
    ...build,
    scripted: await proxy(build.site.origin, false),
    stripped: await proxy(build.site.origin, true),
  };
}

// Before the sites start, which keep the CPU busy for a while (bench/phoneCalibration.ts).
const { hostIndex, targetIndex, cpuSlowdown } = await calibrateHost();
const builds = await Promise.all(
  (await startBuilds(3280, 4290, process.env.PAINT_BEFORE)).map(withProxies),
);
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
try {
  // One load of each page first, so that the server's first render of a page is not measured.
  for (const build of builds) {
    for (const path of PAGES) await fetch(`${build.site.origin}${path}`).then((r) => r.text());
  }
  const samples = new Map<string, { scripted: Paint[]; stripped: Paint[] }>();
  for (let run = 0; run < RUNS; run += 1) {
    for (const path of PAGES) {
      for (const build of builds) {
        const key = `${build.name} ${path}`;
        const sample = samples.get(key) ?? { scripted: [], stripped: [] };
        sample.scripted.push(
          await paint(browser, cpuSlowdown, `${originOf(build.scripted)}${path}`),
        );
        sample.stripped.push(
          await paint(browser, cpuSlowdown, `${originOf(build.stripped)}${path}`),
        );
        samples.set(key, sample);
      }
    }
  }
  const rows = [...samples].map(([key, { scripted, stripped }]) => {
    const [build, path] = key.split(' ');
    const withScripts = median(scripted.map((p) => p.lcp));
    const withoutThem = median(stripped.map((p) => p.lcp));
    return {
      build,
      page: path,
      'paint ms': Math.round(withScripts),
      'no-script paint ms': Math.round(withoutThem),
      ratio: Number((withScripts / withoutThem).toFixed(2)),
      'fcp ms': Math.round(median(scripted.map((p) => p.fcp))),
      'largest paint': scripted.at(-1)!.element,
      'no-script largest paint': stripped.at(-1)!.element,
    };
  });
  console.table(rows.map(({ 'largest paint': _, 'no-script largest paint': __, ...row }) => row));
  for (const row of rows) {
    console.log(
      `${row.build} ${row.page}: ${row['largest paint']} | ${row['no-script largest paint']}`,
    );
  }
  const current = rows.filter((row) => row.build === 'current');
  console.log(
    `current: worst ratio ${Math.max(...current.map((row) => row.ratio))}, goal ≤ ${GOAL}; runs ${RUNS}`,
  );
  writeResults('paint', {
    goal: GOAL,
    runs: RUNS,
    network: NETWORK,
    hostIndex,
    targetIndex,
    cpuSlowdown,
    strip: STRIP,
    rows,
  });
} finally {
  await browser.close();
  for (const build of builds) {
    build.scripted.close();
    build.stripped.close();
    build.site.stop();
  }
}
