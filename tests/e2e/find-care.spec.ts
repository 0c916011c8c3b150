import { expect, test, type Locator, type Page } from './test';
import { axeViolations } from './support';
import { getBranch } from '../../domain/branches';
import { telHref } from '../../domain/phoneLinks';
import { sitsToday } from '../../domain/sittingDays';
import { specialityOf } from '../../domain/specialities';

/**
 * Finding care in the patient's own words (issue 32), on a phone: words that name a speciality or
 * a condition find its consultants and say why; words that name an emergency put the emergency
 * numbers before any result; a search that finds nothing says so and shows what exists; the
 * department filter offers each speciality once, in the patient's words.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const TEXT = {
  en: {
    panel: 'Find your Consultant',
    name: 'Name, speciality or health problem',
    search: 'Search',
    department: 'Department',
    emergency: 'Is this an emergency?',
    deadEnd: 'What you can do next',
    none: 'No consultants match your search.',
  },
  ur: {
    panel: 'اپنا ڈاکٹر تلاش کریں',
    name: 'نام، شعبہ یا بیماری',
    search: 'تلاش کریں',
    department: 'شعبہ',
    emergency: 'کیا یہ ایمرجنسی ہے؟',
    deadEnd: 'اب آپ کیا کر سکتے ہیں',
    none: 'آپ کی تلاش کے مطابق کوئی ڈاکٹر نہیں ملا۔',
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

test('a speciality asked for by name adds no reason line: the department says it', async ({
  page,
}) => {
  await page.goto('/OurDoctors?name=cardiologist#results');
  const cards = listed(page);
  await expect(cards.first()).toBeVisible();
  expect((await detail(cards, 'Department: ')).slice(0, 5)).toEqual(Array(5).fill('Cardiology'));
  expect((await reasons(cards)).slice(0, 5)).toEqual(Array(5).fill(''));
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

// Issue 40: dangers the search did not recognise.
for (const [language, path] of [
  ['en', '/OurDoctors?name=bleeding#results'],
  ['ur', `/ur/OurDoctors?name=${encodeURIComponent('سانس لینے میں تکلیف')}#results`],
] as const) {
  test(`${path}: shows the emergency numbers`, async ({ page }) => {
    await page.goto(path);
    const box = page.getByRole('region', { name: TEXT[language].emergency });
    await expect(box.locator('a[href="tel:1122"]')).toBeVisible();
  });
}

// Issue 40: a speciality the group has no doctor of is said to be missing, with who can help;
// issue 54: the physicians' cards then say what they can do, never that they treat the eyes.
for (const [path, missing, referral, claim] of [
  [
    '/OurDoctors?name=eye#results',
    'No doctor listed here is a specialist in Eyes (Ophthalmology).',
    'A general physician can examine you and refer you',
    /eye problems/,
  ],
  [
    `/ur/OurDoctors?name=${encodeURIComponent('نظر کمزور')}#results`,
    'یہاں درج ڈاکٹروں میں امراضِ چشم (Eye) کا کوئی ماہر نہیں۔',
    'جنرل فزیشن آپ کا معائنہ کر کے آپ کو ماہر کے پاس بھیج سکتے ہیں',
    /آنکھوں کے امراض/,
  ],
] as const) {
  test(`${path}: says there is no eye specialist and offers the physicians and the helpline`, async ({
    page,
  }) => {
    await page.goto(path);
    const gap = page.getByRole('region', { name: missing });
    await expect(gap).toContainText(/(General medicine \(Medicine\)|میڈیسن)/);
    await expect(gap.locator('a[href^="tel:"]')).toBeVisible();
    await expect(listed(page).first()).toBeVisible();
    await expect(listed(page).first().locator('.reason')).toHaveText(referral);
    await expect(results(page)).not.toContainText(claim);
  });
}

test("on a branch's list, the emergency box calls that branch's emergency", async ({ page }) => {
  await page.goto('/dhaconsultant?name=chest%20pain#results');
  const box = page.getByRole('region', { name: TEXT.en.emergency });
  await expect(box.locator('a[href="tel:1122"]')).toBeVisible();
  await expect(box.locator('a[href^="tel:"]')).toHaveCount(2);
  await expect(box.locator(`a[href="${telHref(getBranch('DHA').emergencyPhone)}"]`)).toContainText(
    'DHA',
  );
});

test('a search without an emergency shows no emergency box', async ({ page }) => {
  await page.goto('/OurDoctors?name=dil#results');
  await expect(listed(page).first()).toBeVisible();
  await expect(page.getByRole('region', { name: TEXT.en.emergency })).toHaveCount(0);
  // Nor a missing speciality: the group has cardiologists (issue 40).
  await expect(page.getByRole('region', { name: /^No doctor listed here/ })).toHaveCount(0);
});

for (const language of ['en', 'ur'] as const) {
  const prefix = language === 'ur' ? '/ur' : '';
  test(`${language}: a DHA paediatrician who sits today, where DHA has none, leads to the other branches`, async ({
    page,
  }) => {
    // DHA has no paediatrician on any day, so this is a dead end whatever the day.
    await page.goto(`${prefix}/dhaconsultant?department=Paediatrics&today=1#results`);
    await expect(page.getByText(TEXT[language].none)).toBeVisible();
    await expect(listed(page)).toHaveCount(0);
    // The filter shows the search, labelled in the patient's words.
    await expect(
      panel(page, language).getByLabel(TEXT[language].department, { exact: true }),
    ).toHaveValue('Paediatrics');

    const next = page.getByRole('region', { name: TEXT[language].deadEnd });
    await expect(next).toBeVisible();
    const elsewhere = next.getByRole('article');
    await expect(elsewhere.first()).toBeVisible();
    const branchLabel = language === 'ur' ? 'برانچ: ' : 'Branch Location: ';
    for (const branch of await detail(elsewhere, branchLabel)) {
      expect(branch).not.toBe(language === 'ur' ? getBranch('DHA').urdu.displayName : 'DHA');
    }
    const departmentLabel = language === 'ur' ? 'شعبہ: ' : 'Department: ';
    for (const department of await detail(elsewhere, departmentLabel)) {
      expect(department).toMatch(/Paediatrics|Pediatrics/);
    }
    // Who sits today when anyone does (the line says which: "… at our other branches sit today",
    // "sits" for one), else the same on other days ("Nobody sits today. …").
    const today = (await next.locator('p').first().innerText()).match(
      /other branches sits? today|آج دستیاب ہیں/,
    );
    if (today) {
      for (const timing of await detail(elsewhere, language === 'ur' ? 'اوقات: ' : 'Timing: ')) {
        if (language === 'en') expect(sitsToday(timing, new Date()), timing).toBe(true);
      }
    }
    await expect(
      next.getByRole('link', {
        name: /^(See all \d+|See this consultant|تمام \d+ ڈاکٹر دیکھیں|یہ ڈاکٹر دیکھیں)$/,
      }),
    ).toHaveAttribute(
      'href',
      new RegExp(
        `^${prefix}/OurDoctors\\?department=Paediatrics${today ? '&today=1' : ''}#results$`,
      ),
    );
    // The department's page, every department, and the branch's number.
    await expect(
      next.getByRole('link', { name: /About our .* department|کے بارے میں/ }),
    ).toHaveAttribute('href', new RegExp(`^${prefix}/(paeds|department/\\d+)$`));
    await expect(next.locator(`a[href="${telHref(getBranch('DHA').phone)}"]`)).toBeVisible();
  });
}

test('words that find nothing anywhere lead to the helpline and every department', async ({
  page,
}) => {
  await page.goto('/OurDoctors?name=xyzzy#results');
  await expect(page.getByText(TEXT.en.none)).toBeVisible();
  const next = page.getByRole('region', { name: TEXT.en.deadEnd });
  await expect(next.getByRole('link', { name: 'See all our departments' })).toHaveAttribute(
    'href',
    '/Departments',
  );
  await expect(next.locator('a[href^="tel:"]')).toBeVisible();
  await expect(next.getByRole('article')).toHaveCount(0);
});

for (const path of ['/OurDoctors', '/ur/OurDoctors', '/dhaconsultant']) {
  test(`${path}: the department filter offers each speciality once`, async ({ page }) => {
    await page.goto(path);
    const language: Language = path.startsWith('/ur') ? 'ur' : 'en';
    const options = panel(page, language)
      .getByLabel(TEXT[language].department, { exact: true })
      .locator('option');
    const values = (
      await options.evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value))
    ).slice(1);
    expect(values.length).toBeGreaterThan(8);
    const specialities = values.map((value) => specialityOf(value)?.departments[0] ?? value);
    expect(new Set(specialities).size).toBe(values.length);
    const labels = (await options.allTextContents()).slice(1);
    expect(new Set(labels).size).toBe(labels.length);
    if (language === 'en') {
      expect(labels).toContain('Heart (Cardiology)');
      expect(labels).toContain('Brain and nerves (Neurology)');
      expect(labels).not.toContain('Neuro');
      expect(labels).not.toContain('Orthopaedic');
    } else {
      expect(labels).toContain('امراضِ قلب (Cardiology)');
    }
  });
}

test('legacy department addresses still search and show as chosen', async ({ page }) => {
  await page.goto('/OurDoctors?department=Neuro#results');
  await expect(page.getByLabel('Department')).toHaveValue('Neuro');
  await expect(listed(page).first()).toBeVisible();
  for (const department of await detail(listed(page), 'Department: ')) {
    expect(['Neurology', 'Neurosurgery']).toContain(specialityOf(department)?.departments[0]);
  }
  await page.goto('/OurDoctors?department=Orthopaedic#results');
  await expect(page.getByLabel('Department')).toHaveValue('Orthopaedics');
  await expect(listed(page).first()).toBeVisible();
});

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
