import { expect, test, type Locator, type Page } from './test';
import { specialityOf } from '../../domain/specialities';
import { sitsToday } from '../../domain/sittingDays';
import { axeViolations, hydrated } from './support';

/**
 * Finding a doctor (issue 19): one search panel on the home page's first screen and on every
 * list, with branch, every department and "Sits today"; results first after a search; numbered
 * pages; and booking a DHA cardiologist from the home page in at most five taps.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false };

const panel = (page: Page) => page.getByRole('search', { name: 'Find your Consultant' });
const results = (page: Page) => page.getByRole('heading', { level: 2, name: /Consultants$/ });
const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** What each card of the page says under a label ("Department: ", "Branch Location: "). */
function detail(list: Locator, label: string): Promise<string[]> {
  return list.evaluateAll(
    (articles, wanted) =>
      articles.map((article) => {
        const term = [...article.querySelectorAll('dt')].find((dt) => dt.textContent === wanted);
        return term?.nextElementSibling?.textContent ?? '';
      }),
    label,
  );
}

/** A tap on a phone, a click on a desktop. */
const press = (locator: Locator, touch: boolean) => (touch ? locator.tap() : locator.click());

for (const [name, screen] of [
  ['390 px phone', PHONE],
  ['1366 px desktop', DESKTOP],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use(screen);

    test('the home page opens with the search panel on its first screen', async ({ page }) => {
      await page.goto('/');
      await expect(panel(page)).toBeVisible();
      for (const field of ['Name, speciality or health problem', 'Branch', 'Department']) {
        await expect(panel(page).getByLabel(field)).toBeInViewport();
      }
      await expect(panel(page).getByRole('button', { name: 'Cardiology' })).toBeInViewport();
    });

    test('a DHA cardiologist is booked from the home page in at most five taps', async ({
      page,
    }) => {
      await page.goto('/');
      let taps = 0;
      // A dropdown is two taps on a phone: open it, choose.
      await panel(page).getByLabel('Branch').selectOption({ label: 'DHA' });
      taps += 2;
      await press(panel(page).getByRole('button', { name: 'Cardiology' }), screen.hasTouch);
      taps += 1;

      await expect(page).toHaveURL(/\/OurDoctors\?.*branch=DHA.*#results$/);
      await expect(page).toHaveURL(/department=Cardiology/);
      // The results are what the patient sees, and where a screen reader is.
      await expect(results(page)).toBeFocused();
      const found = cards(page);
      await expect(found.first()).toBeInViewport();
      expect(new Set(await detail(found, 'Branch Location: '))).toEqual(new Set(['DHA']));
      for (const department of await detail(found, 'Department: ')) {
        expect(department).toMatch(/Cardiology/);
      }

      const doctor = await found.first().getByRole('heading').innerText();
      const book = found.first().getByRole('link', { name: `Book an appointment with ${doctor}` });
      await expect(book).toBeInViewport();
      await press(book, screen.hasTouch);
      taps += 1;
      await expect(
        page.getByRole('region', { name: `Your appointment with ${doctor}` }),
      ).toBeVisible();
      expect(taps).toBeLessThanOrEqual(5);
    });
  });
}

test.describe('the search panel', () => {
  test.use(PHONE);

  test("offers each speciality a branch's consultants have, once, in the patient's words", async ({
    page,
  }) => {
    await page.goto('/dhaconsultant');
    const options = panel(page).getByLabel('Department').locator('option');
    const labels = await options.allTextContents();
    const values = await options.evaluateAll((all) =>
      all.map((option) => (option as HTMLOptionElement).value),
    );
    expect(labels[0]).toBe('All Departments');
    expect(labels.length).toBeGreaterThan(10);
    expect(labels).toContain('Skin (Dermatology)');
    expect(labels).toContain('Heart (Cardiology)');
    // One choice per speciality: no "Neuro" beside "Neurology", no "Orthopaedic" beside "Orthopaedics".
    const specialities = values.slice(1).map((value) => specialityOf(value) ?? value);
    expect(new Set(specialities).size).toBe(specialities.length);
    // A branch's own list has no branch filter; the group's list does.
    await expect(panel(page).getByLabel('Branch')).toHaveCount(0);
    const departments = new Set(await detail(cards(page), 'Department: '));
    await panel(page).getByLabel('Department').selectOption('Dermatology');
    await panel(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/department=Dermatology/);
    for (const department of await detail(cards(page), 'Department: ')) {
      expect(department).toBe('Dermatology');
    }
    expect(departments.size).toBeGreaterThan(1);
  });

  test('filters the group list by branch and by who sits today, and keeps the choices', async ({
    page,
  }) => {
    await page.goto('/OurDoctors');
    await panel(page).getByLabel('Branch').selectOption({ label: 'West Wood' });
    await panel(page).getByLabel('Sits today').check();
    await panel(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/[?&]branch=WEST_WOOD&.*today=1#results$/);
    await expect(panel(page).getByLabel('Branch')).toHaveValue('WEST_WOOD');
    await expect(panel(page).getByLabel('Sits today')).toBeChecked();
    // The list's own cards, not those a dead end offers instead: late in the evening nobody at
    // West Wood sits any more today, and the page says so and offers who still sits today at the
    // other branches or, once nobody does, who sits on other days (components/consultants/
    // DeadEnd.tsx). The server's clock is not the test's to set, so either may be the case.
    const found = page.locator('#results > ul').getByRole('article');
    const deadEnd = page.getByRole('region', { name: 'What you can do next' });
    await expect(found.first().or(deadEnd)).toBeVisible();
    if ((await found.count()) === 0) {
      await expect(deadEnd.locator('p').first()).toHaveText(
        /^(Nobody sits today\. \d+ consultants? sees? patients on other days:|\d+ consultants? at our other branches sits? today:)$/,
      );
      return;
    }
    expect(new Set(await detail(found, 'Branch Location: '))).toEqual(new Set(['West Wood']));
    // The server's today is the browser's here: both are this machine's clock in Pakistan.
    for (const timing of await detail(found, 'Timing: ')) {
      expect(sitsToday(timing, new Date()), timing).toBe(true);
    }
  });

  test('numbers the pages, marks the current one and opens each at its results', async ({
    page,
  }) => {
    await page.goto('/OurDoctors');
    const pages = page.getByRole('navigation', { name: 'Pages of consultants' });
    await expect(pages.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Hydrated first: before its script the link is a plain one, which opens the page at its
    // results without moving the focus there (as without JavaScript).
    const second = pages.getByRole('link', { name: 'Page 2', exact: true });
    await hydrated(second);
    await second.click();
    await expect(page).toHaveURL(/\/OurDoctors\?page=2#results$/);
    await expect(pages.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByText(/Page 2 of \d+\./)).toBeVisible();
    await expect(results(page)).toBeFocused();
    await expect(pages.getByRole('link', { name: 'Previous page' })).toBeVisible();
    const last = await pages.getByRole('listitem').last().innerText();
    expect(Number(last.replace(/\D/g, ''))).toBeGreaterThan(3);
  });

  test('passes axe on the home page and a searched list', async ({ page }) => {
    for (const path of ['/', '/OurDoctors?branch=DHA&department=Cardiology&today=1']) {
      await page.goto(path);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ ...PHONE, javaScriptEnabled: false });

  test('a search opens at its results', async ({ page }) => {
    await page.goto('/dhaconsultant');
    await panel(page).getByLabel('Name, speciality or health problem').fill('ayesha');
    await panel(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/name=ayesha.*#results$/);
    await expect(results(page)).toBeInViewport();
    // The browser scrolls to the fragment once the page has laid out: wait for it, not a moment.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });
});
