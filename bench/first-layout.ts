/**
 * What a content page's own document costs the main thread before any script of the framework
 * runs (issue 56): what Lighthouse's throttled score is left with on a page whose scripts wait
 * for the first touch. Each page is loaded unthrottled, as Lighthouse observes a load before it
 * simulates the phone by multiplying each task (bench/lighthouse.ts), in a new context at the
 * phone's screen (bench/site.ts SLOW_PHONE), with a performance trace, until nothing has been
 * loaded for half a second. Each page is loaded as the site serves it and in three variants, to
 * tell what each part of it costs:
 *
 * - `noStylesheet`: its stylesheet answered empty (the browser's own styles alone);
 * - `noMain`: its `<main>` emptied (the header, menus and footer alone);
 * - `noPayload`: the React payload's inline scripts (`self.__next_f.push(…)`) taken out.
 *
 * From the renderer's main thread, the medians of LAYOUT_RUNS (default 7) loads: the time in style
 * (`UpdateLayoutTree`), and of it after the first contentful paint (where Lighthouse counts
 * blocking time), layout, HTML parsing (`ParseHTML`, which includes the inline scripts it runs),
 * script compilation and evaluation, and the longest task. Then, once, the same document
 * styled and laid out again from scratch (its root hidden and shown, medians of 15): how much of
 * the load's style and layout is the first time's.
 *
 * LAYOUT_PAGES (comma-separated paths) chooses the pages; default `/`, `/dhabranch`,
 * `/OurDoctors`, `/ur`; LAYOUT_VARIANTS (comma-separated) the variants. LAYOUT_BEFORE=<checkout>
 * also starts that checkout's build (an earlier commit, built) and measures it in the same run, in
 * turn with this one. Needs a production build (`npm run build`). Writes
 * bench/results/first-layout.json. The milliseconds are this machine's, unthrottled: compare
 * within one run, with nothing else running.
 */
import { chromium, type Browser } from '@playwright/test';
import {
  chromiumPath,
  median,
  PAYLOAD_SCRIPT,
  SLOW_PHONE,
  startBuilds,
  writeResults,
} from './site';
import type { TraceEvent } from './trace';

const PAGES = process.env.LAYOUT_PAGES?.split(',') ?? ['/', '/dhabranch', '/OurDoctors', '/ur'];
const RUNS = Math.max(1, Number(process.env.LAYOUT_RUNS ?? 7));

const VARIANTS = {
  asServed: (html: string) => html,
  // The page as served; its stylesheet is answered empty (tracedLoad).
  noStylesheet: (html: string) => html,
  noMain: (html: string) => html.replace(/(<main\b[^>]*>)[\s\S]*?<\/main>/, '$1</main>'),
  noPayload: (html: string) => html.replace(PAYLOAD_SCRIPT, ''),
} as const;
type Variant = keyof typeof VARIANTS;
const MEASURED = (process.env.LAYOUT_VARIANTS?.split(',') ?? Object.keys(VARIANTS)) as Variant[];

/** Trace event names summed into each figure. */
const FIGURES = {
  styleMs: ['UpdateLayoutTree'],
  layoutMs: ['Layout'],
  parseHtmlMs: ['ParseHTML'],
  scriptCompileMs: ['v8.compile', 'V8.CompileCode', 'V8.CompileScript'],
  scriptEvaluationMs: ['EvaluateScript', 'v8.evaluateModule'],
} as const;
type Figures = Record<keyof typeof FIGURES | 'styleAfterPaintMs' | 'longestTaskMs', number>;

/** A page's stylesheet: its address and its text. */
interface Stylesheet {
  url: string;
  text: string;
}

/** A trace without the page's parsing in it. */
class MissedPage extends Error {}

function figuresOf(events: TraceEvent[], url: string): Figures {
  // The renderer's main thread: the one that parsed the page.
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url,
  );
  if (!parse) throw new MissedPage(`the trace has no parsing of ${url}`);
  const main = events.filter(
    (event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X' && event.dur,
  );
  const total = (names: readonly string[]) =>
    main.filter((event) => names.includes(event.name)).reduce((sum, event) => sum + event.dur!, 0) /
    1000;
  const tasks = main.filter((event) => event.name === 'RunTask').map((event) => event.dur! / 1000);
  const paint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid,
  );
  const afterPaint = main.filter(
    (event) => event.name === 'UpdateLayoutTree' && paint && event.ts >= paint.ts,
  );
  return {
    styleAfterPaintMs: afterPaint.reduce((sum, event) => sum + event.dur!, 0) / 1000,
    ...(Object.fromEntries(
      Object.entries(FIGURES).map(([figure, names]) => [figure, total(names)]),
    ) as Record<keyof typeof FIGURES, number>),
    longestTaskMs: Math.max(0, ...tasks),
  };
}

/**
 * One traced load, taken again (up to twice) when its trace holds no parsing of the page: now and
 * then Chromium's trace of a new context's first load misses the page's renderer.
 */
async function load(browser: Browser, url: string, variant: Variant, stylesheet: Stylesheet) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await tracedLoad(browser, url, variant, stylesheet);
    } catch (error) {
      if (!(error instanceof MissedPage) || attempt === 3) throw error;
    }
  }
}

async function tracedLoad(browser: Browser, url: string, variant: Variant, stylesheet: Stylesheet) {
  const context = await browser.newContext({ ...SLOW_PHONE.screen, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.route(url, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: VARIANTS[variant](await response.text()) });
    });
    // The page's stylesheet from the copy read once, so that every variant gets it alike.
    await page.route(stylesheet.url, (route) =>
      route.fulfill({
        contentType: 'text/css',
        body: variant === 'noStylesheet' ? '' : stylesheet.text,
      }),
    );
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'],
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    return { page, figures: figuresOf(trace.traceEvents, url) };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** The settled document styled and laid out again from scratch: medians of 15, in ms. */
async function again(browser: Browser, url: string, stylesheet: Stylesheet) {
  const { page } = await load(browser, url, 'asServed', stylesheet);
  try {
    return await page.evaluate(() => {
      const root = document.documentElement;
      const style: number[] = [];
      const layout: number[] = [];
      for (let time = 0; time < 15; time += 1) {
        root.style.display = 'none';
        void root.offsetHeight;
        root.style.display = '';
        const start = performance.now();
        void getComputedStyle(document.body).color;
        const styled = performance.now();
        void root.offsetHeight;
        style.push(styled - start);
        layout.push(performance.now() - styled);
      }
      style.sort((a, b) => a - b);
      layout.sort((a, b) => a - b);
      return {
        styleMs: Math.round(style[7]! * 10) / 10,
        layoutMs: Math.round(layout[7]! * 10) / 10,
      };
    });
  } finally {
    await page.context().close();
  }
}

const builds = await startBuilds(3291, 4301, process.env.LAYOUT_BEFORE);
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
const rows: Record<string, unknown>[] = [];
try {
  for (const path of PAGES) {
    const pages = [];
    for (const build of builds) {
      const url = `${build.site.origin}${path}`;
      // One load first, so that the server's first render of a page is not measured.
      const html = await fetch(url).then((response) => response.text());
      const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
      if (!href) throw new Error(`${path} names no stylesheet`);
      const stylesheetUrl = `${build.site.origin}${href}`;
      const stylesheet = {
        url: stylesheetUrl,
        text: await fetch(stylesheetUrl).then((response) => response.text()),
      };
      pages.push({ build: build.name, url, stylesheet, samples: new Map<Variant, Figures[]>() });
    }
    for (let run = 0; run < RUNS; run += 1) {
      // The builds and variants in turn, so that each meets the same moments of the machine.
      for (const { url, stylesheet, samples } of pages) {
        for (const variant of MEASURED) {
          const { page, figures } = await load(browser, url, variant, stylesheet);
          await page.context().close();
          samples.set(variant, [...(samples.get(variant) ?? []), figures]);
        }
      }
    }
    for (const { build, url, stylesheet, samples } of pages) {
      const variants = Object.fromEntries(
        [...samples].map(([variant, loads]) => [
          variant,
          Object.fromEntries(
            Object.keys(loads[0]!).map((figure) => [
              figure,
              Math.round(median(loads.map((each) => each[figure as keyof Figures])) * 10) / 10,
            ]),
          ),
        ]),
      );
      const row = {
        build,
        page: path,
        variants,
        laidOutAgain: await again(browser, url, stylesheet),
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
  writeResults('first-layout', { runs: RUNS, rows });
} finally {
  await browser.close();
  for (const build of builds) build.site.stop();
}
