import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { consultantFacts } from '../../sandbox/data/consultants';

for (const path of [
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
