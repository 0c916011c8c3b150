import { describe, expect, it } from 'vitest';
import { departmentFacts, departmentServicesOf } from '@/sandbox/data/departments-feed';
import { openPage, textsOf, theOne } from './html';
import { SITE_URL, startedSite } from './site';

/**
 * The departments and services pages (spec 000 §2, §8) as the server renders them, read from
 * their HTML (moved from tests/e2e/departments-services.spec.ts, which keeps what only a browser
 * shows). What each test reads is rendered by server components, which no script changes.
 */

const site = startedSite();

describe('departments', () => {
  it('/departments is the same page, with /Departments as its address', async () => {
    const { document } = await openPage(site, '/departments');
    // The one heading of level 1: its one h1.
    expect(textsOf(document, 'h1')).toEqual(['Departments']);
    expect(theOne(document, 'link[rel="canonical"]').getAttribute('href')).toBe(
      `${SITE_URL}/Departments`,
    );
  });

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
  it('an unknown service says "Service not found"', async () => {
    const { document } = await openPage(site, '/service/999999');
    expect(textsOf(document, 'h1')).toEqual(['Service not found']);
  });
});
