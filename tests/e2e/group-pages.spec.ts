import { expect, test, type Page } from './test';

/**
 * The group's static pages (spec 000 §2, 001 §2) and what each must show that a browser alone
 * sees; what their HTML says is read without one (tests/deploy/groupPages.test.ts).
 */

const main = (page: Page) => page.getByRole('main');

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
