import { expect, test } from './test';
import { SITE_ORIGIN, countRequests, settled } from './support';

/**
 * What every route shares: aliases, the not-found page, the scroll position, icons. The sitemap and
 * robots.txt need no browser: tests/deploy/crawl.test.ts.
 */

test('an address the site does not have answers 404 with the navigation, a consultant search and the phone', async ({
  page,
}) => {
  const response = await page.goto('/karachi-branch');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  await expect(
    page
      .getByRole('main')
      .getByText(/no page at this address/)
      .getByRole('link'),
  ).toHaveAttribute('href', 'tel:042111223377');
  const search = page.getByRole('search');
  await search.getByLabel('Name, speciality or health problem').fill('ayesha');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/OurDoctors\?name=ayesha/);
  await expect(page.getByRole('article').first()).toContainText(/ayesha/i);
});

test('every change of page starts at the top', async ({ page }) => {
  await page.goto('/privacypolicy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Complaint Cell' }).click();
  await expect(page).toHaveURL(/\/complaintcell$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('going back returns to the place the patient left', async ({ page }) => {
  await page.goto('/privacypolicy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Complaint Cell' }).click();
  await expect(page).toHaveURL(/\/complaintcell$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/privacypolicy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('/Appointment is the appointment page, with one canonical address', async ({ page }) => {
  await page.goto('/Appointment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book an appointment');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${SITE_ORIGIN}/appointment`,
  );
});

test('no page logs an error: the icon and the web app manifest are there', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const requests = countRequests(page);
  for (const path of ['/', '/AboutUs', '/branches', '/contactus', '/history']) {
    await page.goto(path, { waitUntil: 'load' });
    // Prefetches of the page's links, and anything late, report after the load.
    await settled(page, requests);
  }
  expect(errors).toEqual([]);

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(manifestHref!)).json()) as {
    name: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest.name).toBe('Farooq Group Of Hospitals');
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
  }
  const iconHref = await page.locator('link[rel="icon"]').first().getAttribute('href');
  expect((await page.request.get(iconHref!)).ok()).toBe(true);
});
