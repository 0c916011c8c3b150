import { expect, test, type Page } from './test';
import { labFacts } from '../../sandbox/data/lab-reports';
import { getBranch } from '../../domain/branches';
import { telHref } from '../../domain/phoneLinks';
import {
  PARALLEL_INDEX,
  SITE_ORIGIN,
  clearFaults,
  hydrated,
  menuToggle,
  resetSite,
  setFault,
} from './support';
import { SHARED_STATE } from './tags';

/**
 * The lab report screens of spec 001 §2 as a browser uses them: the search in place, its focus and
 * what it reads out, the new tab, the network lost, a lab that fails, through this site only. What
 * the server renders alone (the search at each of its addresses, a patient's list from each
 * laboratory, the old addresses, the allowance of lookups) is read from its HTML in
 * tests/deploy/labReports.test.ts.
 */

const LAHORE = labFacts['lab-a'];
const patient = String(LAHORE.richPatientId);
const reports = LAHORE.reportsOf(LAHORE.richPatientId);
/** The reports with a file to open: a test not reported yet ("Pending") has none. */
const readyReports = reports.filter((report) => report.reporT_STATUS !== 'Pending');
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const main = (page: Page) => page.getByRole('main');

/**
 * A client address of its own for each test: lookups and report files share one allowance per
 * client (LAB_LOOKUPS_PER_MINUTE), which a whole spec's worth from one address would use up. Each
 * worker counts its own, so its index is in the address: two workers' RUN may be the same.
 */
const RUN = Date.now() % 250;
let clients = 0;
const freshClient = () => ({
  'x-forwarded-for': `198.${18 + PARALLEL_INDEX}.${RUN}.${(clients++ % 250) + 1}`,
});

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders(freshClient());
});
test.afterEach(clearFaults);

test.describe('a lookup that finds nothing says what to try next (issue 54)', () => {
  // A patient of the Islamabad laboratory, looked up at Lahore's, which keeps its own patients.
  const ISLAMABAD = labFacts['lab-b'];
  const elsewhere = String(ISLAMABAD.richPatientId);
  const golfCity = getBranch('BAHRIA_GOLF_CITY');
  const dha = getBranch('DHA');

  test('a search: the same, under "No reports found."', async ({ page }) => {
    await page.goto('/labreports');
    const search = page.getByRole('button', { name: 'Search' });
    await hydrated(search);
    await main(page).getByPlaceholder('Enter Patient ID').fill(elsewhere);
    await search.click();
    await expect(page.locator(':focus')).toHaveText('No reports found.');
    const next = main(page).getByRole('region', { name: 'What you can try' });
    await expect(
      next.getByRole('link', { name: `The laboratory at ${golfCity.displayName}` }),
    ).toHaveAttribute('href', `/LabReportsisl/${elsewhere}`);
    await expect(next).toContainText('Patient ID and Test ID are printed on the receipt');
    await expect(next.getByRole('link', { name: dha.phone })).toHaveAttribute(
      'href',
      telHref(dha.phone),
    );
  });

  test('in Urdu, a search says it in Urdu and leads to the Urdu pages', async ({ page }) => {
    await page.goto('/ur/labreports');
    const search = page.getByRole('button', { name: 'تلاش کریں' });
    await hydrated(search);
    await main(page).getByLabel('مریض کی آئی ڈی (Patient ID)').fill(elsewhere);
    await search.click();
    await expect(page.locator(':focus')).toHaveText('کوئی رپورٹ نہیں ملی۔');
    const next = main(page).getByRole('region', { name: 'آپ یہ کر سکتے ہیں' });
    await expect(
      next.getByRole('link', { name: `${golfCity.urdu.displayName} کی لیبارٹری` }),
    ).toHaveAttribute('href', `/ur/LabReportsisl/${elsewhere}`);
    await expect(next).toContainText('رسید پر درج ہیں');
    // The English names of the ids are marked English inside the Urdu line.
    await expect(next.locator('bdi[lang="en"]', { hasText: 'Patient ID' }).first()).toBeVisible();
    await expect(next.getByRole('link', { name: dha.phone })).toHaveAttribute(
      'href',
      telHref(dha.phone),
    );
  });
});

test(
  "a lab that fails says 'Error: HTTP error! status: {code}'",
  { tag: SHARED_STATE },
  async ({ page }) => {
    // From healthy labs, with nothing cached: the reset is the whole site's (every client's
    // cached feeds, pages and rate limits), which is why the test is tagged SHARED_STATE.
    await resetSite();
    await setFault({ match: '/lab-a/', mode: 'error', status: 503 });
    await page.goto(`/labreports/${patient}`);
    await expect(main(page)).toContainText('Error: HTTP error! status: 503');
  },
);

test.describe('the search', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`${javaScriptEnabled ? 'in place' : 'without JavaScript'}: asks for an id, finds a patient's reports, and finds none for an unknown id`, async ({
      browser,
    }, testInfo) => {
      const context = await browser.newContext({
        ...testInfo.project.use,
        javaScriptEnabled,
        extraHTTPHeaders: freshClient(),
      });
      const page = await context.newPage();
      await page.goto('/labreports');
      const search = page.getByRole('button', { name: 'Search' });
      await search.click();
      await expect(main(page)).toContainText('Please enter either a Test ID or Patient ID.');

      await main(page).getByPlaceholder('Enter Patient ID').fill(patient);
      await search.click();
      await expect(main(page).locator('tbody tr')).toHaveCount(reports.length);
      await expect(main(page).getByRole('link', { name: /^Combined Report/ })).toBeVisible();
      await expect(main(page).getByRole('link', { name: /^View/ })).toHaveCount(
        readyReports.length,
      );
      // The ids never travel in the address.
      expect(page.url()).toBe(`${SITE_ORIGIN}/labreports`);
      await expect(main(page).getByPlaceholder('Enter Patient ID')).toHaveValue(patient);

      await main(page).getByPlaceholder('Enter Patient ID').fill(String(LAHORE.unknownPatientId));
      await search.click();
      await expect(main(page)).toContainText('No reports found.');
      await context.close();
    });
  }

  test('by test id alone: one report, and the combined report asks for the patient id', async ({
    page,
  }) => {
    await page.goto('/labReportsWW');
    await main(page).getByPlaceholder('Enter Test ID').fill(String(LAHORE.testIds[0]));
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(main(page).locator('tbody tr')).toHaveCount(1);
    await expect(main(page).getByText('Enter Patient ID to View')).toBeVisible();
    await expect(main(page).getByRole('link', { name: /^View/ })).toHaveCount(1);
  });

  test('uses the test id when both are given', async ({ page }) => {
    await page.goto('/labreports');
    await main(page).getByPlaceholder('Enter Patient ID').fill(patient);
    await main(page).getByPlaceholder('Enter Test ID').fill(String(LAHORE.testIds[0]));
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(main(page).locator('tbody tr')).toHaveCount(1);
  });

  test("lets the patient choose their branch's laboratory", async ({ page }) => {
    const islamabad = labFacts['lab-b'];
    await page.goto('/labreports');
    await main(page)
      .getByLabel("Your branch's laboratory")
      .selectOption({ label: 'Islamabad (Bahria Golf City)' });
    await main(page).getByPlaceholder('Enter Patient ID').fill(String(islamabad.richPatientId));
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(main(page).locator('tbody tr')).toHaveCount(
      islamabad.reportsOf(islamabad.richPatientId).length,
    );
  });

  test('a search the network loses says so, keeps the ids typed, and can be asked again', async ({
    page,
    context,
  }) => {
    await page.goto('/labreports');
    // Hydrated: the search is React's from here on, not the browser's form post.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('main form')!).some((key) => key.startsWith('__react')),
    );
    await main(page).getByPlaceholder('Enter Patient ID').fill(patient);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(main(page)).toContainText('Error: Failed to fetch');
    await expect(main(page).getByPlaceholder('Enter Patient ID')).toHaveValue(patient);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(main(page).locator('tbody tr')).toHaveCount(reports.length);
  });

  test(
    "says 'Error: HTTP error! status: {code}' when the lab fails",
    { tag: SHARED_STATE },
    async ({ page }) => {
      await resetSite();
      await page.goto('/labReportsbe');
      await setFault({ match: '/lab-c/', mode: 'error', status: 502 });
      await main(page)
        .getByPlaceholder('Enter Patient ID')
        .fill(String(labFacts['lab-c'].richPatientId));
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(main(page)).toContainText('Error: HTTP error! status: 502');
    },
  );
});

test("the report links open the PDF in a new tab, from this site, with the lookup's link", async ({
  page,
}) => {
  await page.goto(`/labreports/${patient}`);
  const link = main(page).getByRole('link', { name: /^Combined Report/ });
  // What the new tab asks for, not its address: the headless shell the tests run in has no PDF
  // viewer, and downloads the file from a tab left blank. The lookup stays in its own tab.
  const lookup = page.url();
  const opened = page.context().waitForEvent('request', (request) => request.isNavigationRequest());
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  const asked = new URL((await opened).url());
  expect(asked.origin).toBe(SITE_ORIGIN);
  expect(asked.pathname).toBe('/LabReports/CombinedReport');
  expect(page.url()).toBe(lookup);
  await tab.close();
  const file = await page.request.get((await link.getAttribute('href'))!);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['cache-control']).toBe('no-store');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the search in place links each report to its file', async ({ page }) => {
  await page.goto('/labreports');
  await main(page).getByPlaceholder('Enter Patient ID').fill(patient);
  await page.getByRole('button', { name: 'Search' }).click();
  const view = main(page).getByRole('link', { name: /^View/ }).first();
  await expect(view).toHaveAttribute('href', /^\/LabReports\/NormalTempReport\/\d+\?t=[\w-]+$/);
  const file = await page.request.get((await view.getAttribute('href'))!);
  expect(file.headers()['content-type']).toBe('application/pdf');
});

test('the browser asks no host but this site', async ({ page }) => {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).origin));
  await page.goto('/labreports');
  await main(page).getByPlaceholder('Enter Patient ID').fill(patient);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(main(page).locator('tbody tr')).toHaveCount(reports.length);
  await page.goto(`/labreports/${patient}`);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.waitForLoadState('load');
  expect([...hosts]).toEqual([SITE_ORIGIN]);
});

test.describe('the way to the reports', () => {
  test('the home page, the menu and the laboratory pages lead to the lab reports', async ({
    page,
  }) => {
    for (const path of ['/', '/fhlaboratory', '/service/102']) {
      await page.goto(path);
      const link = main(page).getByRole('link', { name: 'Lab reports', exact: true });
      await expect(link, path).toHaveAttribute('href', '/labreports');
    }
    // From any page: Menu, then Lab reports.
    await page.goto('/history');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await menuToggle(nav).click();
    await nav.getByRole('link', { name: 'Lab reports', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/labreports');
    await expect(h1(page)).toHaveText('FH LAB REPORTS');
  });

  test('in Urdu, the laboratory page leads to the Urdu lab reports', async ({ page }) => {
    await page.goto('/ur/fhlaboratory');
    const link = main(page).getByRole('link', { name: 'لیب رپورٹیں', exact: true });
    await expect(link).toHaveAttribute('href', '/ur/labreports');
    await link.click();
    await expect(h1(page)).toHaveText('فاروق ہسپتال لیب رپورٹیں');
  });
});

test.describe('the answer to a search', () => {
  test('is brought into view and focused, and read out: the reports found, or none', async ({
    page,
  }) => {
    await page.goto('/labreports');
    const search = page.getByRole('button', { name: 'Search' });
    await hydrated(search);
    await main(page).getByPlaceholder('Enter Patient ID').fill(patient);
    await search.click();
    const found = main(page).getByRole('heading', { name: `${reports.length} reports found` });
    await expect(found).toBeFocused();
    await expect(found).toBeInViewport();
    await expect(main(page).getByRole('status')).toHaveText(`${reports.length} reports found`);

    await main(page).getByPlaceholder('Enter Patient ID').fill(String(LAHORE.unknownPatientId));
    await search.click();
    const focused = page.locator(':focus');
    await expect(focused).toHaveText('No reports found.');
    await expect(focused).toBeInViewport();
    await expect(main(page).getByRole('status')).toHaveText('No reports found.');
  });

  test('in Urdu, is read out in Urdu', async ({ page }) => {
    await page.goto('/ur/labreports');
    const search = page.getByRole('button', { name: 'تلاش کریں' });
    await hydrated(search);
    await main(page).getByLabel('مریض کی آئی ڈی (Patient ID)').fill(patient);
    await search.click();
    const found = main(page).getByRole('heading', { name: `${reports.length} رپورٹیں ملیں` });
    await expect(found).toBeFocused();
    await expect(found).toBeInViewport();
  });
});

test.describe('a test not yet reported', () => {
  const pending = reports.filter((report) => report.reporT_STATUS === 'Pending');
  const ready = readyReports.length;

  test('the search shows its status in place of a link', async ({ page }) => {
    expect(pending.length).toBeGreaterThan(0);
    await page.goto('/labreports');
    const search = page.getByRole('button', { name: 'Search' });
    await hydrated(search);
    await main(page).getByPlaceholder('Enter Patient ID').fill(patient);
    await search.click();
    await expect(main(page).getByRole('link', { name: /^View/ })).toHaveCount(ready);
    const row = main(page).locator('tbody tr').nth(reports.indexOf(pending[0]!));
    await expect(row.locator('td[data-label="Report Name"]')).toHaveText(/Pending$/);
    await expect(row.getByRole('link')).toHaveCount(0);
  });
});

test('on Urdu pages the laboratory chooser names the branches in Urdu', async ({ page }) => {
  await page.goto('/ur/labreports');
  const chooser = main(page).getByLabel('آپ کی برانچ کی لیبارٹری');
  await expect(chooser).not.toHaveAttribute('lang', 'en');
  const options = await chooser.locator('option').allTextContents();
  expect(options).toHaveLength(4);
  for (const option of options) expect(option).not.toMatch(/[A-Za-z]/);
  expect(options).toContain(getBranch('BAHRIA_GOLF_CITY').urdu.displayName);
  await chooser.selectOption({ label: getBranch('BAHRIA_ENCLAVE').urdu.displayName });
  const enclave = labFacts['lab-c'];
  await main(page).getByLabel('مریض کی آئی ڈی (Patient ID)').fill(String(enclave.richPatientId));
  await page.getByRole('button', { name: 'تلاش کریں' }).click();
  await expect(main(page).locator('tbody tr')).toHaveCount(
    enclave.reportsOf(enclave.richPatientId).length,
  );
});
