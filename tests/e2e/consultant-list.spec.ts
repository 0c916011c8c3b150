import { expect, test } from './test';
import { consultantFacts } from '../../sandbox/data/consultants';
import { cards, PER_PAGE } from './support';

const DHA_COUNT = consultantFacts.countByBranch.DHA;

/**
 * A branch's consultant list as a phone shows it and a patient uses it: its compact cards, the
 * searches typed and chosen, its pages followed and its cards opened. What its HTML says (the
 * cards, the count, the hero, the filter's options, every list's address) is read without a
 * browser (tests/deploy/consultantPages.test.ts).
 */

test.describe('a branch consultant list', () => {
  test('shows the way to the next page and back', async ({ page }) => {
    await page.goto('/dhaconsultant');
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/dhaconsultant\?page=2#results$/);
    await expect(cards(page)).toHaveCount(DHA_COUNT - PER_PAGE);
    await expect(page.getByRole('link', { name: 'Next page' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/dhaconsultant#results$/);
  });

  test('on a phone, a card is a compact row: several consultants fit on one screen', async ({
    page,
  }) => {
    await page.goto('/dhaconsultant');
    const screen = page.viewportSize()!;
    const photo = await cards(page).first().locator('img').boundingBox();
    expect(photo!.width).toBeLessThanOrEqual(96);
    for (let i = 0; i < 3; i += 1) {
      const box = await cards(page).nth(i).boundingBox();
      expect(box!.height).toBeLessThan(screen.height / 3);
    }
  });

  test('searches by name only when Search is pressed, with a shareable address', async ({
    page,
  }) => {
    await page.goto('/dhaconsultant');
    await page.getByLabel('Name, speciality or health problem').fill('Ayesha');
    // Typing alone changes nothing.
    await expect(cards(page)).toHaveCount(PER_PAGE);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/dhaconsultant\?name=Ayesha/);
    await expect(cards(page)).toHaveCount(consultantFacts.ayeshaAtDhaIds.length);
    await expect(cards(page).first()).toContainText('Ayesha');

    // The address of a search reloads to the same result.
    await page.reload();
    await expect(cards(page)).toHaveCount(consultantFacts.ayeshaAtDhaIds.length);
    await expect(page.getByLabel('Name, speciality or health problem')).toHaveValue('Ayesha');
  });

  test('searches by department only when Search is pressed', async ({ page }) => {
    await page.goto('/dhaconsultant');
    await page.getByLabel('Department').selectOption('Cardiology');
    await expect(cards(page)).toHaveCount(PER_PAGE);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/department=Cardiology/);
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(PER_PAGE);
    for (const text of await cards(page).allInnerTexts())
      expect(text.toLowerCase()).toContain('cardio');
  });

  test('searches and pages without JavaScript, keeping the search in the address', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/OurDoctors');
    await page.getByLabel('Department').selectOption('Medicine');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/OurDoctors\?name=&branch=&department=Medicine#results$/);
    const summary = await page
      .getByText(/consultants match your search\. Page 1 of \d+\./)
      .innerText();
    await expect(cards(page)).toHaveCount(PER_PAGE);

    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/OurDoctors\?department=Medicine&page=2#results$/);
    await expect(page.getByText(summary.replace('Page 1', 'Page 2'))).toBeVisible();
    await expect(page.getByLabel('Department')).toHaveValue('Medicine');
    for (const text of await cards(page).allInnerTexts())
      expect(text.toLowerCase()).toContain('medicine');
    await context.close();
  });

  test('opens a consultant from its card', async ({ page }) => {
    await page.goto('/dhaconsultant');
    const name = await cards(page).first().getByRole('heading').innerText();
    await cards(page).first().getByRole('heading').click();
    await expect(page).toHaveURL(/\/consultant\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
});
