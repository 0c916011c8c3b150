import { axeViolations, hydrated, menuToggle, SITE_ORIGIN, touched } from './support';
import { DESKTOP_ONLY } from './tags';
import { expect, test } from './test';
import { consultantFacts } from '../../sandbox/data/consultants';
import { announcementFacts } from '../../sandbox/data/announcements-feed';
import { careerFacts } from '../../sandbox/data/careers-feed';
import { departmentFacts } from '../../sandbox/data/departments-feed';
import { galleryFacts } from '../../sandbox/data/gallery-feed';
import { labFacts } from '../../sandbox/data/lab-reports';
import { newsFacts } from '../../sandbox/data/news-feed';
import { pageKinds } from '../support/pageKinds';

// Audited at rest: a card caught half-way through its entrance effect is not what it looks like.
test.use({ reducedMotion: 'reduce' });

/**
 * The addresses the walk of every page kind opens (tests/e2e/every-page-kind.spec.ts), where axe
 * reads each on a phone already: those here run at desktop width only. Read from the sitemap as
 * the tests are listed (the site is up by then); without it, none is left out.
 */
const walked = new Set(
  await pageKinds(SITE_ORIGIN).then(
    (kinds) => kinds.values(),
    () => [],
  ),
);

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
  // One page of each kind of the content area.
  '/dhabranch',
  '/westwood',
  '/Departments',
  '/cardiology',
  `/department/${departmentFacts.idWithServices}`,
  '/services',
  '/bloodbank',
  '/service/23',
  `/event-details/${newsFacts.ids[0]}`,
  '/pressrelease',
  `/pressdetails/${galleryFacts.ids[0]}`,
  '/announcements',
  `/announcement/${announcementFacts.longDetailIds[0]}`,
  '/careers',
  `/careers/${careerFacts.nullDeadlineIds[0]}`,
  '/labreports',
  `/labreports/${labFacts['lab-a'].richPatientId}`,
  '/OurDoctors',
  '/dhaconsultant',
  '/dhaconsultant?name=ayesha&department=Neuro',
  '/OurDoctors?page=2',
  `/consultant/${consultantFacts.fullRecordId}`,
  `/consultant/${consultantFacts.sparseRecordId}`,
  `/consultant/${consultantFacts.unknownIdInRange}`,
  '/no-such-page',
  '/appointment',
  '/registercomplaint',
]) {
  const tag = walked.has(path) ? DESKTOP_ONLY : [];
  test(`axe finds no violations on ${path}`, { tag }, async ({ page }) => {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}

// The Urdu pages (issue 20): right to left, the site's words in Urdu, the content service's in
// English. On a phone, the walk of every page kind and urdu-complete.spec.ts run axe on every Urdu
// page kind already; these run at desktop width only (the tag keeps them out of the phone project,
// playwright.config.ts).
for (const path of [
  '/ur',
  '/ur/dhabranch',
  '/ur/emergency',
  '/ur/contactus',
  '/ur/AboutUs',
  '/ur/history',
  '/ur/OurDoctors',
  `/ur/consultant/${consultantFacts.fullRecordId}`,
  '/ur/cardiology',
  '/ur/labreports',
  '/ur/appointment',
  '/ur/registercomplaint',
  '/ur/no-such-page',
]) {
  test(`axe finds no violations on ${path}`, { tag: DESKTOP_ONLY }, async ({ page }) => {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const path of ['/appointment', '/registercomplaint']) {
  test(`axe finds no violations on ${path} with every error showing`, async ({ page }) => {
    await page.goto(path);
    const submit = page.getByRole('button', { name: /Request appointment|Register complaint/ });
    await expect(submit).toBeEnabled();
    await page.getByLabel('Email (optional)').fill('not-an-address');
    await submit.click();
    await expect(page.getByText('There is a problem')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('axe finds no violations with a menu open', async ({ page }) => {
  await page.goto('/history');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = menuToggle(nav);
  if (await toggle.isVisible()) await toggle.click();
  await nav.locator('summary', { hasText: 'Find a consultant' }).click();
  await expect(nav.getByRole('link', { name: 'All consultants' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('axe finds no violations with the lightbox open', async ({ page }) => {
  await page.goto(`/pressdetails/${galleryFacts.ids[0]}`);
  // A press before the lightbox has hydrated opens the full-size picture, as without scripts.
  await hydrated(page.getByRole('main').locator('div:has(> ul [data-photo])').first());
  await page.getByRole('main').getByRole('listitem').getByRole('link').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('axe finds no violations once the carousels have started', async ({ page }) => {
  await page.goto('/dhabranch');
  // They start once the page is touched (its scripts with them).
  await touched(page);
  await expect(page.locator('.carousel.carousel-started')).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
});

test('axe finds no violations on the lab search with its results', async ({ page }) => {
  await page.goto('/labreports');
  await page.getByPlaceholder('Enter Patient ID').fill(String(labFacts['lab-a'].richPatientId));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('main').locator('tbody tr').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

// The scan itself (tests/e2e/support.ts): a page written here, so it is shown to find what is
// wrong in the page and in a frame of the page's own. Written over one of the site's addresses,
// so that the frame has the site's origin, as the site's own frames would.
test('the scan reports what is wrong, in the page and in its frames', async ({ page }) => {
  await page.goto('/robots.txt');
  await page.setContent(`<!doctype html><html lang="en"><head><title>Scan</title></head><body>
    <main><h1>Scan</h1><img src="data:,">
      <iframe title="Inner" srcdoc="<html lang='en'><body><main><button></button></main></body></html>"></iframe>
    </main></body></html>`);
  await expect(page.frameLocator('iframe').locator('button')).toBeAttached();
  expect(await axeViolations(page)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^image-alt: /),
      expect.stringMatching(/^button-name: /),
    ]),
  );
});
