/**
 * Whether a tap on the phone's Menu button right after the paint opens the menu, and how long the
 * answer takes (issue 42): each page is loaded in Chromium at 390 px on the phone (150 ms
 * round trip, 1.6 Mbps, the CPU slowed to a low-tier phone's by bench/phoneCalibration.ts:
 * bench/paint.ts's), and the Menu button is tapped
 * TAP_DELAYS ms (default 300, 600, 900, 1200) after the page's first contentful paint, by the
 * clock, whatever the page is doing then (the browser reports the paint a little late on a busy
 * machine: the delay each tap came after the paint is printed beside it). The figures: whether the menu is open once the page has
 * settled, and the tap's interaction latency as the browser's Event Timing reports it (input to
 * the next paint after its handlers, what INP takes), median of TAP_RUNS (default 3) fresh runs.
 * Then the same Menu button is tapped again, NEXT_TAP_MS (300) after the first, to close it: a
 * page whose scripts start at the first touch (server/scriptsOnFirstTouch.ts) runs them right
 * after that tap, and the next one may wait behind them; whether it closed the menu, and its
 * latency, are printed beside the first's. Goal: every tap answered, within 200 ms.
 *
 * MENU_TAP_BEFORE=<checkout> also starts that checkout's build (an earlier commit, built) and
 * measures it in the same run, alternating. TAP_PAGES (comma-separated paths) measures only those.
 *
 * Needs a production build (`npm run build`). Writes bench/results/menu-tap.json, with the host's
 * BenchmarkIndex, the target's and the slowdown they gave.
 */
import { chromium, type Browser } from '@playwright/test';
import { calibrateHost } from './phoneCalibration';
import { chromiumPath, median, SLOW_PHONE, startBuilds, writeResults } from './site';

const PAGES = process.env.TAP_PAGES?.split(',') ?? ['/', '/dhabranch', '/OurDoctors', '/ur'];
const DELAYS = process.env.TAP_DELAYS?.split(',').map(Number) ?? [300, 600, 900, 1200];
const RUNS = Math.max(1, Number(process.env.TAP_RUNS ?? 3));
const GOAL_MS = 200;
/** When the second tap follows the first: a patient's next tap, as the menu opens. */
const NEXT_TAP_MS = 300;

const NETWORK = SLOW_PHONE.network;
const PHONE = { ...SLOW_PHONE.screen, hasTouch: true };

interface Tap {
  opened: boolean;
  /** The slowest event of the tap's interaction, input to next paint (ms); null if none. */
  latency: number | null;
  /** Whether the second tap closed the menu again, and its latency the same way. */
  closed: boolean;
  nextLatency: number | null;
  /** When the tap came, after the first contentful paint (ms): the delay asked, or a little more. */
  afterPaint: number;
}

/** Where the Menu button is on `path` at 390 px (the same before and after the scripts run). */
async function toggleCentre(browser: Browser, url: string): Promise<{ x: number; y: number }> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const box = (await page.locator('.nav-toggle').boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

async function tap(
  browser: Browser,
  cpuSlowdown: number,
  url: string,
  at: { x: number; y: number },
  delay: number,
): Promise<Tap> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(() => {
      // The slowest event of each interaction, by its id (the ids grow with each tap).
      const seen = { fcpAt: 0, latencies: {} as Record<number, number>, toggles: [] as boolean[] };
      // The menu is a <details>: each tap's answer is its toggle (open or shut), as it happens.
      document.addEventListener(
        'toggle',
        (event) => {
          if (event.target instanceof HTMLDetailsElement) seen.toggles.push(event.target.open);
        },
        true,
      );
      (window as unknown as { __tap: typeof seen }).__tap = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name === 'first-contentful-paint') {
            seen.fcpAt = performance.timeOrigin + entry.startTime;
          }
        }
      }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          interactionId?: number;
        })[]) {
          const id = entry.interactionId;
          if (id) seen.latencies[id] = Math.max(seen.latencies[id] ?? 0, entry.duration);
        }
      }).observe({
        type: 'event',
        buffered: true,
        durationThreshold: 16,
      } as PerformanceObserverInit);
    });
    // The browser says when the page has painted (a poll inside the page would wait for its
    // long tasks); the tap follows `delay` ms later by the clock.
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const painted = new Promise<number>((resolve) =>
      cdp.on('Page.lifecycleEvent', (event) => {
        if (event.name === 'firstContentfulPaint') resolve(Date.now());
      }),
    );
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const paintedAt = await painted;
    await new Promise((resolve) => setTimeout(resolve, paintedAt + delay - Date.now()));
    const tappedAt = Date.now();
    await page.touchscreen.tap(at.x, at.y);
    // Two frames after the page has settled: a tap's answer, if any, has painted.
    const afterSettling = async () => {
      await page.waitForLoadState('networkidle', { timeout: 60_000 });
      return page.evaluate(
        () =>
          new Promise<{
            open: boolean;
            latencies: number[];
            toggles: boolean[];
            fcpAt: number;
          }>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const seen = (
                  window as unknown as {
                    __tap: {
                      latencies: Record<number, number>;
                      toggles: boolean[];
                      fcpAt: number;
                    };
                  }
                ).__tap;
                resolve({
                  open: Boolean(document.querySelector('.menu-list')?.checkVisibility()),
                  latencies: Object.entries(seen.latencies)
                    .sort(([a], [b]) => Number(a) - Number(b))
                    .map(([, latency]) => latency),
                  toggles: seen.toggles,
                  fcpAt: seen.fcpAt,
                });
              }),
            ),
          ),
      );
    };
    // The second tap comes NEXT_TAP_MS after the first by the clock, whatever the page is doing.
    await new Promise((resolve) => setTimeout(resolve, tappedAt + NEXT_TAP_MS - Date.now()));
    await page.touchscreen.tap(at.x, at.y);
    const settled = await afterSettling();
    return {
      opened: settled.toggles[0] === true,
      latency: settled.latencies[0] ?? null,
      closed: settled.toggles[1] === false && !settled.open,
      nextLatency: settled.latencies[1] ?? null,
      afterPaint: tappedAt - settled.fcpAt,
    };
  } finally {
    await context.close();
  }
}

// Before the sites start, which keep the CPU busy for a while (bench/phoneCalibration.ts).
const { hostIndex, targetIndex, cpuSlowdown } = await calibrateHost();
const builds = await startBuilds(3285, 4295, process.env.MENU_TAP_BEFORE);
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
const rows: {
  build: string;
  page: string;
  delayMs: number;
  opened: string;
  medianAfterPaintMs: number | null;
  medianLatencyMs: number | null;
  closedByNextTap: string;
  medianNextLatencyMs: number | null;
}[] = [];
try {
  for (const path of PAGES) {
    for (const build of builds) {
      // One load first, so that the server's first render of a page is not measured.
      await fetch(`${build.site.origin}${path}`).then((r) => r.text());
    }
    const at = await toggleCentre(browser, `${builds[0]!.site.origin}${path}`);
    for (const delay of DELAYS) {
      const samples = new Map<string, Tap[]>();
      for (let run = 0; run < RUNS; run += 1) {
        for (const build of builds) {
          const taps = samples.get(build.name) ?? [];
          taps.push(await tap(browser, cpuSlowdown, `${build.site.origin}${path}`, at, delay));
          samples.set(build.name, taps);
        }
      }
      for (const [name, taps] of samples) {
        // Only the taps that opened the menu have a latency to read; none may have.
        const latencies = taps.flatMap((each) =>
          each.opened && each.latency ? [each.latency] : [],
        );
        const nextLatencies = taps.flatMap((each) =>
          each.closed && each.nextLatency ? [each.nextLatency] : [],
        );
        const row = {
          build: name,
          page: path,
          delayMs: delay,
          opened: `${taps.filter((each) => each.opened).length}/${taps.length}`,
          medianAfterPaintMs: median(taps.map((each) => Math.round(each.afterPaint))),
          medianLatencyMs: latencies.length ? median(latencies) : null,
          closedByNextTap: `${taps.filter((each) => each.closed).length}/${taps.length}`,
          medianNextLatencyMs: nextLatencies.length ? median(nextLatencies) : null,
        };
        rows.push(row);
        console.log(JSON.stringify(row));
      }
    }
  }
  writeResults('menu-tap', {
    goal: `every tap opens the menu, and the next closes it, each within ${GOAL_MS} ms`,
    nextTapMs: NEXT_TAP_MS,
    phone: { ...NETWORK, hostIndex, targetIndex, cpuSlowdown },
    runs: RUNS,
    rows,
  });
} finally {
  await browser.close();
  for (const build of builds) build.site.stop();
}
