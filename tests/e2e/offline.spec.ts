import { messagesIn } from '../../domain/messages/catalogues';
import { expect, test, type BrowserContext, type Page } from './test';
import { GROUP } from '../../content/group';
import { getBranch, listBranches } from '../../domain/branches';
import { PAGES_CACHE, STATIC_CACHE, installedPages } from '../../domain/offlinePages';
import { LOCALES, localePath, type Locale } from '@/domain/locales';
import { labFacts } from '../../sandbox/data/lab-reports';
import { SANDBOX_ORIGIN, touched } from './support';
import { SHARED_STATE } from './tags';

/**
 * Offline reading (issue 20): the service worker keeps the pages a patient visited and the
 * emergency and contact pages, shows every branch's phone for a page it has not kept, and stores
 * nothing private.
 */

// A tab of its own for each test: Playwright's reuse of the tab (tests/e2e/test.ts) unregisters
// a worker, but leaves the caches it filled, which the next test would find kept.
test.use({ serviceWorkers: 'allow', reuseContext: false });

const tel = (phone: string) => `tel:${phone.replace(/\D/g, '')}`;

/** Every address in every cache the worker keeps. */
function cachedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        addresses.push(url.pathname + url.search);
      }
    }
    return addresses;
  });
}

/** The paths of the pages the worker kept. */
function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async (cache) => {
    const requests = await (await caches.open(cache)).keys();
    return requests.map((request) => new URL(request.url).pathname);
  }, PAGES_CACHE);
}

test('visited pages stay readable offline, others show every phone, nothing private is kept', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Installed: the emergency and contact pages are kept before anyone visits them.
  await expect.poll(() => keptPages(page)).toEqual(expect.arrayContaining(installedPages(['en'])));

  // Now under the worker: these visits are kept, the private ones are not.
  await page.goto('/');
  await page.goto('/dhabranch');
  await page.goto('/LabReportAS');
  // A patient's report list: private whichever lab's patient it is.
  await page.goto(`/LabReportAS/${Object.values(labFacts)[0]!.richPatientId}`);
  await page.goto('/payment/status?order=FH-0000000000000-0000');
  await expect.poll(() => keptPages(page)).toEqual(expect.arrayContaining(['/', '/dhabranch']));

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Care you can trust/);
  await page.goto('/dhabranch');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DHA');
  await page.goto('/emergency');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emergency');

  // Never visited: the offline page, with the helpline and every branch's line to call.
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: GROUP.phone })).toHaveAttribute(
    'href',
    tel(GROUP.phone),
  );
  for (const branch of listBranches()) {
    await expect(main.locator(`a[href="${tel(branch.phone)}"]`)).toHaveCount(1);
  }

  const kept = await cachedAddresses(page);
  expect(kept.length).toBeGreaterThan(0);
  // A private page, file or answer, by its path: a public picture may be of the laboratory.
  for (const address of kept) {
    expect(address.split('?')[0]).not.toMatch(
      /^\/(?:ur\/)?(?:lab|patient-reports|report-files|payment)|graphql/i,
    );
  }
  await context.setOffline(false);
});

/**
 * Opens a page and holds that it is whole: every script and stylesheet it names loaded (the page
 * load waits for them), its heading is there, and React took the server's HTML over rather than
 * putting its error page in its place (`couldn't load`, a failed chunk).
 */
async function expectWholePage(page: Page, path: string, heading: string | RegExp) {
  // The page before is unloaded first, so a script it was still loading (a carousel's, once
  // idle) is not counted as this page's.
  await page.goto('about:blank');
  const failed: string[] = [];
  const onResponse = (response: { url(): string; ok(): boolean }) => {
    if (!response.ok() && new URL(response.url()).pathname.startsWith('/_next/static/')) {
      failed.push(response.url());
    }
  };
  const onFailed = (request: { url(): string }) => {
    if (new URL(request.url()).pathname.startsWith('/_next/static/')) failed.push(request.url());
  };
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  await page.goto(path);
  page.off('response', onResponse);
  page.off('requestfailed', onFailed);
  expect(failed, `scripts ${path} could not load`).toEqual([]);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(heading);
  // Touched, hydrated: React holds the heading the server sent.
  await touched(page);
  await expect
    .poll(() =>
      title.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);
  await expect(page.getByText(/couldn.t load/i)).toHaveCount(0);
}

/** Whether every kept page was fetched from the site at or after a moment (its Date, to the second). */
function keptPagesFetchedSince(page: Page, moment: number): Promise<boolean> {
  return page.evaluate(
    async ([cache, since]) => {
      const kept = await caches.open(cache!);
      const dates = await Promise.all(
        (await kept.keys()).map(async (request) =>
          Date.parse((await kept.match(request))?.headers.get('date') ?? ''),
        ),
      );
      return dates.length > 0 && dates.every((date) => date >= Number(since));
    },
    [PAGES_CACHE, String(Math.floor(moment / 1000) * 1000)],
  );
}

/** Offline: the kept pages are whole, and a page never visited is the offline page, whole. */
async function expectReadableOffline(page: Page, context: BrowserContext, locale: Locale) {
  await context.setOffline(true);
  for (const [path, heading] of [
    ['/emergency', locale === 'ur' ? 'ایمرجنسی' : 'Emergency'],
    ['/contactus', messagesIn(locale).pages.contactus.title],
    ['/dhabranch', locale === 'ur' ? getBranch('DHA').urdu.displayName : 'DHA'],
    ['/careers/83', messagesIn(locale).pages.offline.title],
  ] as const) {
    await expectWholePage(page, localePath(path, locale), heading);
  }
  await context.setOffline(false);
}

/** A first visit to a fresh build, on a branch page, as from a search engine. */
async function arriveOnBranchPage(page: Page, locale: Locale) {
  await page.goto(localePath('/dhabranch', locale));
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => keptPages(page))
    .toEqual(expect.arrayContaining(installedPages([locale])));
}

for (const locale of LOCALES) {
  test(`arriving on a branch page (${locale}), the emergency, contact and branch pages work offline, after a first visit and a second`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await arriveOnBranchPage(page, locale);
    await expectReadableOffline(page, context, locale);

    // A second visit, under the worker.
    await page.goto(localePath('/dhabranch', locale));
    await expectReadableOffline(page, context, locale);
  });

  test(`arriving on a branch page (${locale}), then a new worker: it keeps the pages anew, which work offline`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await arriveOnBranchPage(page, locale);
    await page.goto(localePath('/dhabranch', locale));

    // A new build's worker, as far as a test can make one without building again: the page
    // registers the worker under a new address, which the browser installs as an update (its
    // own update check finds the same script), and a file only a previous build named is put
    // where the worker keeps them. (Rewriting the script and pages through Playwright's routing
    // stalled the worker's update in Chromium.)
    const before = Date.now();
    const stale = '/_next/static/chunks/previous-build.js';
    await page.evaluate(
      async ([cache, file]) => (await caches.open(cache!)).put(file!, new Response('')),
      [STATIC_CACHE, stale],
    );
    await page.evaluate(() =>
      navigator.serviceWorker
        .register('/serwist/sw.js?update', { scope: '/' })
        .then(() => undefined),
    );
    // Every kept page was fetched again by the new worker, and the old file is gone.
    await expect.poll(() => keptPagesFetchedSince(page, before), { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => (await cachedAddresses(page)).includes(stale)).toBe(false);
    await expectReadableOffline(page, context, locale);
  });
}

// Reads the sandbox's request log, which every test's lookups write to (issue 39).
test(
  'installed on a patient’s page, the worker asks for it no second time',
  { tag: SHARED_STATE },
  async ({ page }) => {
    const patient = String(labFacts['lab-a'].richPatientId);
    await fetch(`${SANDBOX_ORIGIN}/__requests`, { method: 'DELETE' });
    await page.goto(`/labreports/${patient}`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      // Installed and in charge: what it fetches at install is done.
      if (registration.active?.state !== 'activated') {
        await new Promise<void>((resolve) =>
          registration.active!.addEventListener('statechange', () => resolve()),
        );
      }
    });
    const asked = (await (await fetch(`${SANDBOX_ORIGIN}/__requests`)).json()) as {
      path: string;
    }[];
    const lookups = asked.filter((entry) => entry.path.includes(patient));
    expect(lookups).toHaveLength(1);
  },
);
