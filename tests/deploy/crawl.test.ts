import { expect, it } from 'vitest';
import { consultantFacts } from '@/sandbox/data/consultants';
import { pageKinds } from '@/tests/support/pageKinds';
import { SITE_URL, startedSite } from './site';

/**
 * What a crawler meets. Every page a visitor can reach by following the site's own links from the
 * home page, with the sandbox's data: none answers 404 or 500, and each has a title, one h1, a
 * canonical address, and no script file the browser would fetch together with the stylesheet.
 * Pages that may be kept are tagged; the sitemap and robots.txt name the site's public address.
 */

const site = startedSite();

/** Pages the crawl asks for at once: a few, as a crawler would, and bounded. */
const CRAWLERS = 4;

/** The site's own addresses a page links to: same origin, no files, no API, no fragments. */
function linksOf(html: string, from: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)]
    .map(([, href]) => href!.replace(/&amp;/g, '&'))
    .map((href) => new URL(href, from))
    .filter((url) => url.origin === SITE_URL)
    .filter((url) => !/^\/(_next|api)\//.test(url.pathname))
    .map((url) => `${url.pathname}${url.search}`);
}

it(
  'following every link from the home page reaches no missing or broken page',
  { timeout: 600_000 },
  async () => {
    const seen = new Set<string>(['/']);
    const queue = ['/'];
    const problems: string[] = [];
    const visit = async (path: string): Promise<void> => {
      const response = await fetch(`${site.origin}${path}`, { redirect: 'manual' });
      const status = response.status;
      if (status >= 400 || status === 0) {
        problems.push(`${path}: ${status}`);
        await response.arrayBuffer();
        return;
      }
      if (!(response.headers.get('content-type') ?? '').includes('text/html')) {
        await response.arrayBuffer();
        return;
      }
      const html = await response.text();
      const h1s = html.match(/<h1\b/g)?.length ?? 0;
      if (h1s !== 1) problems.push(`${path}: ${h1s} h1`);
      if (!/<title>[^<]+<\/title>/.test(html)) problems.push(`${path}: no title`);
      if (!/<link rel="canonical" href="http[^"]+"/.test(html))
        problems.push(`${path}: no canonical`);
      // Issues 33 and 56: script files wait for the patient's first touch
      // (server/scriptsOnFirstTouch.ts).
      if (/<script\b[^>]*\bsrc="[^"]*"[^>]*\basync=""/.test(html))
        problems.push(`${path}: a script file named beside the stylesheet`);
      for (const link of linksOf(html, `${SITE_URL}${path}`)) {
        if (!seen.has(link)) {
          seen.add(link);
          queue.push(link);
        }
      }
    };
    // CRAWLERS pages asked at once, each crawler taking the next address found: one at a time,
    // the site waited on this process's reading of each page and this process on the site (80 s
    // alone). A crawler that finds nothing queued waits for a page being read, which may add to
    // it, and stops once none is.
    const reading = new Set<Promise<void>>();
    const crawl = async (): Promise<void> => {
      while (queue.length > 0 || reading.size > 0) {
        const path = queue.shift();
        if (path === undefined) {
          await Promise.race(reading);
          continue;
        }
        const visiting: Promise<void> = visit(path).finally(() => reading.delete(visiting));
        reading.add(visiting);
        await visiting;
      }
    };
    await Promise.all(Array.from({ length: CRAWLERS }, crawl));
    expect(problems).toEqual([]);
    // The home page leads to every kind of page: a few hundred of them with the sandbox's data.
    expect(seen.size).toBeGreaterThan(500);
  },
);

// Issue 42: the front server tags whole answers itself (server/entityTags.ts, Next's
// generateEtags off). On every page kind of the real build: a page that may be kept has a tag and
// answers a request holding it with 304 and no body; one that may not (a patient's) has none.
it(
  'every page kind that may be kept has an ETag and answers 304 to it',
  { timeout: 120_000 },
  async () => {
    const problems: string[] = [];
    for (const path of (await pageKinds(site.origin)).values()) {
      await (await fetch(`${site.origin}${path}`)).arrayBuffer();
      const page = await fetch(`${site.origin}${path}`);
      await page.arrayBuffer();
      const tag = page.headers.get('etag');
      if (/\b(no-store|private)\b/.test(page.headers.get('cache-control') ?? '')) {
        if (tag) problems.push(`${path}: a tag on an answer that is not kept`);
        continue;
      }
      if (!tag) {
        problems.push(`${path}: no ETag`);
        continue;
      }
      const again = await fetch(`${site.origin}${path}`, { headers: { 'if-none-match': tag } });
      if (again.status !== 304 || (await again.arrayBuffer()).byteLength > 0) {
        problems.push(`${path}: ${again.status} to its own tag`);
      }
    }
    expect(problems).toEqual([]);
  },
);

it('sitemap.xml lists the static pages and every consultant, from the API', async () => {
  const response = await fetch(`${site.origin}/sitemap.xml`);
  expect(response.headers.get('content-type')).toContain('application/xml');
  const xml = await response.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  for (const path of [
    '/',
    '/AboutUs',
    '/boardofdirectors',
    '/history',
    '/ourprojects',
    '/corporatepannellist',
    '/branches',
    '/contactus',
    '/privacypolicy',
    '/complaintcell',
    '/socialmediaposts',
    '/learnmore',
    '/more',
    '/appointment',
    '/registercomplaint',
    '/OurDoctors',
    '/dhaconsultant',
    '/dhabranch',
    '/labreports',
    '/LabReportsisl',
  ]) {
    expect(locations, path).toContain(`${SITE_URL}${path === '/' ? '/' : path}`);
  }
  for (const id of consultantFacts.ids) {
    expect(locations).toContain(`${SITE_URL}/consultant/${id}`);
  }
  for (const prefix of ['department', 'service', 'event-details', 'announcement', 'careers']) {
    expect(
      locations.some((url) => url.startsWith(`${SITE_URL}/${prefix}/`)),
      prefix,
    ).toBe(true);
  }
  expect(new Set(locations).size).toBe(locations.length);
  // A lab search page, never a patient's reports.
  expect(locations.filter((url) => /\/labreports\//i.test(url))).toEqual([]);
});

it('robots.txt lets the pages be crawled and names the sitemap', async () => {
  const robots = await (await fetch(`${site.origin}/robots.txt`)).text();
  expect(robots).toContain('Allow: /');
  expect(robots).toContain('Disallow: /api/');
  // Below the lab search pages and the payment's status, in each language, as spelt and in lower
  // case: the searches may be found, reports and payments not.
  for (const below of [
    '/labreports/',
    '/ur/labreports/',
    '/LabReports/',
    '/LabReportsisl/',
    '/labreportsisl/',
    '/payment/',
    '/ur/payment/',
  ])
    expect(robots).toContain(`Disallow: ${below}\n`);
  expect(robots).not.toMatch(/Disallow: \/labreports$/m);
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});
