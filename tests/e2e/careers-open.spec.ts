import { expect, test, type Locator, type Page } from './test';
import { careers } from '../../sandbox/data/careers-feed';
import { jobOpenness } from '@/domain/jobDeadlines';
import { messagesIn } from '@/domain/messages/catalogues';
import { pakistanDate } from '@/components/ui/pakistanTime';
import type { Locale } from '@/domain/locales';

/**
 * Issue 54: careers say what is open (each open job until when; closed ones left out, issue 40), an
 * Urdu page says the posting itself is English, and in right-to-left cards English names and
 * titles start at the right, with card pictures shown whole (no word of a banner cut).
 */

const main = (page: Page) => page.getByRole('main');
const jobLink = (id: number) => `a[href$="/careers/${id}"]`;

/** Each job's standing now, by the one rule, from the sample feed as it is sent. */
const standing = () =>
  careers.map((job) => ({ job, openness: jobOpenness(job.applicatioN_DEADLINE, new Date()) }));

/** What a card says of an open job, in the page's language. */
function openLine(locale: Locale, openness: ReturnType<typeof jobOpenness>): string {
  const text = messagesIn(locale).careers;
  if (openness.state !== 'open') return text.openUntilFilled;
  const date = pakistanDate(`${openness.until}T00:00:00+05:00`, locale)!;
  return text.openUntil.replace('{date}', date);
}

for (const locale of ['en', 'ur'] as const) {
  const prefix = locale === 'ur' ? '/ur' : '';
  const text = messagesIn(locale).careers;

  test(`${locale}: the open jobs are listed, each open until a day or until filled; the closed ones are left out`, async ({
    page,
  }) => {
    const all = standing();
    const open = all.filter(({ openness }) => openness.state !== 'closed');
    const closed = all.filter(({ openness }) => openness.state === 'closed');
    // The sample has jobs of all three kinds, so each wording is seen.
    expect(open.some(({ openness }) => openness.state === 'open')).toBe(true);
    expect(open.some(({ openness }) => openness.state === 'untilFilled')).toBe(true);
    expect(closed.length).toBeGreaterThan(0);

    await page.goto(`${prefix}/careers`);
    const openGroup = main(page).getByRole('region', { name: text.openGroup });
    await expect(openGroup.getByRole('article')).toHaveCount(open.length);
    for (const { job, openness } of open) {
      const card = openGroup
        .getByRole('article')
        .filter({ has: page.locator(jobLink(job.joB_ID)) });
      await expect(card).toContainText(openLine(locale, openness));
      await expect(card).not.toContainText(text.closed);
    }
    // Every card on the page is in that group: no closed job is listed (issue 40).
    await expect(main(page).getByRole('article')).toHaveCount(open.length);
    for (const { job } of closed)
      await expect(main(page).locator(jobLink(job.joB_ID))).toHaveCount(0);
    // Apply Now is on no card: the list is for choosing, a job's own page for applying.
    await expect(main(page).getByRole('link', { name: text.applyNow })).toHaveCount(0);
  });
}

test('Urdu pages say the postings are in English, and mark them so; a job without a deadline is open until filled', async ({
  page,
}) => {
  const ur = messagesIn('ur').careers;
  await page.goto('/ur/careers');
  await expect(page.getByText(ur.postingsInEnglish)).toBeVisible();

  const untilFilled = standing().find(({ openness }) => openness.state === 'untilFilled')!.job;
  await page.goto(`/ur/careers/${untilFilled.joB_ID}`);
  await expect(page.getByText(ur.postingInEnglish)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  await expect(main(page).locator('.cms-html').first()).toHaveAttribute('lang', 'en');
  const details = page.getByRole('complementary', { name: ur.details });
  await expect(details).toContainText(ur.openUntilFilled);
  await expect(details.getByRole('link', { name: ur.applyNow })).toBeVisible();

  // In English no such line, and "Open until filled" where "N/A" stood.
  const en = messagesIn('en').careers;
  await page.goto(`/careers/${untilFilled.joB_ID}`);
  await expect(page.getByText(en.postingInEnglish)).toHaveCount(0);
  const deadline = page.getByRole('complementary', { name: en.details }).locator('dl > div', {
    hasText: en.deadline,
  });
  await expect(deadline.locator('dd')).toHaveText(en.openUntilFilled);
});

/**
 * How far, in px, the farthest line of a heading's text stops short of the heading's right edge:
 * 0 when each line starts at the right, as Urdu does.
 */
const shortOfRight = (heading: Locator) =>
  heading.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const right = element.getBoundingClientRect().right;
    const lines = [...range.getClientRects()].filter((line) => line.width > 0);
    return Math.max(...lines.map((line) => right - line.right));
  });

test('on Urdu pages an English name or job title starts at the right of its card', async ({
  page,
}) => {
  await page.goto('/ur/OurDoctors?name=عائشہ');
  const doctor = main(page).getByRole('article').first().getByRole('heading', { level: 3 });
  await expect(doctor).toHaveAttribute('lang', 'en');
  expect(await shortOfRight(doctor)).toBeLessThanOrEqual(1);

  await page.goto('/ur/careers');
  const job = main(page).getByRole('article').first().getByRole('heading', { level: 3 });
  await expect(job).toHaveAttribute('lang', 'en');
  expect(await shortOfRight(job)).toBeLessThanOrEqual(1);
});

test('a card shows its whole picture, so no word of a titled banner is cut, and its title fits', async ({
  page,
}) => {
  for (const path of ['/services', '/ur/careers']) {
    await page.goto(path);
    const pictures = main(page).locator('article.card-row img');
    expect(await pictures.count()).toBeGreaterThan(0);
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      // Drawn with object-fit: cover, the picture is cropped unless its box has its own shape.
      const [shown, own] = await picture.evaluate((image: HTMLImageElement) => [
        image.clientWidth / image.clientHeight,
        image.naturalWidth / image.naturalHeight,
      ]);
      expect(Math.abs(shown! - own!) / own!).toBeLessThan(0.03);
    }
    for (const title of await main(page).locator('article.card-row :is(h2, h3)').all()) {
      expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      );
    }
  }
});
