import { expect, test, type Page } from './test';
import { consultantFacts } from '../../sandbox/data/consultants';
import { newsFacts } from '../../sandbox/data/news-feed';
import { getBranch } from '../../domain/branches';
import { telHref } from '../../domain/phoneLinks';
import { clearFaults, hydrated, resetSite, setFault } from './support';
import { PHONE_ONLY, SHARED_STATE } from './tags';

/** The branch landing pages of spec 000 §2: every block, in order, each failing on its own. */

const BRANCHES = [
  {
    path: '/allamaIqbal',
    id: 'ALLAMA_IQBAL_TOWN',
    name: 'Allama Iqbal Town',
    feedName: 'Allama Iqbal Town',
    news: 4,
  },
  {
    path: '/dhabranch',
    id: 'DHA',
    name: 'DHA',
    feedName: 'DHA',
    news: newsFacts.countByBranch.DHA,
  },
  { path: '/westwood', id: 'WEST_WOOD', name: 'West Wood', feedName: 'West Wood', news: 4 },
  {
    path: '/behriagolfcity',
    id: 'BAHRIA_GOLF_CITY',
    name: 'Islamabad (Bahria Golf City)',
    feedName: 'Bahria Golf City',
    news: newsFacts.countByBranch['Bahria Golf City'],
  },
  {
    path: '/behriainclave',
    id: 'BAHRIA_ENCLAVE',
    name: 'Bahria Enclave',
    feedName: 'Bahria Enclave',
    news: newsFacts.countByBranch['Bahria Enclave'],
  },
  {
    path: '/akthersaeed',
    id: 'AKHTAR_SAEED',
    name: 'Akhtar Saeed Trust Hospital',
    feedName: 'Akhtar Saeed',
    news: newsFacts.countByBranch['Akhtar Saeed'],
  },
  {
    path: '/doctorshospital',
    id: 'DOCTORS_HOSPITAL',
    name: 'Doctors Hospital Johar Town',
    feedName: 'Doctors Hospital',
    news: newsFacts.countByBranch['Doctors Hospital'],
  },
] as const;

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/maps\.google\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Map</title>' }),
  );
});

for (const branch of BRANCHES) {
  test(`${branch.path} shows every block of the branch page, in order`, async ({ page }) => {
    expect((await page.goto(branch.path))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(branch.name);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('link', { name: 'Book an appointment', exact: true }),
    ).toHaveAttribute('href', `/appointment?branch=${branch.id}`);
    await expect(main.getByRole('link', { name: /^Call / }).first()).toHaveAttribute(
      'href',
      /^tel:\d+$/,
    );

    const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
    const blocks = [
      'Featured Departments',
      'Meet Our Doctors',
      'Location',
      'Featured Services',
      'News & Events',
    ];
    expect(headings.filter((heading) => blocks.includes(heading))).toEqual(blocks);

    await expect(region(page, 'News & Events').getByRole('article')).toHaveCount(branch.news);
    const consultants = region(page, 'Meet Our Doctors').getByRole('link', {
      name: /^All \d+ consultants/,
    });
    await expect(consultants).toHaveText(
      `All ${consultantFacts.countByBranch[branch.feedName]} consultants at ${branch.name}`,
    );

    // The branch's own footer, not the group's.
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(branch.name);
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacypolicy',
    );
    await expect(footer.getByRole('region', { name: 'Our locations' })).toHaveCount(0);
  });
}

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

test('West Wood, which has no about-us entry, says so', async ({ page }) => {
  await page.goto('/westwood');
  await expect(page.getByText('No data found for Westwood branch')).toBeVisible();
});

test('Bahria Enclave, which has no services, says "No services available."', async ({ page }) => {
  await page.goto('/behriainclave');
  await expect(region(page, 'Featured Services')).toContainText('No services available.');
});

test("a featured department opens the branch's department of that name, or the departments page", async ({
  page,
}) => {
  await page.goto('/dhabranch');
  const departments = region(page, 'Featured Departments');
  const names = await departments.locator('h3').allTextContents();
  expect(names).toEqual([
    'Orthopedics',
    'Pediatrics',
    'Psychiatry',
    'Radiology',
    'Plastic Surgery',
  ]);
  await expect(departments.getByRole('link', { name: 'Orthopedics' })).toHaveAttribute(
    'href',
    '/Departments',
  );
  const radiology = departments.getByRole('link', { name: 'Radiology' });
  await expect(radiology).toHaveAttribute('href', /^\/department\/\d+$/);
  await page.goto((await radiology.getAttribute('href'))!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Radiology');
  await expect(page.getByRole('main')).toContainText('DHA');
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

test('the page carries structured data of the hospital, its departments, phone and address', async ({
  page,
}) => {
  await page.goto('/dhabranch');
  const [hospital] = (
    await page.locator('script[type="application/ld+json"]').allTextContents()
  ).map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(hospital).toMatchObject({
    '@type': 'Hospital',
    name: 'DHA',
    telephone: expect.stringMatching(/\d/),
    address: { '@type': 'PostalAddress', addressLocality: 'Lahore' },
  });
  expect(
    (hospital!.department as { name: string }[]).map((department) => department.name),
  ).toContain('Radiology');
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
