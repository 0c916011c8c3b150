import { expect, test, type Page } from './test';
import { axeViolations, countRequests, settled, SITE_ORIGIN } from './support';
import { expectNoEnglish } from './urduReading';
import { pageKinds } from '../support/pageKinds';

/**
 * One address of every page kind the sitemap lists, in both languages, opened once on the
 * narrowest phone the site is held to, and read for all that a patient's browser alone shows of
 * a page in its first state:
 *
 * - it answers 200, shows its heading, hydrates and logs no error (issue 39);
 * - nothing a patient can tap moves as the page's scripts arrive and React hydrates it (issue 42,
 *   "no tap is lost": a control that moves takes a tap meant for it to whatever has moved under
 *   the finger; the consultant lists' "sits today" lines, added at hydration, once moved the pager
 *   by 264 px, and a tap on "Page 2" opened a consultant): the controls' places with the page
 *   painted and its scripts held back, then once it has hydrated and settled;
 * - it never scrolls sideways at 360 px, as painted or once settled (issue 19);
 * - axe finds nothing (issue 31), at rest with motion reduced, as a card caught half-way through
 *   its entrance effect is not what it looks like;
 * - an Urdu page shows its reader no English (issue 31, tests/e2e/urduReading.ts), read with every
 *   menu open, and axe reads it so.
 *
 * One visit does it all: each of these was a walk of its own over the same pages (issue 55). The
 * states a page reaches only as a patient acts (a search, a form sent, an error) are the other
 * specs'. The sitemap is read as the tests are listed; the site is up by then (playwright.config.ts
 * starts it before loading the tests). Without it (`playwright test --list`) one test says so.
 */

const NARROWEST = { width: 360, height: 780 };
test.use({ viewport: NARROWEST });

/** Each control shown (link, button, disclosure, field), by what it is, and its place on the page. */
function controlPlaces(): Record<string, { top: number; left: number }> {
  const places: Record<string, { top: number; left: number }> = {};
  const seen = new Map<string, number>();
  for (const element of document.querySelectorAll(
    'a[href], button, summary, input, select, textarea',
  )) {
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    const what = `${element.nodeName.toLowerCase()} ${
      element.getAttribute('href') ??
      element.getAttribute('name') ??
      element.textContent?.replace(/\s+/g, ' ').trim().slice(0, 40)
    }`;
    const nth = (seen.get(what) ?? 0) + 1;
    seen.set(what, nth);
    const box = element.getBoundingClientRect();
    places[nth > 1 ? `${what} (${nth})` : what] = {
      top: Math.round(box.top + window.scrollY),
      left: Math.round(box.left + window.scrollX),
    };
  }
  return places;
}

type Places = ReturnType<typeof controlPlaces>;

/** The controls whose place changed by more than a pixel, each with where it went. */
function moved(painted: Places, hydrated: Places): string[] {
  return Object.entries(painted).flatMap(([what, at]) => {
    const now = hydrated[what];
    return now && (Math.abs(now.top - at.top) > 1 || Math.abs(now.left - at.left) > 1)
      ? [`${what}: ${at.left},${at.top} → ${now.left},${now.top}`]
      : [];
  });
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const kinds = await pageKinds(SITE_ORIGIN).catch((error: unknown) =>
  error instanceof Error ? error : new Error(String(error)),
);

test.describe('every page kind, on the narrowest phone', () => {
  if (kinds instanceof Error) {
    test('on the pages the sitemap lists', () => {
      throw kinds;
    });
    return;
  }

  test('the sitemap lists as many kinds as the site has, in both languages', () => {
    const urdu = [...kinds.keys()].filter((kind) => /^\/ur(?:\/|$)/.test(kind));
    expect(urdu.length).toBeGreaterThan(40);
    expect(kinds.size).toBe(urdu.length * 2);
  });

  for (const [kind, path] of kinds) {
    const urdu = /^\/ur(?:\/|$)/.test(kind);
    test(kind, async ({ page }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });

      // Painted, its scripts held back.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_next/static/**/*.js', async (route) => {
        await held;
        await route.continue();
      });
      const requests = countRequests(page);
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(response?.status()).toBe(200);
      const painted = await page.evaluate(controlPlaces);
      const paintedWidth = await pageWidth(page);

      // Hydrated and settled.
      release();
      await settled(page, requests);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const hydrated = await page.evaluate(controlPlaces);
      expect(Object.keys(painted).length, 'controls painted').toBeGreaterThan(10);
      expect(moved(painted, hydrated), 'controls moved at hydration').toEqual([]);
      const widths = { painted: paintedWidth, settled: await pageWidth(page) };
      expect(Math.max(widths.painted, widths.settled), JSON.stringify(widths)).toBeLessThanOrEqual(
        NARROWEST.width,
      );
      expect(problems, 'errors logged').toEqual([]);

      await page.emulateMedia({ reducedMotion: 'reduce' });
      if (urdu) await expectNoEnglish(page, kind, path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
