import { expect, test, type Page } from './test';
import { careerFacts, careers } from '../../sandbox/data/careers-feed';
import { galleryFacts } from '../../sandbox/data/gallery-feed';
import { hydrated } from './support';
import { isClosed } from '@/domain/jobDeadlines';

/**
 * Careers and the press gallery with its lightbox (spec 001 §2), as a browser shows them; what
 * their HTML says is read without one (tests/deploy/careersGallery.test.ts).
 */

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('careers', () => {
  // By the one rule (tests/e2e/careers-open.spec.ts shows the open and closed groups).
  const openJobs = careers.filter((job) => !isClosed(job.applicatioN_DEADLINE, new Date()));

  test('the list shows each open job with its title, branch, department, type and picture', async ({
    page,
  }) => {
    await page.goto('/careers');
    const cards = main(page).getByRole('region', { name: 'Open positions' }).getByRole('article');
    await expect(cards).toHaveCount(openJobs.length);
    const [job] = openJobs;
    const card = cards.filter({ has: page.locator(`a[href="/careers/${job!.joB_ID}"]`) });
    await expect(card.getByRole('link')).toHaveText(job!.joB_TITLE);
    await expect(card).toContainText(job!.department);
    await expect(card).toContainText(job!.joB_TYPE);
    await expect(card.locator('img')).toHaveCount(1);
  });

  test('an open job has its details, in Pakistan time, and Apply Now writes to the careers mailbox', async ({
    page,
  }) => {
    const job = careers.find((record) => record.joB_ID === careerFacts.nullDeadlineIds[0])!;
    await page.goto(`/careers/${job.joB_ID}`);
    await expect(h1(page)).toHaveText(job.joB_TITLE);
    await expect(
      main(page).getByText(`${job.department} Department`, { exact: true }),
    ).toBeVisible();
    const details = page.getByRole('complementary', { name: 'Job Details' });
    for (const term of [
      'Department',
      'Location',
      'Job Type',
      'Number of Positions',
      'Salary Range',
      'Application Deadline',
      'Expected Start Date',
    ]) {
      await expect(details.getByText(term, { exact: true })).toBeVisible();
    }
    await expect(main(page).getByRole('heading', { name: 'Skills Requirements' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Job Description' })).toBeVisible();
    await expect(details).toContainText('Please attach your resume as a PDF file.');
    const apply = details.getByRole('link', { name: 'Apply Now' });
    const href = (await apply.getAttribute('href'))!;
    expect(href).toMatch(/^mailto:careers@/);
    const query = new URLSearchParams(href.split('?')[1]);
    expect(query.get('subject')).toBe(`Application for ${job.joB_TITLE}`);
    expect(href).toContain(`subject=${encodeURIComponent(`Application for ${job.joB_TITLE}`)}`);
    expect(query.get('body')).toContain(job.joB_TITLE);
  });
});

test.describe('a press gallery', () => {
  const gallery = galleryFacts.ids[1]!;
  const count = galleryFacts.itemCountById[gallery]!;
  const dialog = (page: Page) => page.getByRole('dialog');
  /**
   * The photos, once the lightbox around them has hydrated: a press before opens the full-size
   * picture itself, the page's answer without JavaScript (and a lost press on a busy machine).
   */
  const photosOf = async (page: Page) => {
    const photos = main(page).getByRole('listitem').getByRole('link');
    await hydrated(main(page).locator('div:has(> ul [data-photo])').first());
    return photos;
  };

  test('shows its name and description, or the defaults', async ({ page }) => {
    await page.goto(`/pressdetails/${galleryFacts.nullNameId}`);
    await expect(h1(page)).toHaveText('Gallery');
    await page.goto(`/pressdetails/${galleryFacts.nullDescriptionId}`);
    await expect(main(page).getByText('No description available.')).toBeVisible();
  });

  test('opens a photo in the lightbox by mouse, wraps around, closes, and loads the full size only then', async ({
    page,
  }) => {
    const large: string[] = [];
    page.on('request', (request) => {
      if (
        request.url().includes('/_next/image') &&
        /[?&]w=(1080|1200|1920|2048|3840)\b/.test(request.url())
      ) {
        large.push(request.url());
      }
    });
    await page.goto(`/pressdetails/${gallery}`);
    const photos = await photosOf(page);
    await expect(photos).toHaveCount(count);
    await page.waitForLoadState('load');
    expect(large).toEqual([]);

    await photos.nth(count - 1).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAccessibleName(`Photo ${count} of ${count}`);
    await expect.poll(() => large.length).toBeGreaterThan(0);
    await dialog(page).getByRole('button', { name: 'Next photo' }).click();
    await expect(dialog(page)).toHaveAccessibleName(`Photo 1 of ${count}`);
    await dialog(page).getByRole('button', { name: 'Previous photo' }).click();
    await expect(dialog(page)).toHaveAccessibleName(`Photo ${count} of ${count}`);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(photos.nth(count - 1)).toBeFocused();
  });

  test('works by keyboard: Enter opens, arrows move, Escape closes, focus stays inside and comes back', async ({
    page,
  }) => {
    await page.goto(`/pressdetails/${gallery}`);
    const photos = await photosOf(page);
    await photos.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveAccessibleName(`Photo 2 of ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect(dialog(page)).toHaveAccessibleName(`Photo 3 of ${count}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog(page)).toHaveAccessibleName(`Photo 1 of ${count}`);
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(
        await dialog(page).evaluate((element) => element.contains(document.activeElement)),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(photos.nth(1)).toBeFocused();
  });

  test('a swipe of more than 150 px moves on; a shorter one does not', async ({ page }) => {
    await page.goto(`/pressdetails/${gallery}`);
    await (await photosOf(page)).first().click();
    const box = (await dialog(page).boundingBox())!;
    const y = box.y + box.height / 2;
    const swipe = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y, { steps: 5 });
      await page.mouse.up();
    };
    const middle = box.x + box.width / 2;
    await swipe(middle + 60, middle - 60);
    await expect(dialog(page)).toHaveAccessibleName(`Photo 1 of ${count}`);
    await swipe(middle + 100, middle - 100);
    await expect(dialog(page)).toHaveAccessibleName(`Photo 2 of ${count}`);
    await swipe(middle - 100, middle + 100);
    await expect(dialog(page)).toHaveAccessibleName(`Photo 1 of ${count}`);
  });
});
