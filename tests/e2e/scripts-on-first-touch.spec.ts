import { expect, test, type CDPSession, type Page, type Response } from './test';
import { hydrated, menuToggle } from './support';
import { PHONE_ONLY } from './tags';
import { SCRIPTS_ON_ARRIVAL } from '../../domain/pageScripts';

/**
 * Issue 56: a page's framework scripts run once the patient's first touch of it has been answered
 * (server/scriptsOnFirstTouch.ts), or, on a page whose first tap may need them, as it arrives;
 * issue 33: they never share the link with what the first paint waits for. Each page kind below is
 * opened with the link slowed to 150 ms round trips and the processor four times, and left alone
 * until it has loaded and fetched its scripts ahead: no script file was asked for before every
 * stylesheet had arrived (the first paint waits for them). A page of the first kind has run none
 * of them (React has not touched the page) until it is touched; one of the second hydrates alone.
 * Neither logs an error. Issue 42: every script file it loads comes marked for V8 to compile while
 * it downloads (scripts/compile-hints.ts), not on the main thread.
 */
const ON_FIRST_TOUCH = [
  '/',
  '/dhabranch',
  '/OurDoctors',
  '/consultant/321',
  '/ur',
  '/ur/dhabranch',
];
/**
 * Pages whose first tap may land on a control only a script answers: a form's, the cart's.
 * The lab's is rendered per request with a nonce policy: the held scripts carry the nonce.
 */
const ON_ARRIVAL = ['/appointment', '/Medicines', '/labreports', '/ur/Medicines'];

/** V8's explicit compile hint, as Chromium reads it: the file's first line, spelled exactly. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The framework's script files run by the page (the head's `noModule` one is not held). */
const FRAMEWORK_FILES = 'script[src*="/_next/static/"]:not([noModule])';

/** Whether React has attached its handlers to the body: the page's scripts have run. */
const reactHasRun = (page: Page) =>
  page
    .locator('body')
    .evaluate((body) => Object.keys(body).some((key) => key.startsWith('__reactProps$')));

/** The link and processor of a low-tier phone on mobile data. */
async function slowed(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/**
 * Opens the page and waits until every script file it names has been fetched (ahead, or to run);
 * then `checks` reads what has become of the page. Afterwards: the files came after the
 * stylesheets, compiled as they download, and nothing threw.
 */
async function openedSlowly(page: Page, path: string, checks: () => Promise<void>) {
  await slowed(page);
  const events: string[] = [];
  const scripts: Response[] = [];
  page.on('request', (request) => {
    // A file fetched ahead is a prefetch ("other"); the same file run is a script.
    if (/\/_next\/static\/.*\.js$/.test(request.url())) events.push(`script ${request.url()}`);
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'stylesheet') events.push(`stylesheet ${request.url()}`);
  });
  page.on('response', (response) => {
    if (/\/_next\/static\/.*\.js$/.test(response.url())) scripts.push(response);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(path);
  const named = await page.evaluate(() =>
    [...document.documentElement.innerHTML.matchAll(/"src":"([^"]+)"/g)].map(([, src]) => src!),
  );
  expect(named.length).toBeGreaterThan(0);
  await expect
    .poll(() => named.every((src) => scripts.some((script) => script.url().endsWith(src))))
    .toBe(true);
  await checks();

  // Read again from the site: a file fetched ahead and then run from the browser's cache has
  // no body of its own to read.
  for (const url of new Set(scripts.map((script) => script.url()))) {
    expect((await (await page.request.get(url)).text()).startsWith(COMPILE_HINT), url).toBe(true);
  }
  const firstScript = events.findIndex((event) => event.startsWith('script'));
  const lastStylesheet = events.findLastIndex((event) => event.startsWith('stylesheet'));
  expect(lastStylesheet).toBeGreaterThanOrEqual(0);
  expect(firstScript, events.join('\n')).toBeGreaterThan(lastStylesheet);
  expect(errors).toEqual([]);
}

for (const path of ON_FIRST_TOUCH) {
  test(`${path}: scripts are fetched after the paint, run only once the page is touched, compiled as they download`, async ({
    page,
  }) => {
    await openedSlowly(page, path, async () => {
      // Loaded, its files fetched ahead, and left alone: nothing of React's has run.
      expect(await reactHasRun(page)).toBe(false);
      expect(await page.locator(FRAMEWORK_FILES).count()).toBe(0);
      await hydrated(page.locator('body'));
    });
  });
}

for (const path of ON_ARRIVAL) {
  test(`${path}: scripts are fetched after the paint and run as the page arrives, untouched`, async ({
    page,
  }) => {
    await openedSlowly(page, path, async () => {
      await expect.poll(() => reactHasRun(page)).toBe(true);
    });
  });
}

/**
 * Each registration of the offline service worker the page makes, and what the page had done by
 * then: whether the control marking it as one whose scripts run on arrival had been hydrated,
 * whether it had loaded. The registration itself goes nowhere (the tests' browser admits no
 * service worker, playwright.config.ts).
 */
async function recordingRegistrations(page: Page) {
  await page.addInitScript((attribute) => {
    const registrations: { hydrated: boolean; loaded: boolean }[] = [];
    Object.assign(window, { registrations });
    ServiceWorkerContainer.prototype.register = () => {
      const marker = document.querySelector(`[${attribute}]`);
      registrations.push({
        hydrated: Boolean(
          marker && Object.keys(marker).some((key) => key.startsWith('__reactProps$')),
        ),
        loaded: document.readyState === 'complete',
      });
      return new Promise<ServiceWorkerRegistration>(() => undefined);
    };
  }, SCRIPTS_ON_ARRIVAL);
  return () =>
    page.evaluate(
      () => (window as unknown as { registrations: unknown[] }).registrations,
    ) as Promise<{ hydrated: boolean; loaded: boolean }[]>;
}

// The worker's install fetches the offline pages and their files: on a page whose scripts run as
// it arrives, it waits until they have hydrated the page, rather than share the phone's processor
// and link with them.
test('the offline worker is installed once a page has loaded, or once hydrated where its scripts run on arrival', async ({
  page,
}) => {
  const registrations = await recordingRegistrations(page);
  await openedSlowly(page, '/dhabranch', async () => {
    expect(await reactHasRun(page)).toBe(false);
    expect(await registrations()).toEqual([{ hydrated: false, loaded: true }]);
  });
  await openedSlowly(page, '/appointment', async () => {
    await expect.poll(registrations).toEqual([{ hydrated: true, loaded: true }]);
  });
});

test.describe(`on a touch screen ${PHONE_ONLY}`, () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a finger put down starts nothing; the tap it makes is answered first, then the scripts run', async ({
    page,
  }) => {
    // What the frame answering the tap could run: the framework's files added by then (a file
    // fetched ahead runs as soon as it is added, before that frame is drawn).
    await page.addInitScript((files) => {
      addEventListener(
        'click',
        () =>
          requestAnimationFrame(() =>
            Object.assign(window, { filesAtTapFrame: document.querySelectorAll(files).length }),
          ),
        { capture: true, once: true },
      );
    }, FRAMEWORK_FILES);
    await page.goto('/dhabranch');
    const html = page.locator('html');
    const init = { pointerType: 'touch', isPrimary: true };
    // A finger down on the page, the focus it moves: the same tap, not yet ended.
    await html.dispatchEvent('pointerdown', init);
    await page.locator('a[href]').first().dispatchEvent('focusin');
    await html.dispatchEvent('pointermove', init);
    // Nothing of React's runs, even once every file could have loaded.
    await page.waitForLoadState('networkidle');
    expect(await reactHasRun(page)).toBe(false);
    await html.dispatchEvent('pointerup', init);
    expect(await reactHasRun(page)).toBe(false);

    // The tap's click: the menu opens as the browser answers it, before any script has run.
    const toggle = menuToggle(page.getByRole('navigation', { name: 'Main' }));
    await toggle.tap();
    await expect(toggle.locator('xpath=..')).toHaveAttribute('open', '');
    await expect
      .poll(() => page.evaluate(() => (window as { filesAtTapFrame?: number }).filesAtTapFrame))
      .toBe(0);
    await expect.poll(() => reactHasRun(page)).toBe(true);
    await expect(toggle.locator('xpath=..')).toHaveAttribute('open', '');
  });
});
