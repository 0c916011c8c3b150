import { expect, test, type Locator, type Page } from './test';
import { axeViolations } from './support';
import { getBranch } from '../../domain/branches';
import { telHref } from '../../domain/phoneLinks';
import { specialityOf } from '../../domain/specialities';

/**
 * Finding care in the patient's own words (issue 32), on a phone: words typed in the search find
 * a speciality's or a condition's consultants and say why; words that name an emergency put the
 * emergency numbers on the screen the search opens at, before any result; the emergency box and a
 * dead end pass axe. What the lists' HTML says at a search's address (the numbers, the missing
 * specialities, the dead ends, the department filter) is read without a browser
 * (tests/deploy/findCare.test.ts).
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const TEXT = {
  en: {
    panel: 'Find your Consultant',
    name: 'Name, speciality or health problem',
    search: 'Search',
    emergency: 'Is this an emergency?',
  },
  ur: {
    panel: 'اپنا ڈاکٹر تلاش کریں',
    name: 'نام، شعبہ یا بیماری',
    search: 'تلاش کریں',
    emergency: 'کیا یہ ایمرجنسی ہے؟',
  },
} as const;

type Language = keyof typeof TEXT;

const panel = (page: Page, language: Language) =>
  page.getByRole('search', { name: TEXT[language].panel });
const results = (page: Page) => page.locator('#results');
/** The cards of the list itself, not those a dead end offers from other branches. */
const listed = (page: Page) => results(page).locator(':scope > ul').getByRole('article');

/** What each card says under a label ("Department: "), the first value after it. */
function detail(cards: Locator, label: string): Promise<string[]> {
  return cards.evaluateAll(
    (articles, wanted) =>
      articles.map((article) => {
        const term = [...article.querySelectorAll('dt')].find((dt) => dt.textContent === wanted);
        return term?.nextElementSibling?.textContent ?? '';
      }),
    label,
  );
}

/** Why each card was found: the line under its department. */
const reasons = (cards: Locator) =>
  cards.evaluateAll((articles) =>
    articles.map((article) => article.querySelector('dd.reason')?.textContent ?? ''),
  );

async function searchFrom(page: Page, path: string, words: string, language: Language) {
  await page.goto(path);
  await panel(page, language).getByLabel(TEXT[language].name).fill(words);
  await panel(page, language).getByRole('button', { name: TEXT[language].search }).click();
  await expect(page).toHaveURL(/\/OurDoctors\?name=.*#results$/);
}

test('"dil" typed on the home page finds cardiologists, saying why', async ({ page }) => {
  await searchFrom(page, '/', 'dil', 'en');
  const cards = listed(page);
  await expect(cards.first()).toBeVisible();
  const first = (await detail(cards, 'Department: ')).slice(0, 5);
  expect(first).toHaveLength(5);
  for (const department of first)
    expect(specialityOf(department)?.departments[0]).toBe('Cardiology');
  for (const reason of (await reasons(cards)).slice(0, 5)) {
    expect(reason).toMatch(/^Cardiology — for \S/);
  }
  // The reason is a line of the card, under the department.
  await expect(cards.first().locator('dd.reason')).toBeVisible();
});

test('"بچوں کا ڈاکٹر" typed on the Urdu home page finds paediatricians, saying why in Urdu', async ({
  page,
}) => {
  await searchFrom(page, '/ur', 'بچوں کا ڈاکٹر', 'ur');
  await expect(page).toHaveURL(/^[^?]*\/ur\/OurDoctors\?/);
  const cards = listed(page);
  await expect(cards.first()).toBeVisible();
  const first = (await detail(cards, 'شعبہ: ')).slice(0, 3);
  expect(first).toEqual(Array(3).fill('امراضِ اطفال (Paediatrics)'));
  for (const reason of (await reasons(cards)).slice(0, 3)) {
    expect(reason).toMatch(/^امراضِ اطفال \(Paediatrics\) — .+ کے لیے$/);
  }
});

for (const [language, path, words] of [
  ['en', '/OurDoctors', 'chest pain'],
  ['en', '/OurDoctors', 'seene mein dard'],
  ['ur', '/ur/OurDoctors', 'سینے میں درد'],
] as const) {
  test(`"${words}" shows the emergency numbers before the count and the first result`, async ({
    page,
  }) => {
    await searchFrom(page, path, words, language);
    const box = page.getByRole('region', { name: TEXT[language].emergency });
    await expect(box).toBeVisible();
    const rescue = box.locator('a[href="tel:1122"]');
    await expect(rescue).toBeVisible();
    // Every branch's emergency line on the group's list, each one tap from a call.
    for (const id of ['DHA', 'WEST_WOOD', 'BAHRIA_GOLF_CITY'] as const) {
      await expect(box.locator(`a[href="${telHref(getBranch(id).emergencyPhone)}"]`)).toBeVisible();
    }
    await expect(box.getByRole('link', { name: /(nearest|قریب ترین)/ })).toHaveAttribute(
      'href',
      language === 'ur' ? '/ur/emergency' : '/emergency',
    );
    // Above the count and the first result, and on the screen the search opens at.
    await expect(rescue).toBeInViewport();
    const count = results(page).locator(':scope > p').first();
    await expect(count).toContainText(/consultants? match|ڈاکٹر مل/);
    const top = async (locator: Locator) => (await locator.boundingBox())!.y;
    await expect(listed(page).first()).toBeVisible();
    expect(await top(box)).toBeLessThan(await top(count));
    expect(await top(box)).toBeLessThan(await top(listed(page).first()));
  });
}

test('the emergency box and a dead end pass axe, in both languages', async ({ page }) => {
  for (const path of [
    '/OurDoctors?name=chest%20pain',
    '/ur/OurDoctors?name=chest%20pain',
    '/dhaconsultant?department=Paediatrics&today=1',
    '/ur/dhaconsultant?department=Paediatrics&today=1',
  ]) {
    await page.goto(path);
    await expect(page.locator('#results h3').first()).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
  }
});
