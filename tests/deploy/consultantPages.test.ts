import { describe, expect, it } from 'vitest';
import { consultantFacts, findConsultantById } from '@/sandbox/data/consultants';
import {
  byLabel,
  byRole,
  byRoleIn,
  byText,
  documentAt,
  h1Of,
  isShown,
  onlyOne,
  openPage,
  selectIn,
  textOf,
  theOne,
} from './html';
import { SITE_URL, startedSite } from './site';

/**
 * The consultant lists and a consultant's page (spec 000 §2) as the server renders them, read
 * from their HTML: a list's cards, count, hero and department filter, every list's address and
 * canonical one, a consultant's facts, the specified texts for missing ones, the link back to the
 * branch's list and the not-found page of an id that is no number. Moved from
 * tests/e2e/consultant-list.spec.ts and tests/e2e/consultant-detail.spec.ts, which keep what the
 * screen holds, the searches typed and chosen, and the links and cards followed by a tap. The
 * end-to-end tests ran on a phone only (issue 55). All of it is rendered by the server (the cards
 * too, a client component). A list without a search and a consultant's page run no script until
 * touched, and nothing touched them; a search's answer starts its scripts as it arrives, but of
 * what they render again only the cards' "Sits today" line, which no test here reads, can change.
 */

const site = startedSite();

/** Consultants a list page shows at once. */
const PER_PAGE = 24;
const DHA_COUNT = consultantFacts.countByBranch.DHA;

/** A list's cards (getByRole('article')). */
const cardsOf = (document: Document) => byRole(document, 'article');
/** The one element of those found, and that it is shown (toBeVisible). */
const expectShown = (found: Element[], what: string) => {
  expect(isShown(onlyOne(found, what))).toBe(true);
};
/** The page's one canonical address (toHaveAttribute of locator('link[rel="canonical"]')). */
const canonicalOf = (document: Document) =>
  theOne(document, 'link[rel="canonical"]').getAttribute('href');

describe('a branch consultant list', () => {
  it('shows a page of cards and the total, each card with its photo, facts and booking link', async () => {
    const document = await documentAt(site, '/dhaconsultant');
    expect(h1Of(document)).toBe('Our Consultants at DHA');
    expectShown(byText(document, `${DHA_COUNT} consultants. Page 1 of 2.`), 'the total');
    const cards = cardsOf(document);
    expect(cards).toHaveLength(PER_PAGE);
    const first = cards[0]!;
    expectShown(selectIn([first], 'img'), 'the photo');
    expect(textOf(first)).toContain('Timing:');
    expect(textOf(first)).toContain('Department:');
    expect(textOf(first)).toContain('Branch Location: DHA');
    const heading = onlyOne(byRole(first, 'heading'), 'the card’s heading');
    // The name as it reads (innerText): plain text, transformed by no style.
    const name = textOf(heading);
    const profile = onlyOne(byRole(heading, 'link'), 'the name’s link').getAttribute('href');
    const doctor = profile!.replace('/consultant/', '');
    // The card's booking link chooses the branch, names the consultant and shows them on the form.
    const book = byRole(first, 'link', { name: `Book an appointment with ${name}` });
    expect(onlyOne(book, 'the booking link').getAttribute('href')).toBe(
      `/appointment?${new URLSearchParams({ branch: 'DHA', consultant: name, doctor })}`,
    );
  });

  it('has the hero with its Appointment button and the branch phone as a button', async () => {
    const document = await documentAt(site, '/dhaconsultant');
    const book = byRoleIn(byRole(document, 'main'), 'link', {
      name: 'Book an appointment',
      exact: true,
    });
    expect(onlyOne(book, 'the hero’s booking link').getAttribute('href')).toBe(
      '/appointment?branch=DHA',
    );
    const call = onlyOne(byRole(document, 'link', { name: /^Call / }), 'the call');
    expect(call.getAttribute('href')).toMatch(/^tel:\d+$/);
  });

  it("the department filter starts with All Departments and names the specialities in the patient's words", async () => {
    // Each speciality once, in the patient's words (tests/deploy/findCare.test.ts).
    const filter = byLabel(await documentAt(site, '/dhaconsultant'), 'Department');
    // Their text as allTextContents gives it: each one's text content, as it is.
    const options = selectIn(filter, 'option').map((option) => option.textContent ?? '');
    expect(options[0]).toBe('All Departments');
    expect(options).toEqual(
      expect.arrayContaining([
        'General medicine (Medicine)',
        'Brain and nerves (Neurology)',
        'Heart (Cardiology)',
        'Bones and joints (Orthopaedics)',
        'X-ray and scans (Radiology)',
      ]),
    );
  });
});

describe('the consultant list routes', () => {
  it('the all-branches page has its title, heading and count', async () => {
    const document = await documentAt(site, '/OurDoctors');
    expect(h1Of(document)).toBe('Our Consultants In Farooq Group Of Hospitals');
    expectShown(byRole(document, 'heading', { name: 'All Consultants' }), 'All Consultants');
    const pages = Math.ceil(consultantFacts.total / PER_PAGE);
    expectShown(
      byText(document, `${consultantFacts.total} consultants. Page 1 of ${pages}.`),
      'the total',
    );
    expect(cardsOf(document)).toHaveLength(PER_PAGE);
  });

  for (const [path, title] of [
    ['/iqbaltownconsultant', 'Allama Iqbal Town'],
    ['/westwoodconsultant', 'West Wood'],
    ['/bahriagolfcosultant', 'Islamabad (Bahria Golf City)'],
    ['/bahriagolfconsultant', 'Islamabad (Bahria Golf City)'],
    ['/bahriainclaveconsultant', 'Bahria Enclave'],
    ['/akhtersaeedconsultant', 'Akhtar Saeed Trust Hospital'],
    ['/doctorshospitalconsultant', 'Doctors Hospital Johar Town'],
  ] as const) {
    it(`${path} lists its branch`, async () => {
      const { status, document } = await openPage(site, path);
      expect(status).toBe(200);
      expect(h1Of(document)).toBe(`Our Consultants at ${title}`);
      const cards = cardsOf(document);
      expect(cards.length).toBeGreaterThan(0);
      expect(isShown(cards[0]!)).toBe(true);
    });
  }

  it('both spellings of the Bahria Golf City page show the same list, one absolute canonical address', async () => {
    // The same consultants, by name (a card's "Sits today" depends on the moment it is read), as
    // each name reads (innerText): plain text, transformed by no style.
    const names = (document: Document) => byRoleIn(cardsOf(document), 'heading').map(textOf);
    const alias = await documentAt(site, '/bahriagolfconsultant');
    expect(canonicalOf(alias)).toBe(`${SITE_URL}/bahriagolfcosultant`);
    expect(names(await documentAt(site, '/bahriagolfcosultant'))).toEqual(names(alias));
  });

  it('a searched list is not for search engines; its canonical is the list', async () => {
    const document = await documentAt(site, '/dhaconsultant?name=ayesha');
    expect(canonicalOf(document)).toBe(`${SITE_URL}/dhaconsultant`);
    expect(theOne(document, 'meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
  });
});

describe("a consultant's page", () => {
  /** The text of the page's one list of facts (toContainText of locator('dl')). */
  const factsOf = (document: Document) => textOf(theOne(document, 'dl'));

  it('shows every field of a full record', async () => {
    const record = findConsultantById(consultantFacts.fullRecordId)!;
    const document = await documentAt(site, `/consultant/${consultantFacts.fullRecordId}`);
    expect(h1Of(document)).toBe(record.consultanT_NAME.trim());
    const facts = factsOf(document);
    expect(facts).toContain(record.designation!.trim());
    expect(facts).toContain(record.consultanT_SPECIALITY!.trim());
    expect(facts).toContain(record.timing!.trim());
    expectShown(byRole(document, 'heading', { name: 'Profile' }), 'the profile’s heading');
    expectShown(byRole(document, 'img', { name: record.consultanT_NAME.trim() }), 'the photo');
    expect(canonicalOf(document)).toBe(`${SITE_URL}/consultant/${consultantFacts.fullRecordId}`);
  });

  it("links back to the consultant's branch list", async () => {
    const document = await documentAt(site, `/consultant/${consultantFacts.fullRecordId}`);
    const back = onlyOne(byRole(document, 'link', { name: /^All consultants at / }), 'the link');
    expect(back.getAttribute('href')).toMatch(/consultant$/);
  });

  it('shows the specified texts for missing values', async () => {
    const facts = factsOf(await documentAt(site, `/consultant/${consultantFacts.sparseRecordId}`));
    expect(facts).toContain('Designation not available');
    expect(facts).toContain('Not available');
    expect(facts).toContain('N/A');
  });

  it('an id that is not a number is the site’s 404 page, with the search for a consultant', async () => {
    // Such an address cannot be a consultant's: nothing is looked up (issue 30, docs/differences.md).
    // Read as a browser without JavaScript shows it.
    const { status, document } = await openPage(
      site,
      '/consultant/not-a-number',
      {},
      { javaScript: false },
    );
    expect(status).toBe(404);
    expect(h1Of(document)).toBe('Page not found');
    // The search field, found by its role or by its label (a locator's `or`): one, shown.
    const search = new Set([
      ...byRole(document, 'searchbox'),
      ...byLabel(document, 'Name, speciality or health problem'),
    ]);
    expectShown([...search], 'the search field');
  });
});
