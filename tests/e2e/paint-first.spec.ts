import { expect, test } from '@playwright/test';
import { hydrated } from './support';

/**
 * Issue 33: on a phone's slow link the framework's scripts no longer share it with what the first
 * paint waits for, nor run before that paint (server/scriptsAfterPaint.ts). Each page kind below
 * is opened with the link slowed to 150 ms round trips and the processor four times: no script
 * file is asked for before every stylesheet has arrived and the page has painted its first
 * content, and the page still hydrates (React's handlers reach the body), with no error.
 */
const PAGES = [
  '/',
  '/dhabranch',
  '/OurDoctors',
  '/consultant/321',
  '/appointment',
  '/Medicines',
  // Rendered per request with a nonce policy: the held scripts carry the nonce.
  '/labreports',
  '/ur',
  '/ur/dhabranch',
];

/** One frame at 60 Hz, in milliseconds. */
const FRAME = 1000 / 60;

for (const path of PAGES) {
  test(`${path}: scripts are fetched after the first paint, then the page hydrates`, async ({
    page,
    context,
  }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') events.push(`script ${request.url()}`);
    });
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'stylesheet') events.push(`stylesheet ${request.url()}`);
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(path);
    await hydrated(page.locator('body'));

    const firstScript = events.findIndex((event) => event.startsWith('script'));
    const lastStylesheet = events.findLastIndex((event) => event.startsWith('stylesheet'));
    expect(lastStylesheet).toBeGreaterThanOrEqual(0);
    expect(firstScript, events.join('\n')).toBeGreaterThan(lastStylesheet);
    // The browser's own clock: every script was asked for once the first contentful paint had
    // been drawn. Its time is when the frame reached the screen, which can come a few
    // milliseconds after the main thread went on: one frame's leeway.
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.startTime),
    }));
    expect(scripts.length).toBeGreaterThan(0);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint - FRAME);
    expect(errors).toEqual([]);
  });
}
