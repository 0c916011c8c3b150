import { expect, test } from '@playwright/test';
import { SITE_ORIGIN } from './support';
import { pageKinds } from '../support/pageKinds';

/**
 * Every page a visitor can reach by following the site's own links from the home page, with the
 * sandbox's data: none answers 404 or 500, and each has a title, one h1, a canonical address, and no
 * script file the browser would fetch together with the stylesheet.
 */

/** The site's own addresses a page links to: same origin, no files, no API, no fragments. */
function linksOf(html: string, from: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)]
    .map(([, href]) => href!.replace(/&amp;/g, '&'))
    .map((href) => new URL(href, from))
    .filter((url) => url.origin === SITE_ORIGIN)
    .filter((url) => !/^\/(_next|api)\//.test(url.pathname))
    .map((url) => `${url.pathname}${url.search}`);
}

test('following every link from the home page reaches no missing or broken page', async ({
  request,
}) => {
  test.setTimeout(600_000);
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const problems: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path, { maxRedirects: 0 });
    const status = response.status();
    if (status >= 400 || status === 0) {
      problems.push(`${path}: ${status}`);
      continue;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    const html = await response.text();
    const h1s = html.match(/<h1\b/g)?.length ?? 0;
    if (h1s !== 1) problems.push(`${path}: ${h1s} h1`);
    if (!/<title>[^<]+<\/title>/.test(html)) problems.push(`${path}: no title`);
    if (!/<link rel="canonical" href="http[^"]+"/.test(html))
      problems.push(`${path}: no canonical`);
    // Issue 33: script files wait for the page's first paint (server/scriptsAfterPaint.ts).
    if (/<script\b[^>]*\bsrc="[^"]*"[^>]*\basync=""/.test(html))
      problems.push(`${path}: a script file named beside the stylesheet`);
    for (const link of linksOf(html, `${SITE_ORIGIN}${path}`)) {
      if (!seen.has(link)) {
        seen.add(link);
        queue.push(link);
      }
    }
  }
  expect(problems).toEqual([]);
  // The home page leads to every kind of page: a few hundred of them with the sandbox's data.
  expect(seen.size).toBeGreaterThan(500);
});

// Issue 42: the front server tags whole answers itself (server/entityTags.ts, Next's
// generateEtags off). On every page kind of the real build: a page that may be kept has a tag and
// answers a request holding it with 304 and no body; one that may not (a patient's) has none.
test('every page kind that may be kept has an ETag and answers 304 to it', async ({ request }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const path of (await pageKinds(SITE_ORIGIN)).values()) {
    await (await request.get(path)).body();
    const page = await request.get(path);
    await page.body();
    const tag = page.headers()['etag'];
    if (/\b(no-store|private)\b/.test(page.headers()['cache-control'] ?? '')) {
      if (tag) problems.push(`${path}: a tag on an answer that is not kept`);
      continue;
    }
    if (!tag) {
      problems.push(`${path}: no ETag`);
      continue;
    }
    const again = await request.get(path, { headers: { 'if-none-match': tag } });
    if (again.status() !== 304 || (await again.body()).length > 0) {
      problems.push(`${path}: ${again.status()} to its own tag`);
    }
  }
  expect(problems).toEqual([]);
});
