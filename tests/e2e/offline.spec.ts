import { expect, test, type Page } from '@playwright/test';
import { GROUP } from '../../content/group';
import { listBranches } from '../../domain/branches';
import { PAGES_CACHE, installedPages } from '../../domain/offlinePages';
import { labFacts } from '../../sandbox/data/lab-reports';

/**
 * Offline reading (issue 20): the service worker keeps the pages a patient visited and the
 * emergency and contact pages, shows every branch's phone for a page it has not kept, and stores
 * nothing private.
 */

test.use({ serviceWorkers: 'allow' });

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
  for (const address of kept) {
    expect(address).not.toMatch(/lab|patient-reports|report-files|payment|graphql/i);
  }
  await context.setOffline(false);
});
