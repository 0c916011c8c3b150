import { expect, test } from './test';
import { FIRST_PAINT_AFTER } from '../../domain/firstPaint';

/**
 * Issue 56: a page paints once it has been read as far as its last element, the phone bar
 * (components/layout/Document.tsx), not piece by piece as it arrives: its first frame already
 * holds the header, the page's main content, the footer and the bar, and the browser lays the
 * page out once rather than again for every piece read after the paint. Each page is read over a
 * link slow enough that it arrives in pieces over a few seconds, as on mobile data, where before
 * the first frame was drawn with the first piece. A content page, an Urdu one, and a form (its
 * scripts start once it has painted, server/scriptsOnFirstTouch.ts), in their own language.
 */
const PAGES = [
  { path: '/', heading: 'Care you can trust' },
  { path: '/ur/dhabranch', heading: 'ڈی ایچ اے' },
  { path: '/appointment', heading: 'appointment' },
];

/** A page with the site's stylesheet. */
const WARM_UP = '/AboutUs';

/** Bytes a second: a page's compressed HTML (20-30 KB) takes some seconds to come. */
const SLOW_LINK = 8 * 1024;

interface FirstFrame {
  header: boolean;
  main: boolean;
  footer: boolean;
  bar: boolean;
  /** The page's heading as the first frame shows it. */
  heading: string;
}

for (const { path, heading } of PAGES) {
  test(`${path}: the first frame shows the whole page, its footer and phone bar`, async ({
    page,
  }) => {
    // The stylesheet (the first paint's to wait for, whatever else it waits for) is already in
    // the browser's cache, from the page before: only the page itself comes slowly.
    await page.goto(WARM_UP);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: SLOW_LINK,
      uploadThroughput: SLOW_LINK,
    });
    // An animation frame's callback, asked for as the document is created, runs just before the
    // browser draws its first frame of the page: what the document holds then is what it draws.
    await page.addInitScript((barId) => {
      requestAnimationFrame(() => {
        const frame: FirstFrame = {
          header: document.querySelector('header') !== null,
          main: document.querySelector('main#main') !== null,
          footer: document.querySelector('footer') !== null,
          bar: document.getElementById(barId) !== null,
          heading: document.querySelector('h1')?.textContent ?? '',
        };
        (window as unknown as { __firstFrame: FirstFrame }).__firstFrame = frame;
      });
    }, FIRST_PAINT_AFTER);
    await page.goto(path, { waitUntil: 'commit' });
    const firstFrame = await page.waitForFunction(
      () => (window as unknown as { __firstFrame?: FirstFrame }).__firstFrame,
      undefined,
      // Polled by the clock: polling by animation frames would be one of those it waits for.
      { polling: 100, timeout: 60_000 },
    );
    const frame = (await firstFrame.jsonValue()) as FirstFrame;
    expect(frame).toEqual({
      header: true,
      main: true,
      footer: true,
      bar: true,
      heading: expect.stringContaining(heading),
    });
  });
}
