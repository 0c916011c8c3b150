import { expect, test } from './test';
import { consultantFacts, findConsultantById } from '../../sandbox/data/consultants';
import { SITE_ORIGIN } from './support';

test('shows every field of a full record', async ({ page }) => {
  const record = findConsultantById(consultantFacts.fullRecordId)!;
  await page.goto(`/consultant/${consultantFacts.fullRecordId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(record.consultanT_NAME.trim());
  const facts = page.locator('dl');
  await expect(facts).toContainText(record.designation!.trim());
  await expect(facts).toContainText(record.consultanT_SPECIALITY!.trim());
  await expect(facts).toContainText(record.timing!.trim());
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('img', { name: record.consultanT_NAME.trim() })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${SITE_ORIGIN}/consultant/${consultantFacts.fullRecordId}`,
  );
});

test('on a phone, puts Appointment and Call on the first screen, above the photo', async ({
  page,
}) => {
  await page.goto(`/consultant/${consultantFacts.fullRecordId}`);
  const screen = page.viewportSize()!;
  const appointment = await page
    .getByRole('main')
    .getByRole('link', { name: 'Book an appointment', exact: true })
    .boundingBox();
  const call = await page.getByRole('link', { name: /^Call / }).boundingBox();
  const photo = await page.getByRole('img', { name: /./ }).first().boundingBox();
  for (const box of [appointment!, call!]) {
    expect(box.y + box.height).toBeLessThan(screen.height);
    expect(box.y).toBeLessThan(photo!.y);
  }
});

test("links back to the consultant's branch list", async ({ page }) => {
  await page.goto(`/consultant/${consultantFacts.fullRecordId}`);
  const back = page.getByRole('link', { name: /^All consultants at / });
  const href = await back.getAttribute('href');
  expect(href).toMatch(/consultant$/);
  await back.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Our Consultants at /);
});

test('shows the specified texts for missing values', async ({ page }) => {
  await page.goto(`/consultant/${consultantFacts.sparseRecordId}`);
  const facts = page.locator('dl');
  await expect(facts).toContainText('Designation not available');
  await expect(facts).toContainText('Not available');
  await expect(facts).toContainText('N/A');
});

test('an id that is not a number is the site’s 404 page, with the search for a consultant', async ({
  browser,
}) => {
  // Such an address cannot be a consultant's: nothing is looked up (issue 30, docs/differences.md).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/consultant/not-a-number');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(
    page.getByRole('searchbox').or(page.getByLabel('Name, speciality or health problem')),
  ).toBeVisible();
  await context.close();
});
