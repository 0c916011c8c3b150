import { expect, test, type Page } from '@playwright/test';
import { labFacts } from '../../sandbox/data/lab-reports';
import { SITE_ORIGIN, clearFaults, setFault } from './support';

/** The lab report screens of spec 001 §2, with every address they had, through this site only. */

const LAHORE = labFacts['lab-a'];
const patient = String(LAHORE.richPatientId);
const reports = LAHORE.reportsOf(LAHORE.richPatientId);
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const main = (page: Page) => page.getByRole('main');

test.afterEach(clearFaults);

const SEARCH_PAGES = [
  ['/labreports', 'FH LAB REPORTS'],
  ['/LABREPORTS', 'FH LAB REPORTS'],
  ['/labReportsWW', 'FH LAB REPORTS'],
  ['/labreportsww', 'FH LAB REPORTS'],
  ['/LabReportsisl', 'FH LAB REPORTS'],
  ['/labreportsISL/', 'FH LAB REPORTS'],
  ['/labReportsbe', 'FH LAB REPORTS'],
  ['/LabReportAS', 'lab reports'],
  ['/labreportas/', 'lab reports'],
];

for (const [path, heading] of SEARCH_PAGES) {
  test(`${path} is a lab search, kept by no cache and no search engine`, async ({ page }) => {
    const response = await page.goto(path!);
    expect(response?.status()).toBe(200);
    await expect(h1(page)).toHaveText(heading!);
    await expect(main(page).getByPlaceholder('Enter Test ID')).toBeVisible();
    await expect(main(page).getByPlaceholder('Enter Patient ID')).toBeVisible();
    expect(response!.headers()['cache-control']).toContain('no-store');
    expect(response!.headers()['x-robots-tag']).toContain('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
}

for (const [lab, path] of [
  ['lab-a', '/labreports'],
  ['lab-b', '/LabReportsisl'],
  ['lab-c', '/labReportsbe'],
  ['lab-d', '/LabReportAS'],
] as const) {
  test(`${path}/{patient} lists the patient's reports from its own laboratory`, async ({
    page,
  }) => {
    const facts = labFacts[lab];
    const id = facts.richPatientId;
    await page.goto(`${path}/${id}`);
    await expect(h1(page)).toBeVisible();
    const rows = main(page).locator('tbody tr');
    await expect(rows).toHaveCount(facts.reportsOf(id).length);
    await expect(main(page).getByRole('link', { name: /^Combined Report/ })).toHaveAttribute(
      'href',
      new RegExp(`^/LabReports/CombinedReport\\?PID=${id}&lab=`),
    );
    await expect(rows.first().getByRole('link', { name: /^Single Report/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
}

test('the patient list reads N/A for a missing value, but leaves a missing report name out', async ({
  page,
}) => {
  const withGaps = LAHORE.patientIds
    .map((id) => ({ id, rows: LAHORE.reportsOf(id) }))
    .find(({ rows }) => rows.some((row) => row.remarks === null))!;
  await page.goto(`/labreports/${withGaps.id}`);
  const row = main(page)
    .locator('tbody tr')
    .nth(withGaps.rows.findIndex((report) => report.remarks === null));
  await expect(row.locator('td[data-label="Remarks"]')).toHaveText('N/A');
  await expect(main(page).locator('thead th')).toHaveText([
    'Test Name',
    'Report Status',
    'Approval Date',
    'Remarks',
    'Report Name',
  ]);
});

test('an unknown patient has no reports', async ({ page }) => {
  await page.goto(`/labreports/${LAHORE.unknownPatientId}`);
  await expect(main(page)).toContainText('No reports found for this patient.');
});

test("a lab that fails says 'Error: HTTP error! status: {code}'", async ({ page }) => {
  await setFault({ match: '/lab-a/', mode: 'error', status: 503 });
  await page.goto(`/labreports/${patient}`);
  await expect(main(page)).toContainText('Error: HTTP error! status: 503');
});

test.describe('the search', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`${javaScriptEnabled ? 'in place' : 'without JavaScript'}: asks for an id, finds a patient's reports, and finds none for an unknown id`, async ({
      browser,
    }, testInfo) => {
      const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/labreports');
      const search = page.getByRole('button', { name: 'Search' });
      await search.click();
      await expect(main(page)).toContainText('Please enter either a Test ID or Patient ID.');

      await main(page).getByPlaceholder('Enter Patient ID').fill(patient);
      await search.click();
      await expect(main(page).locator('tbody tr')).toHaveCount(reports.length);
      await expect(main(page).getByRole('link', { name: /^Combined Report/ })).toBeVisible();
      await expect(main(page).getByRole('link', { name: /^View/ })).toHaveCount(reports.length);
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

  test("says 'Error: HTTP error! status: {code}' when the lab fails", async ({ page }) => {
    await page.goto('/labReportsbe');
    await setFault({ match: '/lab-c/', mode: 'error', status: 502 });
    await main(page)
      .getByPlaceholder('Enter Patient ID')
      .fill(String(labFacts['lab-c'].richPatientId));
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(main(page)).toContainText('Error: HTTP error! status: 502');
  });
});

test('the report links open the PDF in a new tab, from this site', async ({ page }) => {
  await page.goto(`/labreports/${patient}`);
  const link = main(page).getByRole('link', { name: /^Combined Report/ });
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  expect(new URL(tab.url()).origin).toBe(SITE_ORIGIN);
  expect(new URL(tab.url()).pathname).toBe('/LabReports/CombinedReport');
  await tab.close();
  const file = await page.request.get((await link.getAttribute('href'))!);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['cache-control']).toBe('no-store');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the Westwood download arrives as a file named for the report', async ({ page }) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    // A navigation that ends in a download has no page to load: Playwright says so by failing.
    page.goto(`/labreportsWW/${patient}`).catch(() => null),
  ]);
  expect(download.suggestedFilename()).toMatch(/^LAB-A-\d+\.pdf$/);
});

test('a Westwood report that is not there is said so, not left blank', async ({ page }) => {
  await page.goto(`/labreportsWW/${LAHORE.unknownPatientId}`);
  await expect(page).toHaveURL(/\/labReportsWW\?unavailable=1$/);
  // Scoped to the page's main: Next's route announcer is also an alert once the page hydrates.
  await expect(main(page).getByRole('alert')).toContainText(
    'This report is not available at the moment.',
  );
});

test('a device that looks up too many reports is told to wait, in the API and on the page', async ({
  page,
}) => {
  // A client of its own (the rate limit counts by the last X-Forwarded-For entry), so the other
  // tests keep their allowance. The API is asked first, so the page meets a limiter it did not
  // create: the two are built into different bundles.
  const client = { 'x-forwarded-for': `198.51.100.${(Date.now() % 250) + 1}` };
  const ask = () =>
    page.request.post('/api/graphql', {
      headers: client,
      data: { query: `{ labReports(lab: LAHORE, patientId: "${patient}") { id } }` },
    });
  const TOO_MANY = 'Too many report lookups from this device. Please wait a minute and try again.';
  let answer = await ask();
  for (let asked = 1; asked <= 20 && (await answer.json()).data; asked += 1) answer = await ask();
  expect((await answer.json()).errors[0].message).toBe(TOO_MANY);

  await page.setExtraHTTPHeaders(client);
  await page.goto(`/labreports/${patient}`);
  await expect(main(page).getByRole('alert')).toHaveText(`Error: ${TOO_MANY}`);
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
