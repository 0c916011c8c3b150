import { describe, expect, it } from 'vitest';
import { branchPlace, getBranch, listBranches } from '@/domain/branches';
import { consultantFacts } from '@/sandbox/data/consultants';
import { newsFacts } from '@/sandbox/data/news-feed';
import {
  byRole,
  byRoleIn,
  byText,
  documentAt,
  h1Of,
  isShown,
  onlyOne,
  openPage,
  structuredDataOf,
  textOf,
} from './html';
import { startedSite } from './site';

/**
 * The branch landing pages of spec 000 §2, the group home page and the WhatsApp chats with a
 * branch (issue 20) as the server renders them: every block of a branch page in order, what a
 * branch without an entry says, its featured departments and structured data; the home page's
 * hero and the blocks that follow it; each chat's first message. Moved from
 * tests/e2e/branch-pages.spec.ts and tests/e2e/home.spec.ts, which keep the maps loaded when
 * scrolled near, the numbers on a phone's first screen, the cards a patient clicks, what the
 * screen's width shows and the feeds made to fail, and from tests/e2e/whatsapp.spec.ts, all of
 * whose tests are here (issue 55). All of it is rendered by server components, which no script
 * changes. The end-to-end tests ran the branch and home pages' on a phone and at desktop width;
 * the server renders the same page to both (it reads no user agent), so each runs here once.
 */

const site = startedSite();

const BRANCHES = [
  {
    path: '/allamaIqbal',
    id: 'ALLAMA_IQBAL_TOWN',
    name: 'Allama Iqbal Town',
    feedName: 'Allama Iqbal Town',
    news: 4,
  },
  {
    path: '/dhabranch',
    id: 'DHA',
    name: 'DHA',
    feedName: 'DHA',
    news: newsFacts.countByBranch.DHA,
  },
  { path: '/westwood', id: 'WEST_WOOD', name: 'West Wood', feedName: 'West Wood', news: 4 },
  {
    path: '/behriagolfcity',
    id: 'BAHRIA_GOLF_CITY',
    name: 'Islamabad (Bahria Golf City)',
    feedName: 'Bahria Golf City',
    news: newsFacts.countByBranch['Bahria Golf City'],
  },
  {
    path: '/behriainclave',
    id: 'BAHRIA_ENCLAVE',
    name: 'Bahria Enclave',
    feedName: 'Bahria Enclave',
    news: newsFacts.countByBranch['Bahria Enclave'],
  },
  {
    path: '/akthersaeed',
    id: 'AKHTAR_SAEED',
    name: 'Akhtar Saeed Trust Hospital',
    feedName: 'Akhtar Saeed',
    news: newsFacts.countByBranch['Akhtar Saeed'],
  },
  {
    path: '/doctorshospital',
    id: 'DOCTORS_HOSPITAL',
    name: 'Doctors Hospital Johar Town',
    feedName: 'Doctors Hospital',
    news: newsFacts.countByBranch['Doctors Hospital'],
  },
] as const;

/** The regions named `name` exactly (getByRole('region', { name, exact: true })). */
const regions = (document: Document, name: string) =>
  byRole(document, 'region', { name, exact: true });
/** The one link in `roots` named `name`, as a locator asserted on finds it. */
const theLink = (roots: Element[], name: RegExp | string, exact = false) =>
  onlyOne(byRoleIn(roots, 'link', { name, exact }), `links named ${name}`);

describe('the branch pages', () => {
  for (const branch of BRANCHES) {
    it(`${branch.path} shows every block of the branch page, in order`, async () => {
      const { status, document } = await openPage(site, branch.path);
      expect(status).toBe(200);
      expect(h1Of(document)).toBe(branch.name);
      const main = byRole(document, 'main');
      expect(theLink(main, 'Book an appointment', true).getAttribute('href')).toBe(
        `/appointment?branch=${branch.id}`,
      );
      // The first of them (.first()).
      const [call] = byRoleIn(main, 'link', { name: /^Call / });
      expect(call?.getAttribute('href')).toMatch(/^tel:\d+$/);

      // Their text as allTextContents gives it: each one's text content, as it is.
      const headings = byRoleIn(main, 'heading', { level: 2 }).map(
        (heading) => heading.textContent ?? '',
      );
      const blocks = [
        'Featured Departments',
        'Meet Our Doctors',
        'Location',
        'Featured Services',
        'News & Events',
      ];
      expect(headings.filter((heading) => blocks.includes(heading))).toEqual(blocks);

      expect(byRoleIn(regions(document, 'News & Events'), 'article')).toHaveLength(branch.news);
      const consultants = theLink(regions(document, 'Meet Our Doctors'), /^All \d+ consultants/);
      expect(textOf(consultants)).toBe(
        `All ${consultantFacts.countByBranch[branch.feedName]} consultants at ${branch.name}`,
      );

      // The branch's own footer, not the group's.
      const footer = onlyOne(byRole(document, 'contentinfo'), 'the footer');
      expect(textOf(footer)).toContain(branch.name);
      expect(theLink([footer], 'Privacy Policy').getAttribute('href')).toBe('/privacypolicy');
      expect(byRole(footer, 'region', { name: 'Our locations' })).toHaveLength(0);
    });
  }

  it('West Wood, which has no about-us entry, says so', async () => {
    const said = byText(await documentAt(site, '/westwood'), 'No data found for Westwood branch');
    expect(isShown(onlyOne(said, 'what West Wood says'))).toBe(true);
  });

  it('Bahria Enclave, which has no services, says "No services available."', async () => {
    const services = onlyOne(
      regions(await documentAt(site, '/behriainclave'), 'Featured Services'),
      'the services',
    );
    expect(textOf(services)).toContain('No services available.');
  });

  it("a featured department opens the branch's department of that name, or the departments page", async () => {
    const departments = regions(await documentAt(site, '/dhabranch'), 'Featured Departments');
    // Each h3 of the block (locator('h3').allTextContents()), hidden or not.
    const names = departments.flatMap((block) =>
      [...block.querySelectorAll('h3')].map((h3) => h3.textContent ?? ''),
    );
    expect(names).toEqual([
      'Orthopedics',
      'Pediatrics',
      'Psychiatry',
      'Radiology',
      'Plastic Surgery',
    ]);
    expect(theLink(departments, 'Orthopedics').getAttribute('href')).toBe('/Departments');
    const radiology = theLink(departments, 'Radiology').getAttribute('href');
    expect(radiology).toMatch(/^\/department\/\d+$/);
    // Where the link leads: its address opened, as the browser followed it.
    const department = await documentAt(site, radiology!);
    expect(h1Of(department)).toBe('Radiology');
    expect(textOf(onlyOne(byRole(department, 'main'), 'the main'))).toContain('DHA');
  });

  it('the page carries structured data of the hospital, its departments, phone and address', async () => {
    const [hospital] = structuredDataOf(await documentAt(site, '/dhabranch'));
    expect(hospital).toMatchObject({
      '@type': 'Hospital',
      name: 'DHA',
      telephone: expect.stringMatching(/\d/),
      address: { '@type': 'PostalAddress', addressLocality: 'Lahore' },
    });
    expect(
      (hospital!.department as { name: string }[]).map((department) => department.name),
    ).toContain('Radiology');
  });
});

describe('the home page', () => {
  it('opens with the hero and its Book an appointment button', async () => {
    const document = await documentAt(site, '/');
    expect(isShown(onlyOne(byRole(document, 'heading', { level: 1 }), 'the h1'))).toBe(true);
    const book = theLink(byRole(document, 'main'), 'Book an appointment', true);
    expect(book.getAttribute('href')).toBe('/appointment');
  });

  it("has We're Different, the four values, What We Do and the featured services", async () => {
    const document = await documentAt(site, '/');
    const different = regions(document, "We're Different");
    expect(theLink(different, 'Learn more about us').getAttribute('href')).toBe('/AboutUs');
    expect(byRoleIn(different, 'heading', { level: 3 }).map(textOf)).toEqual([
      'Easy Appointments',
      'Comprehensive Services',
      'Innovative Solutions',
      'Patient-Centered Care',
    ]);
    const whatWeDo = regions(document, 'What We Do');
    expect(theLink(whatWeDo, 'View All services').getAttribute('href')).toBe('/services');
    const services = byRoleIn(byRoleIn(whatWeDo, 'article'), 'link');
    expect(services).toHaveLength(3);
    expect(services.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/service/101', '/service/102', '/service/103']),
    );
  });
});

describe('WhatsApp chats with a branch, each with its first message written for the patient', () => {
  const dha = getBranch('DHA');
  /** The message a wa.me link writes. */
  const messageOf = (href: string | null) => new URL(href!).searchParams.get('text');

  it('the branch page, the contact page and the emergency page open a chat with the branch', async () => {
    const onBranch = theLink(
      [(await documentAt(site, '/dhabranch')).documentElement],
      /^WhatsApp DHA/,
    );
    expect(onBranch.getAttribute('href')).toMatch(
      new RegExp(`^https://wa\\.me/${dha.whatsapp}\\?`),
    );
    expect(messageOf(onBranch.getAttribute('href'))).toBe('Hello, I have a question for DHA.');

    for (const path of ['/contactus', '/emergency']) {
      const main = byRole(await documentAt(site, path), 'main');
      for (const branch of listBranches()) {
        const chat = theLink(
          main,
          new RegExp(`^WhatsApp ${branchPlace(branch).replace(/[()]/g, '\\$&')}`),
        );
        expect(chat.getAttribute('href'), `${path} ${branch.id}`).toMatch(
          new RegExp(`^https://wa\\.me/${branch.whatsapp}\\?`),
        );
        expect(messageOf(chat.getAttribute('href'))).toContain(branchPlace(branch));
      }
    }
  });

  it("a consultant's page opens a chat that names the doctor", async () => {
    const document = await documentAt(site, `/consultant/${consultantFacts.fullRecordId}`);
    // The heading as it reads (innerText): plain text, transformed by no style.
    const name = h1Of(document);
    const chat = theLink([document.documentElement], /^WhatsApp DHA/);
    expect(messageOf(chat.getAttribute('href'))).toBe(
      `Hello, I would like an appointment with ${name} at DHA.`,
    );
  });
});
