import { expect, test, type Page } from '@playwright/test';
import { countRequests, settled, SITE_ORIGIN } from './support';
import { pageKinds } from '../support/pageKinds';

/**
 * Issue 42, "no tap is lost": what a patient can tap stays where it was painted when the page's
 * scripts arrive and React hydrates it. A control that moves then takes a tap meant for it to
 * whatever has moved under the finger (the consultant lists' "sits today" lines, added at
 * hydration, moved the pager by 264 px, and a tap on "Page 2" opened a consultant). Every page
 * kind the sitemap lists, on a phone: the controls' places with the page painted and its scripts
 * held back, then once it has hydrated and settled. In English: an Urdu page is the same
 * components and the same hydration, mirrored (both languages took the 16 list pages' shift
 * alike), and walking both would cost the suite two minutes more.
 */

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

async function placesBeforeAndAfterHydration(page: Page, path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const requests = countRequests(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const painted = await page.evaluate(controlPlaces);
  release();
  await settled(page, requests);
  return { painted, hydrated: await page.evaluate(controlPlaces) };
}

const kinds = await pageKinds(SITE_ORIGIN).catch((error: unknown) =>
  error instanceof Error ? error : new Error(String(error)),
);

test.describe('nothing a patient can tap moves as the page hydrates', () => {
  if (kinds instanceof Error) {
    test('on the pages the sitemap lists', () => {
      throw kinds;
    });
    return;
  }
  for (const [kind, path] of [...kinds].filter(([kind]) => !/^\/ur(?:\/|$)/.test(kind))) {
    test(kind, async ({ page }) => {
      const { painted, hydrated } = await placesBeforeAndAfterHydration(page, path);
      expect(Object.keys(painted).length, 'controls painted').toBeGreaterThan(10);
      const moved = Object.entries(painted).flatMap(([what, at]) => {
        const now = hydrated[what];
        return now && (Math.abs(now.top - at.top) > 1 || Math.abs(now.left - at.left) > 1)
          ? [`${what}: ${at.left},${at.top} → ${now.left},${now.top}`]
          : [];
      });
      expect(moved).toEqual([]);
    });
  }
});
