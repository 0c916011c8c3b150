import { describe, expect, it } from 'vitest';
import { getBranch } from '@/domain/branches';
import { messagesIn } from '@/domain/messages/catalogues';
import {
  attributeOf,
  byRole,
  byRoleIn,
  byText,
  isBuilt,
  isShown,
  onlyOne,
  openPage,
  textOf,
} from './html';
import { startedSite } from './site';

/**
 * The Urdu pages (issue 20) as the server renders them: their language, direction, navigation and
 * headings, the Urdu the browser components render on the server, the numbers read left to right,
 * the other language named in each head and in the sitemap, and the Urdu not-found page (moved
 * from tests/e2e/urdu.spec.ts, which keeps the forms submitted empty, the language switch, and
 * what scripts a page downloads). No script has run on what the end-to-end tests read of these:
 * a page's scripts run once it is touched, and nothing touched it.
 */

/** The Urdu catalogue: what the Urdu pages must say (issue 20). */
const ur = messagesIn('ur');

const site = startedSite();

/** The page is in Urdu, right to left, with the Urdu navigation and a link back to English. */
function expectUrduPage(document: Document) {
  expect(theHtml(document).getAttribute('lang')).toBe('ur');
  expect(theHtml(document).getAttribute('dir')).toBe('rtl');
  const nav = byRole(document, 'navigation', { name: ur.site.mainNav });
  // The menus' links, in a closed menu or not.
  const navLink = (name: string) =>
    onlyOne(
      byRoleIn(nav, 'link', { name, exact: true, includeHidden: true }),
      `the navigation's link ${name}`,
    );
  navLink(ur.site.home);
  expect(nav.flatMap((menu) => byText(menu, ur.site.menus.about, { exact: true }))).not.toEqual([]);
  expect(navLink(ur.site.pharmacy).getAttribute('href')).toBe('/ur/Medicines');
  const english = onlyOne(byRole(document, 'link', { name: 'English' }), 'the English link');
  expect(isShown(english)).toBe(true);
}

const theHtml = (document: Document) => onlyOne([...document.querySelectorAll('html')], 'html');
/** The text of the page's one heading of level 1 (toHaveText of getByRole('heading')). */
const h1Of = (document: Document) =>
  textOf(onlyOne(byRole(document, 'heading', { level: 1 }), 'the h1'));

describe('the Urdu pages', () => {
  for (const [path, heading] of [
    ['/ur', /./],
    // The branch's name in Urdu script, from the registry (issue 31).
    ['/ur/dhabranch', getBranch('DHA').urdu.displayName],
    ['/ur/emergency', 'ایمرجنسی'],
    ['/ur/contactus', ur.pages.contactus.title],
    ['/ur/appointment', ur.pages.appointment.title],
  ] as const) {
    it(`${path} is in Urdu, right to left, with the Urdu navigation`, async () => {
      const { document } = await openPage(site, path);
      expectUrduPage(document);
      if (typeof heading === 'string') expect(h1Of(document)).toBe(heading);
      else expect(h1Of(document)).toMatch(heading);
      // Every site link and form on the page stays in Urdu.
      const english = [
        ...document.querySelectorAll(
          'main a[href^="/"]:not([href^="/ur"]):not([href^="/report-files"]), form[action^="/"]:not([action^="/ur"])',
        ),
      ]
        .filter(isBuilt)
        .map((element) => element.getAttribute('href') ?? element.getAttribute('action'));
      expect(english).toEqual([]);
    });
  }

  it('the Urdu page reads the phone numbers left to right, as they are dialled', async () => {
    const { document } = await openPage(site, '/ur/emergency');
    // The first (locator(...).first()).
    const [number] = [...document.querySelectorAll('a[href^="tel:"] bdi[dir="ltr"]')].filter(
      isBuilt,
    );
    expect(number).toBeDefined();
    expect(textOf(number!)).toMatch(/^[\d() +-]+$/);
  });

  // The Urdu catalogue goes only with the browser components that read it (issue 22): each of
  // them speaks Urdu, rendered on the server as in the browser.
  for (const [path, says] of [
    ['/ur/Medicines', ur.catalogue.supplier],
    ['/ur/medicine/1001', ur.cart.addToCart],
    ['/ur/labreports', ur.lab.findHeading],
    ['/ur/OurDoctors', ur.finder.branchLocation],
  ] as const) {
    it(`${path}: its browser components speak Urdu`, async () => {
      const { document } = await openPage(site, path);
      // The first element that says it (getByText(says).first()) is shown.
      const [first] = byText(document, says);
      expect(first, says).toBeDefined();
      expect(isShown(first!)).toBe(true);
    });
  }

  it('each page names its other language in its head, and the sitemap lists both', async () => {
    /** The `href` of the one `link[rel]` (with `hreflang`, if given) in the page's markup. */
    const hrefOf = (document: Document, rel: string, hreflang?: string) =>
      onlyOne(
        [...document.querySelectorAll(`link[rel="${rel}"]`)].filter(
          (link) => hreflang === undefined || attributeOf(link, 'hreflang') === hreflang,
        ),
        `link[rel="${rel}"][hreflang="${hreflang}"]`,
      ).getAttribute('href');
    const english = (await openPage(site, '/dhabranch')).document;
    expect(hrefOf(english, 'alternate', 'ur')).toMatch(/\/ur\/dhabranch$/);
    const urdu = (await openPage(site, '/ur/dhabranch')).document;
    expect(hrefOf(urdu, 'canonical')).toMatch(/\/ur\/dhabranch$/);
    expect(hrefOf(urdu, 'alternate', 'en')).toMatch(/[^r]\/dhabranch$/);

    const sitemap = await (await fetch(`${site.origin}/sitemap.xml`)).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/ur\/dhabranch<\/loc>/);
    expect(sitemap).toMatch(/hreflang="ur" href="[^"]*\/ur\/dhabranch"/);
  });

  it('an Urdu address no page has is the Urdu not-found page', async () => {
    const { status, document } = await openPage(site, '/ur/no-such-page');
    expect(status).toBe(404);
    expectUrduPage(document);
    expect(h1Of(document)).toBe(ur.notFound.page);
  });
});
