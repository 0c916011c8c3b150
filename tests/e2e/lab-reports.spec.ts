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

/** The lab report screens of spec 001 §2, with every address they had, through this site only. */

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
  test(`${path} is a lab search, kept by no cache, found by search engines`, async ({ page }) => {
    const response = await page.goto(path!);
    expect(response?.status()).toBe(200);
    await expect(h1(page)).toHaveText(heading!);
    await expect(main(page).getByPlaceholder('Enter Test ID')).toBeVisible();
    await expect(main(page).getByPlaceholder('Enter Patient ID')).toBeVisible();
    expect(response!.headers()['cache-control']).toContain('no-store');
    expect(response!.headers()['x-robots-tag']).toBeUndefined();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
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
    const response = await page.goto(`${path}/${id}`);
    await expect(h1(page)).toBeVisible();
    // A patient's reports are for no search engine.
    expect(response!.headers()['x-robots-tag']).toContain('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const rows = main(page).locator('tbody tr');
    await expect(rows).toHaveCount(facts.reportsOf(id).length);
    // A link the lookup handed out, which names no patient.
    const combined = main(page).getByRole('link', { name: /^Combined Report/ });
    await expect(combined).toHaveAttribute('href', /^\/LabReports\/CombinedReport\?t=[\w-]+$/);
    expect(await combined.getAttribute('href')).not.toContain(String(id));
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

test.describe('a lookup that finds nothing says what to try next (issue 54)', () => {
  // A patient of the Islamabad laboratory, looked up at Lahore's, which keeps its own patients.
  const ISLAMABAD = labFacts['lab-b'];
  const elsewhere = String(ISLAMABAD.richPatientId);
  const golfCity = getBranch('BAHRIA_GOLF_CITY');
  const dha = getBranch('DHA');

  test("a patient's list: the same id at the other laboratories, where it is printed, and the lab's numbers", async ({
    page,
  }) => {
    await page.goto(`/labreports/${elsewhere}`);
    await expect(main(page)).toContainText('No reports found for this patient.');
    const next = main(page).getByRole('region', { name: 'What you can try' });
    await expect(next).toContainText('printed on the receipt the laboratory gave you');
    // Lahore's laboratory is reached through its branches: DHA's is one of them.
    await expect(next.getByRole('link', { name: dha.phone })).toHaveAttribute(
      'href',
      telHref(dha.phone),
    );
    const other = next.getByRole('link', { name: `The laboratory at ${golfCity.displayName}` });
    await expect(other).toHaveAttribute('href', `/LabReportsisl/${elsewhere}`);
    await other.click();
    await expect(main(page).locator('tbody tr')).toHaveCount(
      ISLAMABAD.reportsOf(ISLAMABAD.richPatientId).length,
    );
  });

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
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  expect(new URL(tab.url()).origin).toBe(SITE_ORIGIN);
  expect(new URL(tab.url()).pathname).toBe('/LabReports/CombinedReport');
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

test('a report file is refused without a link: the old address leads to the search', async ({
  page,
}) => {
  for (const legacy of [
    `/LabReports/CombinedReport?PID=${patient}&lab=LAHORE`,
    `/LabReports/NormalTempReport/${reports[0]!.reporT_ID}?PID=${patient}`,
  ]) {
    const answer = await page.request.get(legacy, { maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers()['location']).toBe('/labreports');
  }
  await page.goto(`/LabReports/CombinedReport?PID=${patient}&lab=LAHORE`);
  await expect(page).toHaveURL(/\/labreports$/);
  await expect(main(page).getByPlaceholder('Enter Patient ID')).toBeVisible();

  const forged = await page.request.get(
    '/LabReports/CombinedReport?t=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  );
  expect(forged.status()).toBe(403);
  expect(forged.headers()['cache-control']).toBe('no-store');
  expect(forged.headers()['content-type']).toContain('text/html');
  expect(await forged.text()).toContain('This link has expired or is not valid.');
});

test('report files and lookups share one allowance: past it, a file is refused', async ({
  page,
}) => {
  const client = freshClient();
  await page.setExtraHTTPHeaders(client);
  await page.goto(`/labreports/${patient}`);
  const href = (await main(page)
    .getByRole('link', { name: /^Combined Report/ })
    .getAttribute('href'))!;
  let answer = await page.request.get(href, { headers: client });
  for (let opened = 1; opened <= 25 && answer.status() === 200; opened += 1) {
    answer = await page.request.get(href, { headers: client });
  }
  expect(answer.status()).toBe(429);
  expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await answer.text()).toContain('Please wait a minute and try again.');
  // The lookups' allowance is the one spent.
  await page.goto(`/labreports/${patient}`);
  await expect(main(page).getByRole('alert')).toContainText('Too many report lookups');
});

test("the old Westwood download address leads to Westwood's search, not to a file", async ({
  page,
}) => {
  const downloads: unknown[] = [];
  page.on('download', (download) => downloads.push(download));
  await page.goto(`/labreportsWW/${patient}`);
  await expect(page).toHaveURL(/\/labReportsWW$/);
  await expect(main(page).getByPlaceholder('Enter Patient ID')).toBeVisible();
  expect(downloads).toEqual([]);
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
  const refused = await page.goto(`/labreports/${patient}`);
  await expect(main(page).getByRole('alert')).toHaveText(`Error: ${TOO_MANY}`);
  // The page's status says it too (issue 53): to monitors and to nginx's log, not a 200.
  expect(refused!.status()).toBe(429);
  expect(Number(refused!.headers()['retry-after'])).toBeGreaterThan(0);
  expect(refused!.headers()['cache-control']).toBe('no-store');
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

  test('shows its status in place of a link, in the search and the patient list', async ({
    page,
  }) => {
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

    await page.goto(`/labreports/${patient}`);
    await expect(main(page).getByRole('link', { name: /^Single Report/ })).toHaveCount(ready);
    const listed = main(page).locator('tbody tr').nth(reports.indexOf(pending[0]!));
    await expect(listed.getByRole('link')).toHaveCount(0);
    await expect(listed.locator('td[data-label="Report Name"]')).toHaveText(/Pending$/);
  });

  test('in Urdu, the English names in the report links are marked English (issue 54)', async ({
    page,
  }) => {
    await page.goto(`/ur/labreports/${patient}`);
    const links = main(page).locator('tbody a');
    await expect(links).toHaveCount(readyReports.length);
    for (const [index, report] of readyReports.entries()) {
      const name = report.tesT_NAME ?? report.reporT_NAME;
      const english = links.nth(index).locator('[lang="en"]');
      if (name) await expect(english).toHaveText(name);
      else await expect(english).toHaveCount(0);
    }
  });

  test('in Urdu, says so in Urdu', async ({ page }) => {
    await page.goto(`/ur/labreports/${patient}`);
    const listed = main(page).locator('tbody tr').nth(reports.indexOf(pending[0]!));
    await expect(listed.getByRole('link')).toHaveCount(0);
    await expect(listed.locator('td[data-label="رپورٹ کا نام"]')).toHaveText(/ابھی تیار نہیں$/);
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
