import { describe, expect, it } from 'vitest';
import { bedFactValues } from '@/components/branches/bedFacts';
import { isCurrentPath } from '@/components/layout/currentPath';
import { siteMenus } from '@/components/layout/siteMenus';
import { EXTERNAL_LINKS } from '@/content/group';
import * as navigation from '@/content/navigation';
import { addressVerdict, pagePathOf } from '@/domain/addresses';
import type { NavBranchFragment } from '@/graphql/__generated__/operations';
import type { Locale } from '@/domain/locales';
import { messagesIn } from '@/domain/messages/catalogues';
import { translator } from '@/domain/messages/translator';

const branch = (
  id: NavBranchFragment['id'],
  affiliation: NavBranchFragment['affiliation'],
): NavBranchFragment => ({
  id,
  displayName: id,
  affiliation,
  landingPath: `/${id}`,
  consultantsPath: `/${id}-consultants`,
});

describe('the navigation marks the current page', () => {
  it('by the page path, ignoring case and a trailing slash', () => {
    expect(isCurrentPath('/history', '/history')).toBe(true);
    expect(isCurrentPath('/History/', '/history')).toBe(true);
    expect(isCurrentPath('/historyx', '/history')).toBe(false);
  });

  it('and the pages below a link, so a searched list marks its list', () => {
    expect(isCurrentPath('/dhaconsultant/name-ayesha', '/dhaconsultant')).toBe(true);
  });

  it('but the home link only on the home page', () => {
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/history', '/')).toBe(false);
  });

  it('never for a link to another site, or before the path is known', () => {
    expect(isCurrentPath('/', 'https://example.org/')).toBe(false);
    expect(isCurrentPath(null, '/history')).toBe(false);
  });
});

describe('the path of the page being shown', () => {
  it('is the site root for the home route the root is rewritten to', () => {
    expect(pagePathOf('/home')).toBe('/');
    expect(pagePathOf('/')).toBe('/');
  });

  it("is the page's own for an alias", () => {
    expect(pagePathOf('/Appointment')).toBe('/appointment');
    expect(pagePathOf('/history')).toBe('/history');
  });
});

describe('the branch menus', () => {
  const menus = siteMenus([
    branch('DOCTORS_HOSPITAL', 'PARTNER'),
    branch('AKHTAR_SAEED', 'TRUST'),
    branch('DHA', 'BRANCH'),
    branch('WEST_WOOD', 'BRANCH'),
  ]);
  const menu = (id: string) => menus.find((candidate) => candidate.id === id)!;

  it('list the branches, the trust hospital, the partner, then the partner on its own site', () => {
    expect(menu('branches').items.map((item) => item.href)).toEqual([
      '/branches',
      '/DHA',
      '/WEST_WOOD',
      '/AKHTAR_SAEED',
      '/DOCTORS_HOSPITAL',
      EXTERNAL_LINKS.partnerHospital,
    ]);
    expect(menu('branches').items.at(-1)?.external).toBe(true);
  });

  it("lead to each branch's consultants, and to the partner's doctors on its site", () => {
    expect(menu('consultants').items.map((item) => item.href)).toEqual([
      '/OurDoctors',
      '/DHA-consultants',
      '/WEST_WOOD-consultants',
      '/AKHTAR_SAEED-consultants',
      '/DOCTORS_HOSPITAL-consultants',
      EXTERNAL_LINKS.partnerHospitalDoctors,
    ]);
  });

  it('leave Departments and Services, and only those, off the home page', () => {
    expect(menus.filter((candidate) => candidate.offHome).map((candidate) => candidate.id)).toEqual(
      ['departments', 'services'],
    );
  });
});

describe('the navigation’s links', () => {
  const links = Object.values(navigation).flatMap((value) =>
    typeof value === 'function' ? [] : Array.isArray(value) ? value : [value],
  ) as navigation.NavLink[];

  // Issue 39: the links are written here by hand; the address table is what says what a page's
  // address is. A link to a spelling would cost a move, and one to no page a 404.
  it("lead each to a page's one address in the table", () => {
    const wrong = links
      .map((link) => ({ href: link.href, verdict: addressVerdict(link.href) }))
      .filter(({ verdict }) => verdict.kind !== 'page');
    expect(wrong).toEqual([]);
  });

  // navItem() reads each key without values: a message with an argument would throw or say "{x}".
  it.each(['en', 'ur'] as const)(
    'name messages of the %s catalogue without arguments',
    (locale) => {
      expect(links.length).toBeGreaterThan(20);
      const t = translator(messagesIn(locale));
      for (const link of links) {
        const { label, more } = navigation.navItem(t, link);
        expect(label, link.label).not.toMatch(/[{}]|^[a-z]+(?:\.[\w]+)+$/);
        if (more !== undefined) expect(more, link.more).not.toMatch(/[{}]|^[a-z]+(?:\.[\w]+)+$/);
      }
    },
  );
});

describe("a branch's bed facts", () => {
  const bedFactText = (beds: Parameters<typeof bedFactValues>[0], locale: Locale = 'en') =>
    translator(messagesIn(locale))('site.beds', bedFactValues(beds));

  it('say what the hospital states, in one line', () => {
    expect(bedFactText({ total: 250, forPoorPatients: null, charityPercent: null })).toBe(
      '250 beds',
    );
    expect(bedFactText({ total: 300, forPoorPatients: null, charityPercent: 100 })).toBe(
      '300 beds, 100% charity',
    );
    expect(bedFactText({ total: 220, forPoorPatients: 120, charityPercent: 0 })).toBe(
      '220 beds, 120 of them for patients who cannot pay',
    );
    expect(bedFactText({ total: 220, forPoorPatients: 120, charityPercent: null }, 'ur')).toBe(
      '220 بستر، جن میں سے 120 ان مریضوں کے لیے جو ادائیگی نہیں کر سکتے',
    );
  });
});
