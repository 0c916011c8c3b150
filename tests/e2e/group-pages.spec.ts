import { expect, test, type Page } from '@playwright/test';
import { SITE_ORIGIN } from './support';

/** The group's static pages (spec 000 §2, 001 §2) and what each must show. */

const main = (page: Page) => page.getByRole('main');

/** Every static page, its one heading, and its title for search engines. */
const PAGES: [path: string, heading: string][] = [
  ['/AboutUs', 'About Us'],
  ['/boardofdirectors', 'Board of Directors'],
  ['/history', 'Our History'],
  ['/ourprojects', 'Our Projects'],
  ['/corporatepannellist', 'Corporate Panel List'],
  ['/branches', 'Our branches'],
  ['/contactus', 'Contact Us'],
  ['/privacypolicy', 'Privacy Policy'],
  ['/complaintcell', 'Complaint Cell'],
  ['/socialmediaposts', 'Social Media'],
  ['/learnmore', 'Learn More'],
  ['/more', 'Press Release'],
];

for (const [path, heading] of PAGES) {
  test(`${path} has its heading, description, canonical address and sharing data`, async ({
    page,
  }) => {
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(/\| Farooq Group Of Hospitals$/);
    const meta = (selector: string) => page.locator(selector).first();
    await expect(meta('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(meta('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_ORIGIN}${path}`);
    await expect(meta('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${SITE_ORIGIN}${path}`,
    );
    await expect(meta('meta[property="og:title"]')).toHaveAttribute('content', /\w/);
    await expect(meta('meta[property="og:image"]')).toHaveAttribute('content', /^http/);
  });
}

test('the board of directors shows four profiles with photo, designation and biography', async ({
  page,
}) => {
  await page.goto('/boardofdirectors');
  const profiles = main(page).getByRole('article');
  await expect(profiles).toHaveCount(4);
  for (const profile of await profiles.all()) {
    await expect(profile.getByRole('img')).toHaveAttribute('alt', /^Photo of /);
    await expect(profile.getByRole('heading', { level: 2 })).toBeVisible();
    expect(await profile.locator('p').count()).toBeGreaterThanOrEqual(2);
  }
});

test('the history is a timeline of milestones', async ({ page }) => {
  await page.goto('/history');
  expect(await main(page).getByRole('listitem').count()).toBeGreaterThanOrEqual(8);
});

test('our projects are eleven cards', async ({ page }) => {
  await page.goto('/ourprojects');
  await expect(main(page).getByRole('article')).toHaveCount(11);
});

test('the corporate panel is a table of twelve insurers and companies', async ({ page }) => {
  await page.goto('/corporatepannellist');
  const table = main(page).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['No.', 'Name', 'Type']);
  await expect(table.locator('tbody tr')).toHaveCount(12);
});

test('the branch list is seven cards, each with Learn More to its page', async ({ page }) => {
  await page.goto('/branches');
  const cards = main(page).getByRole('article');
  await expect(cards).toHaveCount(7);
  const links = cards.getByRole('link', { name: /^Learn More/ });
  expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual([
    '/allamaIqbal',
    '/dhabranch',
    '/westwood',
    '/behriagolfcity',
    '/behriainclave',
    '/akthersaeed',
    '/doctorshospital',
  ]);
  await expect(cards.nth(5)).toContainText('300 beds');
  await expect(cards.nth(5)).toContainText('100% charity');
  await expect(cards.nth(2)).toContainText('220 beds, 120 of them for patients who cannot pay');
  await expect(cards.nth(6)).toContainText('250 beds');
});

test('the contact page has a tap-to-call line for every branch and the general number', async ({
  page,
}) => {
  await page.goto('/contactus');
  await expect(main(page).getByText(/24\/7/)).toBeVisible();
  await expect(main(page).getByRole('link', { name: '(042) 111 223 377' })).toHaveAttribute(
    'href',
    'tel:042111223377',
  );
  const calls = main(page).getByRole('link', { name: /^Call / });
  await expect(calls).toHaveCount(7);
  const names = await calls.evaluateAll((links) =>
    links.map((link) => link.textContent?.replace(/:.*$/, '')),
  );
  expect(names).toEqual([
    // The registry's one name per branch, with its city (docs/differences.md).
    'Call West Wood, Lahore',
    'Call Allama Iqbal Town, Lahore',
    'Call DHA, Lahore',
    'Call Islamabad (Bahria Golf City)',
    'Call Bahria Enclave, Islamabad',
    'Call Akhtar Saeed Trust Hospital, Lahore',
    'Call Doctors Hospital Johar Town, Lahore',
  ]);
  for (const call of await calls.all()) await expect(call).toHaveAttribute('href', /^tel:\d{9,}$/);
});

test('the complaint cell names the focal person of five branches', async ({ page }) => {
  await page.goto('/complaintcell');
  const people = main(page).getByRole('article');
  await expect(people.getByRole('heading', { level: 2 })).toHaveText([
    'West Wood',
    'DHA',
    'Islamabad (Bahria Golf City)',
    'Allama Iqbal Town',
    'Akhtar Saeed Trust Hospital',
  ]);
  for (const person of await people.all()) {
    await expect(person.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
    await expect(person.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  }
  await expect(
    main(page).getByRole('link', { name: 'Register a complaint online' }),
  ).toHaveAttribute('href', '/registercomplaint');
});

test('the social media page links to every network in a new tab', async ({ page }) => {
  await page.goto('/socialmediaposts');
  const links = main(page).getByRole('link', { name: /opens in a new tab/ });
  await expect(links).toHaveCount(5);
});

test('the home page and the branch list carry structured data for the group and each hospital', async ({
  page,
}) => {
  const structured = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
  await page.goto('/');
  const [group] = await structured();
  expect(group).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'MedicalOrganization',
    name: 'Farooq Group Of Hospitals',
    telephone: '(042) 111 223 377',
  });
  expect(group!.subOrganization).toHaveLength(7);

  await page.goto('/branches');
  const [list] = await structured();
  const hospitals = list!['@graph'] as Record<string, unknown>[];
  expect(hospitals.map((hospital) => hospital['@type'])).toEqual(Array(7).fill('Hospital'));
  expect(hospitals[1]).toMatchObject({
    name: 'DHA',
    url: `${SITE_ORIGIN}/dhabranch`,
    address: { '@type': 'PostalAddress', addressLocality: 'Lahore', addressCountry: 'PK' },
  });
});
