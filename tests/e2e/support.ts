import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import { expect, type Locator, type Page } from '@playwright/test';

/** The sandbox the end-to-end server runs beside (see playwright.config.ts). */
export const SANDBOX_ORIGIN = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;

/** The site's public address, as the end-to-end server is told it (SITE_URL). */
export const SITE_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

/**
 * This worker's index among those running at once, from 0 (Playwright's TEST_PARALLEL_INDEX; 0
 * where the specs are only listed): no two tests running at the same moment share it.
 */
export const PARALLEL_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** Consultants a list page shows at once. */
export const PER_PAGE = 24;

export const cards = (page: Page) => page.getByRole('article');

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/**
 * axe-core itself, evaluated in a page to audit it, and set to read only same-origin frames: its
 * minified build, the same rules in 0.65 MB rather than `axe.source`'s 1.5 MB. Each scan sends it
 * to the page anew through the DevTools protocol, which cost 270 ms a scan for the full source
 * against 145 ms for this on an idle machine, and twice that beside a running suite (issue 55).
 */
const AXE = `${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')};axe.configure({allowedOrigins:['<same_origin>']})`;

/**
 * What axe finds wrong on the page as it is now, each as "rule: what it asks": every rule of
 * axe's defaults, run in the page itself (`axe.run`, as @axe-core/playwright's legacy mode runs
 * it), with axe-core in the page and each of its frames, so that it reads our documents and their
 * same-origin frames alike and leaves out only a cross-origin frame's insides (the map's, Google's
 * page, never loaded here). @axe-core/playwright evaluated axe-core's whole source twice in the
 * page before each scan, 0.5 s of the 1.4 s a scan took, some 250 scans a run (issue 55); here it
 * is once. A frame that cannot take it (one not loaded yet) is left out, as there. Only
 * violations are gathered: passes and "incomplete" are read by no test.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await Promise.all(page.frames().map((frame) => frame.evaluate(AXE).catch(() => undefined)));
  const violations = await page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations.map((violation) => `${violation.id}: ${violation.help}`);
  });
  return violations;
}

/** Drive the running sandbox's fault injection over HTTP. */
export async function setFault(rule: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${SANDBOX_ORIGIN}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });
  if (!response.ok) throw new Error(`Could not set fault: ${response.status}`);
}

export async function clearFaults(): Promise<void> {
  await fetch(`${SANDBOX_ORIGIN}/__faults`, { method: 'DELETE' });
}

/** What the sandbox's EmailJS endpoints accepted (sandbox/emailjs.ts). */
export interface OutboxMessage {
  endpoint: 'send' | 'send-form';
  templateId: string;
  params: Record<string, string>;
}

export async function readOutbox(): Promise<OutboxMessage[]> {
  return (await (await fetch(`${SANDBOX_ORIGIN}/__outbox`)).json()) as OutboxMessage[];
}

export async function clearOutbox(): Promise<void> {
  await fetch(`${SANDBOX_ORIGIN}/__outbox`, { method: 'DELETE' });
}

/**
 * Starts a failure scenario from nothing: the site forgets its cached feeds and rendered pages
 * (POST /api/test-controls/reset, on only in the end-to-end server).
 */
export async function resetSite(): Promise<void> {
  const response = await fetch(`${SITE_ORIGIN}/api/test-controls/reset`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`Could not reset the site: ${response.status}`);
}

/**
 * The phone's Menu toggle in the navigation `nav`: the summary of the native disclosure that holds
 * the menus (components/layout/NavShell.tsx), named `name` in the page's language. A tap on it
 * needs no scripts.
 */
export function menuToggle(nav: Locator, name = 'Menu'): Locator {
  return nav.locator('summary').filter({ hasText: new RegExp(`^${name}$`) });
}

/**
 * The patient's first touch of the page, which starts its scripts (server/scriptsOnFirstTouch.ts):
 * a mouse moving over it, which changes nothing else on it.
 */
export async function touched(page: Page): Promise<void> {
  await page.locator('html').dispatchEvent('pointermove', { pointerType: 'mouse' });
}

/**
 * Waits until React has hydrated the element: its handlers are attached and take input. The page
 * is touched first, as a patient about to use it would.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await touched(locator.page());
  await expect
    .poll(
      () =>
        locator.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactProps$')),
        ),
      // Asked every 25 ms: at expect.poll's default intervals (100, 250, 500, then every 1,000 ms)
      // a page hydrated 400 ms after its touch was found so at 850 ms.
      { timeout: 15_000, intervals: [25] },
    )
    .toBe(true);
}

/**
 * Waits until the page has done what it leaves for later, so that what it did not do can be
 * told: it has been touched and has hydrated, the browser has been idle twice since (what the page starts when idle,
 * such as a carousel's code, components/carousel/CarouselStarter.tsx, has started by then) and
 * every request the page made since it was opened has been answered.
 */
export async function settled(
  page: Page,
  requests: ReturnType<typeof countRequests>,
): Promise<void> {
  await hydrated(page.locator('body'));
  for (let idle = 0; idle < 2; idle += 1) {
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
    );
  }
  await expect.poll(() => requests.inFlight(), { timeout: 15_000 }).toBe(0);
}

/** Counts the page's requests still unanswered; start it before the page is opened. */
export function countRequests(page: Page) {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  return { inFlight: () => inFlight };
}
