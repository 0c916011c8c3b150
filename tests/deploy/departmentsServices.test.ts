import { describe, expect, it } from 'vitest';
import { departmentFacts, departmentServicesOf } from '@/sandbox/data/departments-feed';
import { serviceFacts } from '@/sandbox/data/services-feed';
import {
  byRole,
  byRoleIn,
  documentAt,
  h1Of,
  isShown,
  onlyOne,
  openPage,
  textOf,
  textsOf,
  theOne,
} from './html';
import { SITE_URL, startedSite } from './site';

/**
 * The departments and services pages (spec 000 §2, §8) as the server renders them, read from
 * their HTML (moved from tests/e2e/departments-services.spec.ts, which keeps the pages whose
 * content service is made to fail: they change what every test shares). What each test reads is
 * rendered by server components, which no script changes. The end-to-end tests ran on a phone
 * only (issue 55).
 */

const site = startedSite();

/** The regions named `name` (getByRole('region', { name })). */
const regions = (document: Document, name: string) => byRole(document, 'region', { name });

/**
 * An information page's name and its block of what it offers, shown in its main landmark
 * (toBeVisible of main's getByRole('heading', { name: 'What we offer' })).
 */
function expectInfoPage(document: Document, name: string): Element[] {
  expect(h1Of(document)).toBe(name);
  const main = byRole(document, 'main');
  const offers = onlyOne(byRoleIn(main, 'heading', { name: 'What we offer' }), 'What we offer');
  expect(isShown(offers)).toBe(true);
  return main;
}

describe('departments', () => {
  it('the landing has its banner, the main departments and each branch’s departments', async () => {
    const document = await documentAt(site, '/Departments');
    expect(h1Of(document)).toBe('Departments');
    // Each link's whole text, in order, and no more links (toHaveText of a list).
    const mainDepartments = regions(document, 'Our main departments');
    expect(byRoleIn(mainDepartments, 'link').map(textOf)).toEqual([
      'Cardiology',
      'Medicine',
      'General Surgery',
      'Gynecology & Obstetrics',
      'Paeds',
      'Neurology',
      'Orthopedic',
    ]);
    const atBranches = regions(document, 'Departments at our branches');
    expect(byRoleIn(atBranches, 'link').length).toBeGreaterThan(50);
  });

  it('/departments is the same page, with /Departments as its address', async () => {
    const { document } = await openPage(site, '/departments');
    // The one heading of level 1: its one h1.
    expect(textsOf(document, 'h1')).toEqual(['Departments']);
    expect(theOne(document, 'link[rel="canonical"]').getAttribute('href')).toBe(
      `${SITE_URL}/Departments`,
    );
  });

  for (const [path, name] of [
    ['/cardiology', 'Cardiology'],
    ['/medicine', 'Medicine'],
    ['/generalsurgery', 'General Surgery'],
    ['/gynaecology', 'Gynecology & Obstetrics'],
    ['/paeds', 'Paeds'],
    ['/neurology', 'Neurology'],
    ['/orthopedic', 'Orthopedic'],
  ] as const) {
    it(`${path} has its name, description and details`, async () => {
      const main = expectInfoPage(await documentAt(site, path), name);
      expect(byRoleIn(main, 'listitem').length).toBeGreaterThanOrEqual(3);
    });
  }

  it('a department shows its name, sanitised description and services', async () => {
    const id = departmentFacts.idWithServices;
    const { document } = await openPage(site, `/department/${id}`);
    // The list items of the complementary landmark: its aside.
    expect(textsOf(document, 'aside li, [role="complementary"] li')).toEqual(
      departmentServicesOf(id).map((service) => service.servicE_NAME),
    );
    // The main landmark: its one main.
    expect(theOne(document, 'main').querySelectorAll('script, iframe, [onerror]')).toHaveLength(0);
  });

  it('an unknown department says "Department not found"', async () => {
    const { document } = await openPage(site, `/department/${departmentFacts.unknownIdInRange}`);
    expect(textsOf(document, 'h1')).toEqual(['Department not found']);
    expect(theOne(document, 'meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
  });
});

describe('services', () => {
  it('the services page features its five services, the schedule banner and three testimonials', async () => {
    const document = await documentAt(site, '/services');
    const featured = byRoleIn(byRoleIn(regions(document, 'Featured services'), 'article'), 'link');
    expect(featured.map((link) => link.getAttribute('href')).sort()).toEqual(
      serviceFacts.servicesPageFeaturedIds.map((id) => `/service/${id}`).sort(),
    );
    const schedule = onlyOne(
      byRoleIn(regions(document, 'Schedule an appointment'), 'link'),
      'the schedule banner’s link',
    );
    expect(schedule.getAttribute('href')).toBe('/Appointment');
    expect(byRoleIn(regions(document, 'What our patients say'), 'figure')).toHaveLength(3);
  });

  for (const [path, name] of [
    ['/homemedical', 'Home Medical Services'],
    ['/bloodbank', 'Blood Bank'],
    ['/emergency', 'Emergency'],
    ['/fhlaboratory', 'FH Laboratory'],
    ['/icu', 'I.C.U'],
    ['/operationtheatre', 'Operation theatre'],
  ] as const) {
    it(`${path} has its name, description and details`, async () => {
      expectInfoPage(await documentAt(site, path), name);
    });
  }

  it('a service shows its title, picture and description', async () => {
    const document = await documentAt(site, '/service/23');
    // Not empty: some text in it (toBeEmpty reads its text content).
    const h1 = onlyOne(byRole(document, 'heading', { level: 1 }), 'the h1');
    expect((h1.textContent ?? '').trim()).not.toBe('');
    const picture = onlyOne(byRoleIn(byRole(document, 'main'), 'img'), 'the picture');
    expect(isShown(picture)).toBe(true);
  });

  it('an unknown service says "Service not found"', async () => {
    const { document } = await openPage(site, '/service/999999');
    expect(textsOf(document, 'h1')).toEqual(['Service not found']);
  });
});
