import { describe, expect, it } from 'vitest';
import { getBranch } from '@/domain/branches';
import { telHref } from '@/domain/phoneLinks';
import { sitsToday } from '@/domain/sittingDays';
import { specialityOf } from '@/domain/specialities';
import {
  byLabel,
  byRole,
  byRoleIn,
  byText,
  documentAt,
  isShown,
  onlyOne,
  selectIn,
  textOf,
  theOne,
  valueOf,
} from './html';
import { startedSite } from './site';

/**
 * Finding care in the patient's own words (issue 32) as the server renders the consultant lists,
 * read from their HTML: the results of a search's address (the search is a plain GET form, and
 * these tests open the address it leads to), the emergency numbers and missing specialities it
 * names (issue 40), the dead ends that lead elsewhere, and the department filter offering each
 * speciality once. Moved from tests/e2e/find-care.spec.ts, which keeps the searches typed and
 * pressed in a browser, where the emergency box stands on the screen, and axe. The end-to-end
 * tests ran on a phone only (issue 55). The server renders all of it; a search's answer starts
 * its scripts as it arrives (ScriptsOnArrival), but they change none of what these read: the
 * cards' client component renders the same cards, and only their "Sits today" line, which no test
 * here reads, is decided again by the browser's clock.
 */

const TEXT = {
  en: {
    panel: 'Find your Consultant',
    department: 'Department',
    emergency: 'Is this an emergency?',
    deadEnd: 'What you can do next',
    none: 'No consultants match your search.',
  },
  ur: {
    panel: 'اپنا ڈاکٹر تلاش کریں',
    department: 'شعبہ',
    emergency: 'کیا یہ ایمرجنسی ہے؟',
    deadEnd: 'اب آپ کیا کر سکتے ہیں',
    none: 'آپ کی تلاش کے مطابق کوئی ڈاکٹر نہیں ملا۔',
  },
} as const;

type Language = keyof typeof TEXT;

const site = startedSite();

/** The search panels (getByRole('search', { name })). */
const panels = (document: Document, language: Language) =>
  byRole(document, 'search', { name: TEXT[language].panel });
/** The department filter of the panels (getByLabel(…, { exact: true }) chained to the panel). */
const departmentFilter = (document: Document, language: Language) =>
  panels(document, language).flatMap((panel) =>
    byLabel(panel, TEXT[language].department, { exact: true }),
  );
/** The regions named `name` (getByRole('region', { name })). */
const regions = (document: Document, name: string | RegExp) => byRole(document, 'region', { name });
/** The cards of the list itself, not those a dead end offers from other branches. */
const listed = (document: Document) =>
  byRoleIn([...document.querySelectorAll('#results > ul')], 'article');

/** What each card says under a label ("Department: "), the first value after it. */
const detail = (cards: Element[], label: string) =>
  cards.map((article) => {
    const term = [...article.querySelectorAll('dt')].find((dt) => dt.textContent === label);
    return term?.nextElementSibling?.textContent ?? '';
  });

/** Why each card was found: the line under its department. */
const reasons = (cards: Element[]) =>
  cards.map((article) => article.querySelector('dd.reason')?.textContent ?? '');

/** The first of `found` is there and shown (toBeVisible of `.first()`). */
function expectFirstShown(found: Element[]) {
  expect(found.length).toBeGreaterThan(0);
  expect(isShown(found[0]!)).toBe(true);
}

/** The one element `selector` selects in `roots`, and that it is shown (toBeVisible). */
function expectOneShown(roots: Element[], selector: string) {
  expect(isShown(onlyOne(selectIn(roots, selector), selector))).toBe(true);
}

describe('what a search finds', () => {
  it('a speciality asked for by name adds no reason line: the department says it', async () => {
    const cards = listed(await documentAt(site, '/OurDoctors?name=cardiologist#results'));
    expectFirstShown(cards);
    expect(detail(cards, 'Department: ').slice(0, 5)).toEqual(Array(5).fill('Cardiology'));
    expect(reasons(cards).slice(0, 5)).toEqual(Array(5).fill(''));
  });

  // Issue 40: dangers the search did not recognise.
  for (const [language, path] of [
    ['en', '/OurDoctors?name=bleeding#results'],
    ['ur', `/ur/OurDoctors?name=${encodeURIComponent('سانس لینے میں تکلیف')}#results`],
  ] as const) {
    it(`${path}: shows the emergency numbers`, async () => {
      const box = regions(await documentAt(site, path), TEXT[language].emergency);
      expectOneShown(box, 'a[href="tel:1122"]');
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
    it(`${path}: says there is no eye specialist and offers the physicians and the helpline`, async () => {
      const document = await documentAt(site, path);
      const gap = regions(document, missing);
      expect(textOf(onlyOne(gap, 'the missing speciality'))).toMatch(
        /(General medicine \(Medicine\)|میڈیسن)/,
      );
      expectOneShown(gap, 'a[href^="tel:"]');
      const cards = listed(document);
      expectFirstShown(cards);
      // The whole of the line (toHaveText).
      expect(textOf(onlyOne(selectIn(cards.slice(0, 1), '.reason'), 'the reason'))).toBe(referral);
      expect(textOf(theOne(document, '#results'))).not.toMatch(claim);
    });
  }

  it("on a branch's list, the emergency box calls that branch's emergency", async () => {
    const box = regions(
      await documentAt(site, '/dhaconsultant?name=chest%20pain#results'),
      TEXT.en.emergency,
    );
    expectOneShown(box, 'a[href="tel:1122"]');
    expect(selectIn(box, 'a[href^="tel:"]')).toHaveLength(2);
    const dha = selectIn(box, `a[href="${telHref(getBranch('DHA').emergencyPhone)}"]`);
    expect(textOf(onlyOne(dha, "DHA's emergency"))).toContain('DHA');
  });

  it('a search without an emergency shows no emergency box', async () => {
    const document = await documentAt(site, '/OurDoctors?name=dil#results');
    expectFirstShown(listed(document));
    expect(regions(document, TEXT.en.emergency)).toHaveLength(0);
    // Nor a missing speciality: the group has cardiologists (issue 40).
    expect(regions(document, /^No doctor listed here/)).toHaveLength(0);
  });
});

describe('a search that finds nothing', () => {
  for (const language of ['en', 'ur'] as const) {
    const prefix = language === 'ur' ? '/ur' : '';
    it(`${language}: a DHA paediatrician who sits today, where DHA has none, leads to the other branches`, async () => {
      // DHA has no paediatrician on any day, so this is a dead end whatever the day.
      const document = await documentAt(
        site,
        `${prefix}/dhaconsultant?department=Paediatrics&today=1#results`,
      );
      expect(isShown(onlyOne(byText(document, TEXT[language].none), 'no match'))).toBe(true);
      expect(listed(document)).toHaveLength(0);
      // The filter shows the search, labelled in the patient's words.
      expect(valueOf(onlyOne(departmentFilter(document, language), 'the filter'))).toBe(
        'Paediatrics',
      );

      const next = regions(document, TEXT[language].deadEnd);
      expect(isShown(onlyOne(next, 'what to do next'))).toBe(true);
      const elsewhere = byRoleIn(next, 'article');
      expectFirstShown(elsewhere);
      const branchLabel = language === 'ur' ? 'برانچ: ' : 'Branch Location: ';
      for (const branch of detail(elsewhere, branchLabel)) {
        expect(branch).not.toBe(language === 'ur' ? getBranch('DHA').urdu.displayName : 'DHA');
      }
      const departmentLabel = language === 'ur' ? 'شعبہ: ' : 'Department: ';
      for (const department of detail(elsewhere, departmentLabel)) {
        expect(department).toMatch(/Paediatrics|Pediatrics/);
      }
      // Who sits today when anyone does (the line says which: "… at our other branches sit today",
      // "sits" for one), else the same on other days ("Nobody sits today. …"). The line as it
      // reads: its text, which no style changes.
      const [line] = selectIn(next, 'p');
      const today = textOf(line!).match(/other branches sits? today|آج دستیاب ہیں/);
      if (today) {
        for (const timing of detail(elsewhere, language === 'ur' ? 'اوقات: ' : 'Timing: ')) {
          if (language === 'en') expect(sitsToday(timing, new Date()), timing).toBe(true);
        }
      }
      const seeAll = byRoleIn(next, 'link', {
        name: /^(See all \d+|See this consultant|تمام \d+ ڈاکٹر دیکھیں|یہ ڈاکٹر دیکھیں)$/,
      });
      expect(onlyOne(seeAll, 'see all').getAttribute('href')).toMatch(
        new RegExp(
          `^${prefix}/OurDoctors\\?department=Paediatrics${today ? '&today=1' : ''}#results$`,
        ),
      );
      // The department's page, every department, and the branch's number.
      const about = byRoleIn(next, 'link', { name: /About our .* department|کے بارے میں/ });
      expect(onlyOne(about, 'the department’s page').getAttribute('href')).toMatch(
        new RegExp(`^${prefix}/(paeds|department/\\d+)$`),
      );
      expectOneShown(next, `a[href="${telHref(getBranch('DHA').phone)}"]`);
    });
  }

  it('words that find nothing anywhere lead to the helpline and every department', async () => {
    const document = await documentAt(site, '/OurDoctors?name=xyzzy#results');
    expect(isShown(onlyOne(byText(document, TEXT.en.none), 'no match'))).toBe(true);
    const next = regions(document, TEXT.en.deadEnd);
    const departments = byRoleIn(next, 'link', { name: 'See all our departments' });
    expect(onlyOne(departments, 'every department').getAttribute('href')).toBe('/Departments');
    expectOneShown(next, 'a[href^="tel:"]');
    expect(byRoleIn(next, 'article')).toHaveLength(0);
  });
});

describe('the department filter', () => {
  for (const path of ['/OurDoctors', '/ur/OurDoctors', '/dhaconsultant']) {
    it(`${path}: the department filter offers each speciality once`, async () => {
      const language: Language = path.startsWith('/ur') ? 'ur' : 'en';
      const options = selectIn(departmentFilter(await documentAt(site, path), language), 'option');
      const values = options.map(valueOf).slice(1);
      expect(values.length).toBeGreaterThan(8);
      const specialities = values.map((value) => specialityOf(value)?.departments[0] ?? value);
      expect(new Set(specialities).size).toBe(values.length);
      // Their text as allTextContents gives it: each one's text content, as it is.
      const labels = options.map((option) => option.textContent ?? '').slice(1);
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

  it('legacy department addresses still search and show as chosen', async () => {
    const filter = (document: Document) =>
      onlyOne(byLabel(document, 'Department'), 'the department field');
    const neuro = await documentAt(site, '/OurDoctors?department=Neuro#results');
    expect(valueOf(filter(neuro))).toBe('Neuro');
    expectFirstShown(listed(neuro));
    for (const department of detail(listed(neuro), 'Department: ')) {
      expect(['Neurology', 'Neurosurgery']).toContain(specialityOf(department)?.departments[0]);
    }
    const orthopaedic = await documentAt(site, '/OurDoctors?department=Orthopaedic#results');
    expect(valueOf(filter(orthopaedic))).toBe('Orthopaedics');
    expectFirstShown(listed(orthopaedic));
  });
});
