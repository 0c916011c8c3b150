import { expect, test, type Page } from './test';
import { announcementFacts, announcements } from '../../sandbox/data/announcements-feed';
import { eventFacts, newsEvents } from '../../sandbox/data/news-feed';
import { clearFaults, clearOutbox, readOutbox, resetSite, setFault } from './support';
import { SHARED_STATE } from './tags';

/**
 * News and events, the press release and gallery pages, and announcements (spec 000, 001 §2), as a
 * browser shows them; what their HTML says is read without one (tests/deploy/newsNotices.test.ts).
 */

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('news and events', () => {
  test('an event shows its headline, picture and story', async ({ page }) => {
    const [item] = newsEvents;
    await page.goto(`/event-details/${item!.nevenT_ID}`);
    await expect(h1(page)).toHaveText(item!.news);
    await expect(main(page).getByRole('img').first()).toHaveAttribute('alt', item!.news);
  });

  test("a photo in an event's story keeps the box the story declares once it has loaded", async ({
    page,
  }) => {
    // The editor declared 600 x 375; the file is 3:2 (sandbox/images.ts). Held to the file's
    // proportions, the photo grew as it arrived and moved everything below it (issue 42).
    await page.goto(`/event-details/${newsEvents[0]!.nevenT_ID}`);
    const photo = main(page).getByRole('img', { name: 'Event photograph' });
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    const { natural, box } = await photo.evaluate((image: HTMLImageElement) => ({
      natural: image.naturalWidth / image.naturalHeight,
      box: image.getBoundingClientRect(),
    }));
    expect(natural, "the file's own proportions differ from the declared ones").not.toBeCloseTo(
      600 / 375,
      1,
    );
    expect(Math.abs(box.height - (box.width * 375) / 600)).toBeLessThanOrEqual(1);
  });

  test(
    'an event whose address fails says "Failed to fetch event details"',
    { tag: SHARED_STATE },
    async ({ page }) => {
      // With nothing cached, no list can stand in for the event's own address.
      await setFault({ match: '/events/web/NewsEvents', mode: 'error', status: 503 });
      await resetSite();
      await page.goto(`/event-details/${newsEvents[0]!.nevenT_ID}`);
      await expect(main(page)).toContainText('Error: Failed to fetch event details');
      await clearFaults();
      await resetSite();
    },
  );

  test('the Press Release page lists the events, newest first, each to its page', async ({
    page,
  }) => {
    await page.goto('/more');
    await expect(h1(page)).toHaveText('Press Release');
    const hrefs = await main(page)
      .getByRole('article')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(eventFacts.idsDescending.map((id) => `/event-details/${id}`));
  });

  test('the News & Events page shows the galleries, entering with seven effects in turn', async ({
    page,
  }) => {
    await page.goto('/pressrelease');
    await expect(h1(page)).toHaveText('News & Events');
    const cards = main(page).locator('li.entrance');
    await expect(cards).toHaveCount(12);
    const effects = await cards.evaluateAll((items) =>
      items.map((item) => getComputedStyle(item).getPropertyValue('--entrance-from')),
    );
    expect(new Set(effects).size).toBe(7);
    expect(effects[7]).toBe(effects[0]);
    expect(await cards.first().evaluate((item) => getComputedStyle(item).animationName)).toBe(
      'entrance',
    );
  });

  test('with reduced motion the gallery cards simply appear', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/pressrelease');
    const card = main(page).locator('li.entrance').first();
    expect(await card.evaluate((item) => getComputedStyle(item).animationName)).toBe('none');
  });

  test('its newsletter box subscribes for real', { tag: SHARED_STATE }, async ({ page }) => {
    await clearOutbox();
    await page.goto('/pressrelease');
    const box = main(page).getByRole('region', { name: 'Get our news by e-mail' });
    // Filled first, which starts the page's scripts: Send waits for them.
    await box.getByPlaceholder('Your Email').fill('press@example.com');
    await expect(box.getByRole('button', { name: 'Send' })).toBeEnabled();
    await box.getByRole('button', { name: 'Send' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'You are subscribed to our newsletter. Thank you!' }),
    ).toHaveCount(1);
    expect((await readOutbox()).map((message) => message.params.user_email)).toEqual([
      'press@example.com',
    ]);
  });
});

test.describe('announcements', () => {
  test('the list alternates light and dark rows, each cut at 150 characters, each to its page', async ({
    page,
  }) => {
    await page.goto('/announcements');
    const rows = main(page).getByRole('listitem');
    await expect(rows).toHaveCount(announcementFacts.total);
    const shades = await rows.evaluateAll((items) =>
      items.slice(0, 2).map((item) => getComputedStyle(item).backgroundColor),
    );
    expect(shades[0]).not.toBe(shades[1]);

    const long = announcements.find(
      (record) => record.announcemenT_ID === announcementFacts.longDetailIds[0],
    )!;
    const row = rows.filter({
      has: page.getByRole('link', { name: long.announcemenT_TITLE, exact: true }),
    });
    const preview = (await row.locator('p').last().textContent())!;
    expect(preview).toMatch(/\.\.\.$/);
    expect(preview.length).toBe(153);
    await expect(row.getByRole('link')).toHaveAttribute(
      'href',
      `/announcement/${long.announcemenT_ID}`,
    );
  });

  test('an announcement shows its hero, branch, category, details, event date in Pakistan time and picture', async ({
    page,
  }) => {
    const dated = announcements.find((record) => record.datE_OF_EVENT !== null)!;
    await page.goto(`/announcement/${dated.announcemenT_ID}`);
    await expect(h1(page)).toHaveText(dated.announcemenT_TITLE);
    const facts = main(page).locator('dl');
    await expect(facts).toContainText('Branch Name');
    await expect(facts).toContainText(dated.announcemenT_CATEGORY);
    const expected = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'Asia/Karachi',
    }).format(new Date(`${dated.datE_OF_EVENT!.slice(0, 19)}+05:00`));
    await expect(facts.locator('time')).toHaveText(expected);
    await expect(main(page).getByRole('heading', { name: 'Details' })).toBeVisible();
  });

  test('an outage is not "not found"', { tag: SHARED_STATE }, async ({ page }) => {
    await setFault({ match: '/main/api/web/Announcements', mode: 'error', status: 503 });
    await resetSite();
    await page.goto(`/announcement/${announcementFacts.ids[0]}`);
    await expect(main(page)).toContainText('Error: Failed to fetch announcement details');
    await expect(page.getByText('Announcement not found.')).toHaveCount(0);
    await clearFaults();
    await resetSite();
  });
});
