import { describe, expect, it } from 'vitest';
import { consultantFacts } from '@/sandbox/data/consultants';
import { startedSite } from './site';

/**
 * The not-found pages as the server renders them: what a patient without JavaScript, a crawler
 * or a monitor gets, read from the HTML itself.
 */

const site = startedSite();

/** A page's status and HTML, asked for as a browser opens an address. */
async function open(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${site.origin}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

/** The text of each `tag` element of `html`, without its tags, its spaces collapsed. */
function textsOf(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map(
    ([, inner]) =>
      inner!
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
  );
}

/** Every opening tag of `html` whose name `tag` matches (a pattern): its name and attributes. */
function tagsOf(html: string, tag: string): { tag: string; attributes: Record<string, string> }[] {
  return [...html.matchAll(new RegExp(`<(${tag})\\b([^>]*)>`, 'g'))].map(
    ([, name, attributes]) => ({
      tag: name!,
      attributes: Object.fromEntries(
        [...attributes!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, attribute, value]) => [
          attribute!,
          value!.replace(/&amp;/g, '&'),
        ]),
      ),
    }),
  );
}

describe('the not-found page', () => {
  it('the not-found page is rendered by the server, for patients without JavaScript', async () => {
    for (const path of ['/karachi-branch', '/history/1950']) {
      const { status, html } = await open(path);
      expect(status, path).toBe(404);
      expect(textsOf(html, 'h1'), path).toEqual(['Page not found']);
    }
  });
});

describe('a consultant', () => {
  it('says "No consultant details found" for an unknown id, in the HTML itself, not for indexing', async () => {
    // Without JavaScript: the text must come from the server, not be filled in afterwards.
    const { status, html } = await open(`/consultant/${consultantFacts.unknownIdInRange}`);
    // A real 404 (issue 53): a 200 was a soft 404 to crawlers, monitors and nginx's logs.
    expect(status).toBe(404);
    expect(textsOf(html, 'h1')).toEqual(['No consultant details found']);
    const robots = tagsOf(html, 'meta').filter((meta) => meta.attributes.name === 'robots');
    expect(robots).toHaveLength(1);
    expect(robots[0]!.attributes.content).toMatch(/noindex/);
    // As a link's name is matched: any case, part of its text.
    const links = [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].filter(
      ([, , inner]) =>
        inner!
          .replace(/<[^>]+>/g, '')
          .replace(/\s+/g, ' ')
          .toLowerCase()
          .includes('see all our consultants'),
    );
    expect(links.map(([, href]) => href)).toEqual(['/OurDoctors']);
  });
});

describe('a branch consultant list', () => {
  it('an address that is no list page is not found, with a way on, rendered by the server', async () => {
    const missing = await open('/karachiconsultant');
    expect(missing.status).toBe(404);
    expect(textsOf(missing.html, 'h1')).toEqual(['Page not found']);
    // The one search landmark: a <search> element, or an element of role search.
    const searches = tagsOf(missing.html, '[a-z][\\w-]*').filter(
      (element) => element.tag === 'search' || element.attributes.role === 'search',
    );
    expect(searches.map((search) => search.attributes.action)).toEqual(['/OurDoctors#results']);
    expect((await open('/dhaconsultant/not-a-search')).status).toBe(404);
  });
});
