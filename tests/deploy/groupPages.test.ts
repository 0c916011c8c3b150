import { describe, expect, it } from 'vitest';
import { nameOf, openPage, structuredDataOf, textsOf, theOne } from './html';
import { SITE_URL, startedSite } from './site';

/**
 * The group's static pages (spec 000 §2, 001 §2) as the server renders them: what each says and
 * counts, read from its HTML (moved from tests/e2e/group-pages.spec.ts, which keeps what only a
 * browser shows). What each test reads is rendered by server components, which no script changes.
 */

const site = startedSite();

/** Every static page, its one heading, and its title for search engines. */
const PAGES: [path: string, heading: string][] = [
  ['/AboutUs', 'About Us'],
  ['/boardofdirectors', 'Board of Directors'],
  ['/history', 'Our History'],
  ['/ourprojects', 'Our Projects'],
  ['/corporatepannellist', 'Corporate Panel List'],
  ['/branches', 'Our branches'],
  ['/contactus', 'Contact Us'],
  ['/privacypolicy', 'Privacy Policy'],
  ['/complaintcell', 'Complaint Cell'],
  ['/socialmediaposts', 'Social Media'],
  ['/learnmore', 'Learn More'],
  ['/more', 'Press Release'],
];

/** The page's `main` landmark: the one `main` element (getByRole('main')). */
const mainOf = async (path: string) => theOne((await openPage(site, path)).document, 'main');

describe('the static pages', () => {
  for (const [path, heading] of PAGES) {
    it(`${path} has its heading, description, canonical address and sharing data`, async () => {
      const { status, document } = await openPage(site, path);
      expect(status).toBe(200);
      // The one heading of level 1: its one h1.
      expect(textsOf(document, 'h1')).toEqual([heading]);
      expect(textsOf(document, 'title')).toEqual([
        expect.stringMatching(/\| Farooq Group Of Hospitals$/),
      ]);
      // The first of each, as the browser's locator took it.
      const first = (selector: string, attribute: string) =>
        document.querySelector(selector)?.getAttribute(attribute);
      expect(first('meta[name="description"]', 'content')).toMatch(/.{40,}/);
      expect(first('link[rel="canonical"]', 'href')).toBe(`${SITE_URL}${path}`);
      expect(first('meta[property="og:url"]', 'content')).toBe(`${SITE_URL}${path}`);
      expect(first('meta[property="og:title"]', 'content')).toMatch(/\w/);
      expect(first('meta[property="og:image"]', 'content')).toMatch(/^http/);
    });
  }
});

describe('what the pages hold', () => {
  it('the history is a timeline of milestones', async () => {
    // Its list items (role listitem).
    const items = (await mainOf('/history')).querySelectorAll('li, [role="listitem"]');
    expect(items.length).toBeGreaterThanOrEqual(8);
  });

  it('our projects are eleven cards', async () => {
    // Its articles (role article).
    const cards = (await mainOf('/ourprojects')).querySelectorAll('article, [role="article"]');
    expect(cards).toHaveLength(11);
  });

  it('the corporate panel is a table of twelve insurers and companies', async () => {
    // Its one table (role table).
    const table = theOne(await mainOf('/corporatepannellist'), 'table');
    // Its column headers: every header cell but a row's (scope="row" is a row header).
    expect(textsOf(table, 'th:not([scope="row"]), [role="columnheader"]')).toEqual([
      'No.',
      'Name',
      'Type',
    ]);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(12);
  });

  it('the social media page links to every network in a new tab', async () => {
    // Its links (role link: an <a> with an address), by their accessible name.
    const links = [...(await mainOf('/socialmediaposts')).querySelectorAll('a[href]')].filter(
      (link) => /opens in a new tab/.test(nameOf(link)),
    );
    expect(links).toHaveLength(5);
  });

  it('the home page and the branch list carry structured data for the group and each hospital', async () => {
    const [group] = structuredDataOf((await openPage(site, '/')).document);
    expect(group).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MedicalOrganization',
      name: 'Farooq Group Of Hospitals',
      telephone: '(042) 111 223 377',
    });
    expect(group!.subOrganization).toHaveLength(7);

    const [list] = structuredDataOf((await openPage(site, '/branches')).document);
    const hospitals = list!['@graph'] as Record<string, unknown>[];
    expect(hospitals.map((hospital) => hospital['@type'])).toEqual(Array(7).fill('Hospital'));
    expect(hospitals[1]).toMatchObject({
      name: 'DHA',
      url: `${SITE_URL}/dhabranch`,
      address: { '@type': 'PostalAddress', addressLocality: 'Lahore', addressCountry: 'PK' },
    });
  });
});
