/**
 * What the phone's main thread does while a page loads (issue 42, "the trace's breakdown"): each
 * page is loaded in Chromium on the phone (bench/site.ts SLOW_PHONE: 150 ms round trip,
 * 1.6 Mbps, 390 px; the CPU slowed to a low-tier phone's by bench/phoneCalibration.ts) with a
 * performance trace recorded, until it has settled untouched: loaded, nothing left to load, and
 * idle twice since. Then it is tapped once, on its heading, as a patient's first touch (which
 * starts a content page's scripts, server/scriptsOnFirstTouch.ts), until it has settled again:
 * hydrated, and idle twice. From the renderer's main thread it reads:
 *
 * - main-thread time by kind, as Lighthouse groups it (script evaluation, parse and compile,
 *   style and layout, paint, HTML parsing, garbage collection, other), the whole untouched load,
 *   after its first contentful paint, and after the first touch;
 * - the tasks after the paint: the longest, how many exceed 50 ms, and their blocking time (each
 *   task's time over 50 ms, what TBT adds up); the three longest with what took most of each;
 * - the same of the tasks after the first touch: what a patient's next tap may wait behind.
 *
 * Figures are the median of TRACE_RUNS (default 3) fresh loads; TRACE_PAGES (comma-separated
 * paths) measures only those. MAIN_THREAD_BEFORE=<checkout> also starts that checkout's build
 * (an earlier commit, built) and measures it in the same run, alternating. Durations are the
 * slowed CPU's. Needs a production build (`npm run build`). Writes bench/results/main-thread.json,
 * with the host's BenchmarkIndex, the target's and the slowdown they gave.
 */
import { chromium, type Browser } from '@playwright/test';
import { calibrateHost } from './phoneCalibration';
import { chromiumPath, median, SLOW_PHONE, startBuilds, writeResults } from './site';
import type { TraceEvent } from './trace';

const PAGES = process.env.TRACE_PAGES?.split(',') ?? ['/', '/dhabranch', '/OurDoctors', '/ur'];
const RUNS = Math.max(1, Number(process.env.TRACE_RUNS ?? 3));
const LONG_TASK_MS = 50;

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'toplevel',
  'v8',
  'v8.execute',
  'blink.user_timing',
];

/** Lighthouse's groups of main-thread work (its mainthread-work-breakdown), by trace event name. */
const KINDS: Record<string, readonly string[]> = {
  scriptEvaluation: [
    'EvaluateScript',
    'v8.evaluateModule',
    'FunctionCall',
    'TimerFire',
    'FireIdleCallback',
    'FireAnimationFrame',
    'RunMicrotasks',
    'V8.Execute',
    'EventDispatch',
    'XHRReadyStateChange',
    'XHRLoad',
  ],
  scriptParseCompile: [
    'v8.compile',
    'v8.compileModule',
    'V8.CompileCode',
    'V8.CompileScript',
    'v8.produceCache',
    'v8.produceModuleCache',
    'v8.parseOnBackground',
    'CacheScript',
  ],
  styleLayout: [
    'ScheduleStyleRecalculation',
    'UpdateLayoutTree',
    'RecalculateStyles',
    'InvalidateLayout',
    'Layout',
  ],
  paintCompositeRender: [
    'Animation',
    'HitTest',
    'PaintSetup',
    'Paint',
    'PaintImage',
    'PrePaint',
    'Layerize',
    'RasterTask',
    'ScrollLayer',
    'UpdateLayer',
    'UpdateLayerTree',
    'CompositeLayers',
    'Commit',
  ],
  parseHTML: ['ParseHTML', 'ParseAuthorStyleSheet'],
  garbageCollection: [
    'GCEvent',
    'MinorGC',
    'MajorGC',
    'V8.GCScavenger',
    'V8.GCFinalizeMC',
    'V8.GCIncrementalMarking',
    'BlinkGC.AtomicPhase',
    'ThreadState::performIdleLazySweep',
    'ThreadState::completeSweep',
    'BlinkGCMarking',
  ],
};
const KIND_OF = new Map(
  Object.entries(KINDS).flatMap(([kind, names]) => names.map((name) => [name, kind])),
);

type Kinds = Record<string, number>;

interface Load {
  /** The untouched load's, whole and after the paint; and the first touch's. */
  byKind: Kinds;
  byKindAfterPaint: Kinds;
  byKindAfterTouch: Kinds;
  longestTaskAfterPaint: number;
  longTasksAfterPaint: number;
  blockingAfterPaint: number;
  longest: { ms: number; mostly: string }[];
  longestTaskAfterTouch: number;
  blockingAfterTouch: number;
  longestAfterTouch: { ms: number; mostly: string }[];
}

/** The mark the bench sets in the page just before its tap. */
const TOUCH_MARK = 'bench-first-touch';
/**
 * The mark it sets once the untouched page has settled, before it looks for the heading to tap:
 * Playwright's first look into a page compiles its own script there (a task of 200-300 ms at a
 * low-tier phone's speed), which is the bench's work, not the page's, and counts in neither.
 */
const SETTLED_MARK = 'bench-settled';

const ms = (microseconds: number) => microseconds / 1000;

/** The main thread of the renderer that painted the page, and when it first painted. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number; paintTs: number } {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace has no first contentful paint');
  const thread = events.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.pid === paint.pid &&
      event.args?.name === 'CrRendererMain',
  );
  return { pid: paint.pid, tid: thread?.tid ?? paint.tid, paintTs: paint.ts };
}

/** A slice of the main thread's trace, with the slices it contains. */
interface Slice {
  event: TraceEvent;
  children: Slice[];
}

/** The main thread's slices as a tree: each slice inside the one it began in. */
function sliceTree(events: TraceEvent[]): Slice[] {
  const roots: Slice[] = [];
  const stack: Slice[] = [];
  const sorted = [...events].sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  for (const event of sorted) {
    while (stack.length > 0 && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= event.ts) {
      stack.pop();
    }
    const slice = { event, children: [] };
    (stack.at(-1)?.children ?? roots).push(slice);
    stack.push(slice);
  }
  return roots;
}

/**
 * Adds each slice's own time (less its children's) to its kind; a slice of no known kind counts
 * as its nearest known ancestor's (as Lighthouse does: V8's calls inside a script's evaluation).
 */
function addSelfTimes(
  slice: Slice,
  inherited: string,
  { paintTs, settledTs, touchTs }: { paintTs: number; settledTs: number; touchTs: number },
  into: { byKind: Kinds; byKindAfterPaint: Kinds; byKindAfterTouch: Kinds },
): void {
  const known = KIND_OF.get(slice.event.name);
  const kind = known ?? inherited;
  const self = ms(
    Math.max(
      0,
      slice.event.dur! - slice.children.reduce((sum, child) => sum + child.event.dur!, 0),
    ),
  );
  const add = (to: Kinds) => (to[kind] = (to[kind] ?? 0) + self);
  if (slice.event.ts >= touchTs) add(into.byKindAfterTouch);
  else if (slice.event.ts < settledTs) {
    add(into.byKind);
    if (slice.event.ts >= paintTs) add(into.byKindAfterPaint);
  }
  for (const child of slice.children) {
    addSelfTimes(child, kind, { paintTs, settledTs, touchTs }, into);
  }
}

/** What took most of a task: down its largest parts to the first of a known kind, and its script. */
function mostly(task: Slice): string {
  let slice = task;
  while (!KIND_OF.has(slice.event.name) && slice.children.length > 0) {
    slice = slice.children.reduce((a, b) => (b.event.dur! > a.event.dur! ? b : a));
  }
  const url = slice.event.args?.data?.url;
  const file = url ? ` ${url.replace(/^https?:\/\/[^/]+/, '')}` : '';
  return `${slice.event.name}${file}`;
}

const isTask = (name: string) => name === 'RunTask' || name === 'ThreadControllerImpl::RunTask';

function readLoad(events: TraceEvent[]): Load {
  const { pid, tid, paintTs } = mainThread(events);
  const roots = sliceTree(
    events.filter(
      (event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.dur,
    ),
  );
  const markTs = (mark: string) =>
    events.find((event) => event.name === mark && event.pid === pid)?.ts ?? Infinity;
  const [settledTs, touchTs] = [markTs(SETTLED_MARK), markTs(TOUCH_MARK)];
  const kinds = { byKind: {}, byKindAfterPaint: {}, byKindAfterTouch: {} };
  for (const root of roots) addSelfTimes(root, 'other', { paintTs, settledTs, touchTs }, kinds);

  // The top-level tasks (the scheduler's task, where one wraps another, counted once), those of
  // the untouched page's load and those after the first touch.
  const topTasks = roots.filter((root) => isTask(root.event.name));
  const tasks = topTasks.filter((task) => task.event.ts >= paintTs && task.event.ts < settledTs);
  const touched = topTasks.filter((task) => task.event.ts >= touchTs);
  const durations = (of: Slice[]) => of.map((task) => ms(task.event.dur!));
  const blocking = (of: Slice[]) =>
    durations(of).reduce((sum, duration) => sum + Math.max(0, duration - LONG_TASK_MS), 0);
  const longest = (of: Slice[]) =>
    [...of]
      .sort((a, b) => b.event.dur! - a.event.dur!)
      .slice(0, 3)
      .map((task) => ({ ms: Math.round(ms(task.event.dur!)), mostly: mostly(task) }));
  return {
    ...kinds,
    longestTaskAfterPaint: Math.max(0, ...durations(tasks)),
    longTasksAfterPaint: durations(tasks).filter((duration) => duration > LONG_TASK_MS).length,
    blockingAfterPaint: blocking(tasks),
    longest: longest(tasks),
    longestTaskAfterTouch: Math.max(0, ...durations(touched)),
    blockingAfterTouch: blocking(touched),
    longestAfterTouch: longest(touched),
  };
}

async function load(browser: Browser, cpuSlowdown: number, url: string): Promise<Load> {
  const context = await browser.newContext({ ...SLOW_PHONE.screen, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await browser.startTracing(page, { categories: CATEGORIES });
    // Settled: nothing is left to load, and the browser has been idle twice since (what the page
    // starts when idle has run).
    const settled = async () => {
      await page.waitForLoadState('networkidle', { timeout: 120_000 });
      for (let idle = 0; idle < 2; idle += 1) {
        await page.evaluate(
          () =>
            new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
        );
      }
    };
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await settled();
    await page.evaluate((mark) => performance.mark(mark), SETTLED_MARK);
    // The first touch, and the page settled again once React has hydrated it (its elements
    // carry React's props).
    const heading = (await page.locator('h1').first().boundingBox())!;
    await page.evaluate((mark) => performance.mark(mark), TOUCH_MARK);
    await page.touchscreen.tap(heading.x + 8, heading.y + heading.height / 2);
    await page.waitForFunction(
      () => Object.keys(document.body).some((key) => key.startsWith('__reactProps$')),
      undefined,
      { polling: 100, timeout: 120_000 },
    );
    await settled();
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    return readLoad(trace.traceEvents);
  } finally {
    await context.close();
  }
}

/** The median of each figure over the runs; the longest tasks are the median run's (by blocking). */
function summary(loads: Load[]) {
  const kinds = [...Object.keys(KINDS), 'other'];
  const round = (value: number) => Math.round(value);
  const medianRun = [...loads].sort((a, b) => a.blockingAfterPaint - b.blockingAfterPaint)[
    Math.floor(loads.length / 2)
  ]!;
  return {
    mainThreadMs: Object.fromEntries(
      kinds.map((kind) => [kind, round(median(loads.map((each) => each.byKind[kind] ?? 0)))]),
    ),
    afterPaintMs: Object.fromEntries(
      kinds.map((kind) => [
        kind,
        round(median(loads.map((each) => each.byKindAfterPaint[kind] ?? 0))),
      ]),
    ),
    longestTaskAfterPaintMs: round(median(loads.map((each) => each.longestTaskAfterPaint))),
    longTasksAfterPaint: median(loads.map((each) => each.longTasksAfterPaint)),
    blockingAfterPaintMs: round(median(loads.map((each) => each.blockingAfterPaint))),
    longestTasks: medianRun.longest,
    afterTouchMs: Object.fromEntries(
      kinds.map((kind) => [
        kind,
        round(median(loads.map((each) => each.byKindAfterTouch[kind] ?? 0))),
      ]),
    ),
    longestTaskAfterTouchMs: round(median(loads.map((each) => each.longestTaskAfterTouch))),
    blockingAfterTouchMs: round(median(loads.map((each) => each.blockingAfterTouch))),
    longestTasksAfterTouch: medianRun.longestAfterTouch,
  };
}

// Before the sites start, which keep the CPU busy for a while (bench/phoneCalibration.ts).
const { hostIndex, targetIndex, cpuSlowdown } = await calibrateHost();
const builds = await startBuilds(3287, 4297, process.env.MAIN_THREAD_BEFORE);
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
const rows: ({ build: string; page: string } & ReturnType<typeof summary>)[] = [];
try {
  for (const path of PAGES) {
    const samples = new Map<string, Load[]>();
    for (const build of builds) {
      // One load first, so that the server's first render of a page is not measured.
      await fetch(`${build.site.origin}${path}`).then((response) => response.text());
    }
    for (let run = 0; run < RUNS; run += 1) {
      for (const build of builds) {
        samples.set(build.name, [
          ...(samples.get(build.name) ?? []),
          await load(browser, cpuSlowdown, `${build.site.origin}${path}`),
        ]);
      }
    }
    for (const [name, loads] of samples) {
      const row = { build: name, page: path, ...summary(loads) };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
  writeResults('main-thread', {
    phone: { ...SLOW_PHONE.network, hostIndex, targetIndex, cpuSlowdown },
    runs: RUNS,
    rows,
  });
} finally {
  await browser.close();
  for (const build of builds) build.site.stop();
}
