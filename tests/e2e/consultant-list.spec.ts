import { expect, test } from '@playwright/test';
import { consultantFacts } from '../../sandbox/data/consultants';
import { cards } from './support';

const DHA_COUNT = consultantFacts.countByBranch.DHA;

test.describe('a branch consultant list', () => {
  test('renders a card for each consultant of the branch', async ({ page }) => {
    await page.goto('/dhaconsultant');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Consultants at DHA');
    await expect(cards(page)).toHaveCount(DHA_COUNT);
    const first = cards(page).first();
    await expect(first.getByRole('img')).toBeVisible();
    await expect(first).toContainText('Timing:');
    await expect(first).toContainText('Department:');
    await expect(first).toContainText('Branch Location: DHA');
  });

  test('has the hero with its Appointment button and the branch phone as a button', async ({
    page,
  }) => {
    await page.goto('/dhaconsultant');
    await expect(page.getByRole('link', { name: 'Appointment', exact: true })).toHaveAttribute(
      'href',
      '/appointment',
    );
    await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\d+$/);
  });

  test('searches by name only when Search is pressed, with a shareable address', async ({
    page,
  }) => {
    await page.goto('/dhaconsultant');
    await page.getByLabel('Consultant name').fill('Ayesha');
    // Typing alone changes nothing.
    await expect(cards(page)).toHaveCount(DHA_COUNT);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/dhaconsultant\?name=Ayesha/);
    await expect(cards(page)).toHaveCount(consultantFacts.ayeshaAtDhaIds.length);
    await expect(cards(page).first()).toContainText('Ayesha');

    // The address of a search reloads to the same result.
    await page.reload();
    await expect(cards(page)).toHaveCount(consultantFacts.ayeshaAtDhaIds.length);
    await expect(page.getByLabel('Consultant name')).toHaveValue('Ayesha');
  });

  test('searches by department only when Search is pressed', async ({ page }) => {
    await page.goto('/dhaconsultant');
    await expect(page.getByLabel('Department').locator('option')).toHaveText([
      'All Departments',
      'Medicine',
      'Neuro',
      'Cardiology',
      'Orthopaedic',
      'Radiology',
    ]);
    await page.getByLabel('Department').selectOption('Cardiology');
    await expect(cards(page)).toHaveCount(DHA_COUNT);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/department=Cardiology/);
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(DHA_COUNT);
    for (const text of await cards(page).allInnerTexts())
      expect(text.toLowerCase()).toContain('cardio');
  });

  test('searches without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/dhaconsultant');
    await expect(cards(page)).toHaveCount(DHA_COUNT);
    await page.getByLabel('Consultant name').fill('ayesha');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(cards(page)).toHaveCount(consultantFacts.ayeshaAtDhaIds.length);
    await context.close();
  });

  test('opens a consultant from its card', async ({ page }) => {
    await page.goto('/dhaconsultant');
    const name = await cards(page).first().getByRole('heading').innerText();
    await cards(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/consultant\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
});

test.describe('the consultant list routes', () => {
  test('the all-branches page has its title and heading', async ({ page }) => {
    await page.goto('/OurDoctors');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Our Consultants In Farooq Group Of Hospitals',
    );
    await expect(page.getByRole('heading', { name: 'All Consultants' })).toBeVisible();
    await expect(cards(page)).toHaveCount(consultantFacts.total);
  });

  for (const [path, title] of [
    ['/iqbaltownconsultant', 'Allama Iqbal Town'],
    ['/westwoodconsultant', 'West Wood'],
    ['/bahriagolfcosultant', 'Islamabad (Bahria Golf City)'],
    ['/bahriagolfconsultant', 'Islamabad (Bahria Golf City)'],
    ['/bahriainclaveconsultant', 'Bahria Enclave'],
    ['/akhtersaeedconsultant', 'Akhtar Saeed Trust Hospital'],
    ['/doctorshospitalconsultant', 'Doctors Hospital Johar Town'],
  ]) {
    test(`${path} lists its branch`, async ({ page }) => {
      const response = await page.goto(path!);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Our Consultants at ${title}`,
      );
      await expect(cards(page).first()).toBeVisible();
    });
  }

  test('both spellings of the Bahria Golf City page show the same list, one canonical address', async ({
    page,
  }) => {
    await page.goto('/bahriagolfconsultant');
    const alias = await cards(page).allInnerTexts();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/bahriagolfcosultant$/,
    );
    await page.goto('/bahriagolfcosultant');
    expect(await cards(page).allInnerTexts()).toEqual(alias);
  });
});
