/**
 * What a phone downloads to see DHA's consultants: this site's /dhaconsultant against the legacy
 * page, which downloaded the whole Consultants feed (every branch) and filtered it in the browser.
 *
 * Needs a production build (`npm run build`). Starts the sandbox and the site on loopback, loads
 * the page in Chromium with a Pixel 7 profile and sums the encoded bytes of every response.
 * Prints the figures and writes them to bench/results/consultant-page-bytes.json.
 */
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Page } from '@playwright/test';
import { chromiumPath, startSite, writeResults } from './site';

const site = await startSite(3200, 4210);
const SITE = site.origin;
const FEED = `${site.sandboxOrigin}/plain/api/web/Consultants`;

async function measure(page: Page, path: string, scrollToEnd: boolean) {
  const byType: Record<string, number> = {};
  let total = 0;
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes();
    const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
    const type = request.resourceType();
    byType[type] = (byType[type] ?? 0) + bytes;
    total += bytes;
  });
  await page.goto(`${SITE}${path}`, { waitUntil: 'load' });
  if (scrollToEnd) {
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
  }
  await page.waitForTimeout(1500);
  page.removeAllListeners('requestfinished');
  return { total, byType };
}

try {
  const feed = Buffer.from(await (await fetch(FEED)).arrayBuffer());

  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const results: Record<string, { total: number; byType: Record<string, number> }> = {};
  for (const [name, scroll] of [
    ['first view', false],
    ['scrolled to the end', true],
  ] as const) {
    // A fresh context each time: nothing cached, as for a first visit.
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    await page.goto(`${SITE}/dhaconsultant`); // warm the server's upstream cache, not the browser's
    await context.clearCookies();
    await context.close();
    const fresh = await browser.newContext({ ...devices['Pixel 7'] });
    results[name] = await measure(await fresh.newPage(), '/dhaconsultant', scroll);
    await fresh.close();
  }
  await browser.close();

  const legacyRaw = feed.length;
  const legacyGzip = gzipSync(feed).length;
  const firstView = results['first view']!.total;
  const figures = {
    measuredAt: new Date().toISOString(),
    page: '/dhaconsultant',
    legacyFeedBytes: legacyRaw,
    legacyFeedGzipBytes: legacyGzip,
    pageBytesFirstView: firstView,
    pageBytesScrolledToEnd: results['scrolled to the end']!.total,
    byTypeFirstView: results['first view']!.byType,
    ratioFirstViewToFeed: Number((firstView / legacyRaw).toFixed(3)),
    // The data itself: the page's HTML (which carries the cards) against the feed it replaces.
    ratioDocumentToFeed: Number(
      ((results['first view']!.byType.document ?? 0) / legacyRaw).toFixed(3),
    ),
    ratioFirstViewToGzippedFeed: Number((firstView / legacyGzip).toFixed(3)),
  };

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `Legacy page: whole Consultants feed ${kb(legacyRaw)} (${kb(legacyGzip)} if gzipped), before any image, script or style`,
  );
  console.log(
    `This site, /dhaconsultant first view (everything: HTML, JS, CSS, font, images): ${kb(firstView)}`,
  );
  console.log(
    `  by type: ${Object.entries(figures.byTypeFirstView)
      .map(([type, bytes]) => `${type} ${kb(bytes)}`)
      .join(', ')}`,
  );
  console.log(
    `This site, scrolled to the end (every photo loaded): ${kb(figures.pageBytesScrolledToEnd)}`,
  );
  console.log(
    `Ratio, first view / legacy feed: ${figures.ratioFirstViewToFeed} (vs gzipped feed: ${figures.ratioFirstViewToGzippedFeed})`,
  );
  console.log(
    `Ratio, HTML document (the data, rendered) / legacy feed: ${figures.ratioDocumentToFeed}`,
  );

  writeResults('consultant-page-bytes', figures);
} finally {
  site.stop();
}
