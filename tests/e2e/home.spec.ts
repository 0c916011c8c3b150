import { expect, test, type Page } from './test';
import { newestFirst } from '../../domain/newestFirst';
import { newsEvents, newsFacts } from '../../sandbox/data/news-feed';
import { clearFaults, resetSite, setFault } from './support';
import { SHARED_STATE } from './tags';

/**
 * The group home page of spec 000 §2: what the screen's width shows of it, the news made to fail,
 * and what arrives. The hero and its booking link, We're Different, the four values, What We Do
 * and the featured services moved to tests/deploy/branchPages.test.ts, which reads them from the
 * server's HTML (issue 55).
 */

const isPhone = (page: Page) => page.viewportSize()!.width < 768;
const section = (page: Page, heading: string) =>
  page.getByRole('region', { name: heading, exact: true });

test.afterEach(clearFaults);

test('shows the branch cards, three of them in a second list on small screens', async ({
  page,
}) => {
  await page.goto('/');
  const branches = section(page, 'Our hospitals');
  // Every card is in the page; on a phone three of them are hidden.
  const cards = branches.locator('article');
  await expect(cards).toHaveCount(7);
  const secondList = branches.getByRole('heading', { name: 'More of our hospitals' });
  if (isPhone(page)) {
    await expect(cards.filter({ visible: true })).toHaveCount(4);
    await expect(secondList).toBeVisible();
    const rest = await cards.filter({ visible: false }).locator('h3').allTextContents();
    const listed = branches.getByRole('list').last().getByRole('link');
    await expect(listed).toHaveCount(3);
    for (const name of await cards.locator('h3').allTextContents()) {
      if (rest.includes(name)) await expect(listed.filter({ hasText: name })).toHaveCount(1);
    }
  } else {
    await expect(cards.filter({ visible: true })).toHaveCount(7);
    await expect(secondList).toBeHidden();
  }
  await expect(cards.first().getByRole('link', { name: /^Learn More/ })).toHaveAttribute(
    'href',
    '/allamaIqbal',
  );
});

/** The four newest items of the news feed, as the strip shows them (docs/differences.md). */
const NEWEST_FOUR = newestFirst(
  newsEvents.filter((record) => (newsFacts.ids as readonly number[]).includes(record.nevenT_ID)),
  (record) => record.evenT_DATE ?? record.creatioN_DATE,
)
  .slice(0, 4)
  .map((record) => record.nevenT_ID);

test('shows the four newest news items, four to a row from medium screens, each to its event', async ({
  page,
}) => {
  await page.goto('/');
  const cards = section(page, 'News & Events').getByRole('article');
  await expect(cards).toHaveCount(4);
  const hrefs = await cards
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(NEWEST_FOUR.map((id) => `/event-details/${id}`));
  const tops = new Set(
    await Promise.all((await cards.all()).map(async (card) => (await card.boundingBox())!.y)),
  );
  expect(tops.size).toBe(isPhone(page) ? 4 : 1);
});

test(
  'when the news cannot be read, the strip is left out without a message; the rest stands',
  { tag: SHARED_STATE },
  async ({ page }) => {
    await setFault({ match: '/news/api/web/NewsEvents', mode: 'error', status: 503 });
    await resetSite();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'What We Do' })).toBeVisible();
    await expect(section(page, 'What We Do').getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'News & Events' })).toHaveCount(0);
    await expect(page.getByText(/^Error:/)).toHaveCount(0);
    await clearFaults();
    await resetSite();
  },
);

test('fits the screen without sideways scrolling, and every image arrives (a screenshot is kept)', async ({
  page,
}, testInfo) => {
  await page.goto('/', { waitUntil: 'load' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  // Images load lazily as a patient scrolls: each is brought into view and must arrive, so the
  // picture shows them.
  for (const image of await page.locator('img:visible').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  const shot = await page.screenshot({ fullPage: true });
  await testInfo.attach(`home-${testInfo.project.name}`, { body: shot, contentType: 'image/png' });
  // Kept beside the run's other artifacts, under a name that says what it shows.
  await page.screenshot({
    fullPage: true,
    path: `test-results/screenshots/home-${testInfo.project.name}.png`,
  });
});
