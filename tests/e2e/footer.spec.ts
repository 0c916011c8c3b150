import { expect, test, type Page } from './test';
import { consultantFacts } from '../../sandbox/data/consultants';
import { EXTERNAL_LINKS } from '../../content/group';
import { hydrated } from './support';

/** The group footer of spec 000 §2 and 001 §2. */

const footer = (page: Page) => page.getByRole('contentinfo');

const RESOURCES = [
  ['Register a Complaint', '/registercomplaint'],
  ['Complaint Cell', '/complaintcell'],
  ['Privacy Policy', '/privacypolicy'],
  ['Learn More in our press releases', '/more'],
];
const DEPARTMENTS = [
  ['Cardiology', '/cardiology'],
  ['Medicine', '/medicine'],
  ['General Surgery', '/generalsurgery'],
  ['Neurology', '/neurology'],
];
const BRANCH_PAGES = [
  ['Allama Iqbal Town', '/allamaIqbal'],
  ['DHA', '/dhabranch'],
  ['West Wood', '/westwood'],
  ['Islamabad (Bahria Golf City)', '/behriagolfcity'],
  ['Bahria Enclave', '/behriainclave'],
  ['Akhtar Saeed Trust Hospital', '/akthersaeed'],
  ['Doctors Hospital Johar Town', '/doctorshospital'],
];
const NETWORKS = ['Facebook', 'Instagram', 'LinkedIn', 'TikTok', 'YouTube'];

test.beforeEach(async ({ page }) => {
  // The embedded map is a third-party frame; the tests reach no host but loopback.
  await page.route(/^https:\/\/maps\.google\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Map</title>' }),
  );
});

for (const path of [
  '/',
  '/AboutUs',
  '/contactus',
  '/appointment',
  `/consultant/${consultantFacts.fullRecordId}`,
  '/no-such-page',
]) {
  test(`is on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(footer(page)).toHaveCount(1);
    await expect(
      footer(page).getByRole('heading', { name: 'Subscribe to our newsletter' }),
    ).toBeVisible();
  });
}

for (const path of ['/OurDoctors', '/dhaconsultant', '/bahriagolfconsultant?name=khan']) {
  test(`is not on the consultant list ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(footer(page)).toHaveCount(0);
  });
}

test('holds the contact details, social links, resources, departments, tagline and copyright', async ({
  page,
}) => {
  await page.goto('/AboutUs');
  const box = footer(page);
  await expect(box.getByText(/Lahore, Pakistan/)).toBeVisible();
  await expect(box.getByRole('link', { name: /^info@/ })).toHaveAttribute('href', /^mailto:info@/);
  await expect(box.getByRole('link', { name: '(042) 111 223 377' })).toHaveAttribute(
    'href',
    'tel:042111223377',
  );

  const social = box.getByRole('list', { name: 'Social media' }).getByRole('link');
  await expect(social).toHaveText(NETWORKS.map((network) => `${network} (opens in a new tab)`));
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }

  for (const [name, href] of [...RESOURCES, ...DEPARTMENTS]) {
    await expect(box.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
  }
  // Ours: the pharmacy was linked from nowhere (issue 32).
  await expect(box.getByRole('link', { name: 'Online pharmacy', exact: true })).toHaveAttribute(
    'href',
    '/Medicines',
  );
  await expect(box.getByText(/Thank you for choosing/)).toBeVisible();
  await expect(box.getByText(/© 2024/)).toBeVisible();
});

test('lists every branch with its page and a map in a new tab', async ({ page }) => {
  await page.goto('/AboutUs');
  const locations = footer(page).getByRole('region', { name: 'Our locations' });
  for (const [name, href] of BRANCH_PAGES) {
    await expect(locations.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    const map = locations
      .getByRole('listitem')
      .getByRole('link', { name: `Map of ${name} (opens in a new tab)` });
    await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//);
    await expect(map).toHaveAttribute('target', '_blank');
  }
  // The one external link to another hospital's site (spec 001, Footer).
  const partner = locations.getByRole('link', {
    name: 'Doctors Hospital Johar Town website (opens in a new tab)',
  });
  await expect(partner).toHaveAttribute('href', EXTERNAL_LINKS.partnerHospital);
  await expect(partner).toHaveAttribute('target', '_blank');
});

test('loads the DHA map only when scrolled near, 600 px high, with a link in its place until then', async ({
  page,
}) => {
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://maps.google.com/')) mapRequests.push(request.url());
  });
  await page.goto('/AboutUs');
  // Touched, its scripts run: the map still waits until it is scrolled near.
  await hydrated(page.locator('body'));
  const locations = footer(page).getByRole('region', { name: 'Our locations' });
  const frame = locations.locator('iframe');
  await expect(
    locations.getByRole('link', { name: 'Map of DHA (opens in a new tab)' }).last(),
  ).toBeAttached();
  await expect(frame).toHaveCount(0);
  expect(mapRequests).toEqual([]);

  await locations.scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute('title', 'Map of DHA');
  expect((await frame.boundingBox())!.height).toBe(600);
  await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  expect(mapRequests[0]).toMatch(/[?&]z=1[4-6]&/);
});
