import { describe, expect, it } from 'vitest';
import { EXTERNAL_LINKS } from '@/content/group';
import { consultantFacts } from '@/sandbox/data/consultants';
import { byRole, byRoleIn, byText, isShown, onlyOne, openPage, textOf } from './html';
import { startedSite } from './site';

/**
 * The group footer of spec 000 §2 and 001 §2 as the server renders it: on which pages it is, and
 * what it holds, read from their HTML (moved from tests/e2e/footer.spec.ts, which keeps the map
 * that loads when scrolled near). The footer is rendered by server components, which no script
 * changes; the end-to-end tests ran each of these on a phone and at desktop width, and the server
 * renders the same page to both (it reads no user agent), so each runs here once.
 */

const site = startedSite();

const RESOURCES = [
  ['Register a Complaint', '/registercomplaint'],
  ['Complaint Cell', '/complaintcell'],
  ['Privacy Policy', '/privacypolicy'],
  ['Learn More in our press releases', '/more'],
];
const DEPARTMENTS = [
  ['Cardiology', '/cardiology'],
  ['Medicine', '/medicine'],
  ['General Surgery', '/generalsurgery'],
  ['Neurology', '/neurology'],
];
const BRANCH_PAGES = [
  ['Allama Iqbal Town', '/allamaIqbal'],
  ['DHA', '/dhabranch'],
  ['West Wood', '/westwood'],
  ['Islamabad (Bahria Golf City)', '/behriagolfcity'],
  ['Bahria Enclave', '/behriainclave'],
  ['Akhtar Saeed Trust Hospital', '/akthersaeed'],
  ['Doctors Hospital Johar Town', '/doctorshospital'],
];
const NETWORKS = ['Facebook', 'Instagram', 'LinkedIn', 'TikTok', 'YouTube'];

/** The page's footer: its contentinfo landmarks (getByRole('contentinfo')). */
const footersOf = (document: Document) => byRole(document, 'contentinfo');
/** The one footer of the page at `path`, as a locator acted on finds it. */
const footerAt = async (path: string) =>
  onlyOne(footersOf((await openPage(site, path)).document), 'the footer');
/** The one text `text` matches in `root`, and that it is shown (getByText(text) toBeVisible). */
const expectShownText = (root: Element, text: RegExp) => {
  expect(isShown(onlyOne(byText(root, text), `the text ${text}`))).toBe(true);
};
/** The `href` of the one link in `roots` named `name` (toHaveAttribute('href') of getByRole). */
const hrefOf = (roots: Element[], name: RegExp | string, exact = false) =>
  onlyOne(byRoleIn(roots, 'link', { name, exact }), `links named ${name}`).getAttribute('href');

describe('the pages it is on', () => {
  for (const [path, status] of [
    ['/', 200],
    ['/AboutUs', 200],
    ['/contactus', 200],
    ['/appointment', 200],
    [`/consultant/${consultantFacts.fullRecordId}`, 200],
    ['/no-such-page', 404],
  ] as const) {
    it(`is on ${path}`, async () => {
      const { status: answered, document } = await openPage(site, path);
      expect(answered).toBe(status);
      const footers = footersOf(document);
      expect(footers).toHaveLength(1);
      const heading = onlyOne(
        byRoleIn(footers, 'heading', { name: 'Subscribe to our newsletter' }),
        'the newsletter heading',
      );
      expect(isShown(heading)).toBe(true);
    });
  }

  for (const path of ['/OurDoctors', '/dhaconsultant', '/bahriagolfconsultant?name=khan']) {
    it(`is not on the consultant list ${path}`, async () => {
      const { document } = await openPage(site, path);
      expect(isShown(onlyOne(byRole(document, 'heading', { level: 1 }), 'the h1'))).toBe(true);
      expect(footersOf(document)).toHaveLength(0);
    });
  }
});

describe('what it holds', () => {
  it('holds the contact details, social links, resources, departments, tagline and copyright', async () => {
    const box = await footerAt('/AboutUs');
    expectShownText(box, /Lahore, Pakistan/);
    expect(hrefOf([box], /^info@/)).toMatch(/^mailto:info@/);
    expect(hrefOf([box], '(042) 111 223 377')).toBe('tel:042111223377');

    const social = byRoleIn(byRole(box, 'list', { name: 'Social media' }), 'link');
    expect(social.map(textOf)).toEqual(
      NETWORKS.map((network) => `${network} (opens in a new tab)`),
    );
    for (const link of social) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }

    for (const [name, href] of [...RESOURCES, ...DEPARTMENTS]) {
      expect(hrefOf([box], name!, true), name).toBe(href);
    }
    // Ours: the pharmacy was linked from nowhere (issue 32).
    expect(hrefOf([box], 'Online pharmacy', true)).toBe('/Medicines');
    expectShownText(box, /Thank you for choosing/);
    expectShownText(box, /© 2024/);
  });

  it('lists every branch with its page and a map in a new tab', async () => {
    const locations = byRole(await footerAt('/AboutUs'), 'region', { name: 'Our locations' });
    for (const [name, href] of BRANCH_PAGES) {
      expect(hrefOf(locations, name!, true), name).toBe(href);
      const map = onlyOne(
        byRoleIn(byRoleIn(locations, 'listitem'), 'link', {
          name: `Map of ${name} (opens in a new tab)`,
        }),
        `the map of ${name}`,
      );
      expect(map.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\//);
      expect(map.getAttribute('target')).toBe('_blank');
    }
    // The one external link to another hospital's site (spec 001, Footer).
    const partner = onlyOne(
      byRoleIn(locations, 'link', {
        name: 'Doctors Hospital Johar Town website (opens in a new tab)',
      }),
      "the partner hospital's link",
    );
    expect(partner.getAttribute('href')).toBe(EXTERNAL_LINKS.partnerHospital);
    expect(partner.getAttribute('target')).toBe('_blank');
  });
});
