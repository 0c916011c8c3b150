import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { consultantFacts } from '../../sandbox/data/consultants';

for (const path of [
  '/',
  '/AboutUs',
  '/boardofdirectors',
  '/history',
  '/ourprojects',
  '/corporatepannellist',
  '/branches',
  '/contactus',
  '/privacypolicy',
  '/complaintcell',
  '/socialmediaposts',
  '/learnmore',
  '/more',
  '/OurDoctors',
  '/dhaconsultant',
  '/dhaconsultant?name=ayesha&department=Neuro',
  '/OurDoctors?page=2',
  `/consultant/${consultantFacts.fullRecordId}`,
  `/consultant/${consultantFacts.sparseRecordId}`,
  `/consultant/${consultantFacts.unknownIdInRange}`,
  '/no-such-page',
  '/appointment',
  '/registercomplaint',
]) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}

for (const path of ['/appointment', '/registercomplaint']) {
  test(`axe finds no violations on ${path} with every error showing`, async ({ page }) => {
    await page.goto(path);
    const submit = page.getByRole('button', { name: /Request appointment|Register complaint/ });
    await expect(submit).toBeEnabled();
    await page.getByLabel('Email').fill('not-an-address');
    await submit.click();
    await expect(page.getByText('There is a problem')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}

test('axe finds no violations with a menu open', async ({ page }) => {
  await page.goto('/history');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = nav.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) await toggle.click();
  await nav.locator('summary', { hasText: 'Find a consultant' }).click();
  await expect(nav.getByRole('link', { name: 'All consultants' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
