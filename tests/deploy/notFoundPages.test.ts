import { describe, expect, it } from 'vitest';
import { consultantFacts } from '@/sandbox/data/consultants';
import { openPage, textOf, textsOf } from './html';
import { startedSite } from './site';

/**
 * The not-found pages as the server renders them: what a patient without JavaScript, a crawler
 * or a monitor gets, read from the HTML itself.
 */

const site = startedSite();

describe('the not-found page', () => {
  it('the not-found page is rendered by the server, for patients without JavaScript', async () => {
    for (const path of ['/karachi-branch', '/history/1950']) {
      const { status, document } = await openPage(site, path);
      expect(status, path).toBe(404);
      expect(textsOf(document, 'h1'), path).toEqual(['Page not found']);
    }
  });
});

describe('a consultant', () => {
  it('says "No consultant details found" for an unknown id, in the HTML itself, not for indexing', async () => {
    // Without JavaScript: the text must come from the server, not be filled in afterwards.
    const { status, document } = await openPage(
      site,
      `/consultant/${consultantFacts.unknownIdInRange}`,
    );
    // A real 404 (issue 53): a 200 was a soft 404 to crawlers, monitors and nginx's logs.
    expect(status).toBe(404);
    expect(textsOf(document, 'h1')).toEqual(['No consultant details found']);
    const robots = document.querySelectorAll('meta[name="robots"]');
    expect(robots).toHaveLength(1);
    expect(robots[0]!.getAttribute('content')).toMatch(/noindex/);
    // As a link's name is matched: any case, part of its text.
    const links = [...document.querySelectorAll('a[href]')].filter((link) =>
      textOf(link).toLowerCase().includes('see all our consultants'),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/OurDoctors']);
  });
});

describe('a branch consultant list', () => {
  it('an address that is no list page is not found, with a way on, rendered by the server', async () => {
    const missing = await openPage(site, '/karachiconsultant');
    expect(missing.status).toBe(404);
    expect(textsOf(missing.document, 'h1')).toEqual(['Page not found']);
    // The one search landmark: a <search> element, or an element of role search.
    const searches = missing.document.querySelectorAll('search, [role="search"]');
    expect([...searches].map((search) => search.getAttribute('action'))).toEqual([
      '/OurDoctors#results',
    ]);
    expect((await openPage(site, '/dhaconsultant/not-a-search')).status).toBe(404);
  });
});
