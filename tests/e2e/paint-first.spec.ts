import { expect, test, type Response } from './test';
import { hydrated } from './support';

/**
 * Issue 33: on a phone's slow link the framework's scripts no longer share it with what the first
 * paint waits for, nor run before that paint (server/scriptsAfterPaint.ts). Each page kind below
 * is opened with the link slowed to 150 ms round trips and the processor four times: no script
 * file is asked for before every stylesheet has arrived (the first paint waits for them; when the
 * paint itself comes is bench:paint's to measure), and the page still hydrates (React's handlers
 * reach the body), with no error. Issue 42: every script file it loads comes marked for V8 to
 * compile while it downloads (scripts/compile-hints.ts), not on the main thread after the paint.
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

/** V8's explicit compile hint, as Chromium reads it: the file's first line, spelled exactly. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

for (const path of PAGES) {
  test(`${path}: scripts are fetched after the first paint, marked to compile as they download, then the page hydrates`, async ({
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
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(path);
    await hydrated(page.locator('body'));

    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect((await script.text()).startsWith(COMPILE_HINT), script.url()).toBe(true);
    }

    const firstScript = events.findIndex((event) => event.startsWith('script'));
    const lastStylesheet = events.findLastIndex((event) => event.startsWith('stylesheet'));
    expect(lastStylesheet).toBeGreaterThanOrEqual(0);
    expect(firstScript, events.join('\n')).toBeGreaterThan(lastStylesheet);
    expect(errors).toEqual([]);
  });
}
