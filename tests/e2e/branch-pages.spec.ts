import { expect, test, type Page } from './test';
import { getBranch } from '../../domain/branches';
import { telHref } from '../../domain/phoneLinks';
import { clearFaults, hydrated, resetSite, setFault } from './support';
import { PHONE_ONLY, SHARED_STATE } from './tags';

/**
 * The branch landing pages of spec 000 §2: what only a browser shows of them, the emergency
 * numbers on a phone's first screen, a doctor's card followed, the map loaded when scrolled near,
 * and each block failing on its own. What the server's HTML shows moved to
 * tests/deploy/branchPages.test.ts (issue 55): every block of each branch page in order, what West
 * Wood and Bahria Enclave say of what they lack, the featured departments and where they lead, and
 * the structured data.
 */

/** Every branch page, and its branch's id in the registry. */
const BRANCHES = [
  { path: '/allamaIqbal', id: 'ALLAMA_IQBAL_TOWN' },
  { path: '/dhabranch', id: 'DHA' },
  { path: '/westwood', id: 'WEST_WOOD' },
  { path: '/behriagolfcity', id: 'BAHRIA_GOLF_CITY' },
  { path: '/behriainclave', id: 'BAHRIA_ENCLAVE' },
  { path: '/akthersaeed', id: 'AKHTAR_SAEED' },
  { path: '/doctorshospital', id: 'DOCTORS_HOSPITAL' },
] as const;

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/maps\.google\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Map</title>' }),
  );
});

test.describe('on a 390 px phone', { tag: PHONE_ONLY }, () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // Issue 40: the branch's emergency lines were only on /emergency.
  for (const [locale, prefix, name] of [
    ['en', '', 'Emergency and ambulance, open 24 hours'],
    ['ur', '/ur', 'ایمرجنسی اور ایمبولینس، 24 گھنٹے کھلی'],
  ] as const) {
    for (const branch of BRANCHES) {
      test(`${prefix}${branch.path} shows its emergency and ambulance numbers on the first screen (${locale})`, async ({
        page,
      }) => {
        await page.goto(`${prefix}${branch.path}`);
        const { emergencyPhone, ambulancePhone } = getBranch(branch.id);
        const lines = region(page, name);
        for (const phone of [emergencyPhone, ambulancePhone]) {
          const call = lines.locator(`a[href="${telHref(phone)}"]`);
          await expect(call).toBeInViewport({ ratio: 1 });
        }
        await expect(lines.getByRole('link')).toHaveText([
          locale === 'en' ? /^Emergency/ : /^ایمرجنسی/,
          locale === 'en' ? /^Ambulance/ : /^ایمبولینس/,
        ]);
      });
    }
  }
});

test("the doctors' cards open each consultant", async ({ page }) => {
  await page.goto('/dhabranch');
  const first = region(page, 'Meet Our Doctors').getByRole('article').first().getByRole('link');
  const name = await first.textContent();
  await first.click();
  await expect(page).toHaveURL(/\/consultant\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
});

test('the location block loads its map, 600 px high at street zoom, only when scrolled near', async ({
  page,
}) => {
  await page.goto('/dhabranch');
  // Touched, its scripts run: the map still waits until it is scrolled near.
  await hydrated(page.locator('body'));
  const location = region(page, 'Location');
  await expect(
    location.getByRole('link', { name: 'Open in Google Maps (opens in a new tab)' }),
  ).toHaveAttribute('target', '_blank');
  await expect(location.locator('iframe')).toHaveCount(0);
  await location.scrollIntoViewIfNeeded();
  const frame = location.locator('iframe');
  await expect(frame).toHaveAttribute('src', /[?&]z=1[4-6]&/);
  expect((await frame.boundingBox())!.height).toBe(600);
});

test.describe(
  'when one feed fails, only its block says so or empties',
  { tag: SHARED_STATE },
  () => {
    test.afterEach(async () => {
      await clearFaults();
      await resetSite();
    });

    // DHA's pages read every feed from the plain-HTTP host.
    const FAILURES = [
      {
        feed: 'consultants',
        match: '/plain/api/web/Consultants',
        check: async (page: Page) => {
          await expect(region(page, 'Meet Our Doctors')).toContainText(
            'Error: Failed to fetch data',
          );
          await expect(
            region(page, 'Featured Services').getByRole('article').first(),
          ).toBeVisible();
        },
      },
      {
        feed: 'services',
        match: '/plain/api/web/Serviceslist',
        check: async (page: Page) => {
          await expect(region(page, 'Featured Services')).toContainText(
            'Error: Failed to fetch services',
          );
          await expect(
            region(page, 'Meet Our Doctors').getByRole('article').first(),
          ).toBeAttached();
        },
      },
      {
        feed: 'news',
        match: '/plain/api/web/NewsEvents',
        check: async (page: Page) => {
          const news = region(page, 'News & Events');
          await expect(news.getByRole('article')).toHaveCount(0);
          await expect(news.getByRole('list', { name: 'Social media' })).toBeVisible();
          await expect(page.getByText(/^Error:/)).toHaveCount(0);
        },
      },
      {
        feed: 'about-us',
        match: '/plain/api/web/aboutus',
        check: async (page: Page) => {
          await expect(page.getByRole('heading', { name: /Care Close to Home/ })).toHaveCount(0);
          await expect(page.getByText(/^Error:/)).toHaveCount(0);
          await expect(
            region(page, 'Featured Services').getByRole('article').first(),
          ).toBeVisible();
        },
      },
      {
        feed: 'departments',
        match: '/plain/api/web/departments',
        check: async (page: Page) => {
          const departments = region(page, 'Featured Departments');
          await expect(departments.getByRole('link')).toHaveCount(5);
          for (const link of await departments.getByRole('link').all()) {
            await expect(link).toHaveAttribute('href', '/Departments');
          }
          await expect(page.getByText(/^Error:/)).toHaveCount(0);
        },
      },
    ];

    for (const failure of FAILURES) {
      test(`the ${failure.feed} feed`, async ({ page }) => {
        await setFault({ match: failure.match, mode: 'error', status: 503 });
        await resetSite();
        expect((await page.goto('/dhabranch'))?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('DHA');
        await failure.check(page);
      });
    }
  },
);
