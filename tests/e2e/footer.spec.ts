import { expect, test, type Page } from './test';
import { hydrated } from './support';

/**
 * The group footer of spec 000 §2 and 001 §2: what only a browser shows of it, the map loaded when
 * scrolled near. On which pages it is, and what it holds (its contact details, social links,
 * resources, departments, tagline, copyright and every branch with its map), moved to
 * tests/deploy/footer.test.ts, which reads them from the server's HTML (issue 55).
 */

const footer = (page: Page) => page.getByRole('contentinfo');

test.beforeEach(async ({ page }) => {
  // The embedded map is a third-party frame; the tests reach no host but loopback.
  await page.route(/^https:\/\/maps\.google\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Map</title>' }),
  );
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
