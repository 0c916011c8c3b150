import { expect, test, type Locator, type Page } from './test';
import { countRequests, settled, touched } from './support';

/** The branch page carousels of spec 000 §2 and §9. */

const carousel = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** How many cards lie wholly inside the carousel's frame. */
async function cardsShown(frame: Locator): Promise<number> {
  return frame.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.querySelectorAll('.swiper-slide')].filter((slide) => {
      const card = slide.getBoundingClientRect();
      return card.left >= box.left - 1 && card.right <= box.right + 1 && card.width > 0;
    }).length;
  });
}

/** The carousels once they have started, which they do once the patient touches the page. */
async function started(page: Page): Promise<void> {
  await touched(page);
  await expect(page.locator('.carousel.carousel-started')).toHaveCount(2);
}

// [viewport width, departments shown, doctors shown]
const WIDTHS: [number, number, number][] = [
  [1280, 4, 4],
  [1025, 4, 4],
  [1024, 3, 3],
  [769, 3, 3],
  [768, 2, 3],
  [601, 2, 3],
  [600, 2, 2],
  [481, 2, 2],
  [480, 1, 1],
  [375, 1, 1],
];

// Before the carousels start, what each width shows is the style sheet's alone: one page without
// scripts, resized to each width, reads them all. Once started, a carousel lays itself out for
// the width it starts at: a page opened at each (the worker's kept tab, issue 55: two new
// browser contexts a width cost 4.4 s of the suite's 75 s here).
test('without JavaScript, each width shows its number of departments and doctors', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.setViewportSize({ width: WIDTHS[0]![0], height: 900 });
  await page.goto('/dhabranch');
  for (const [width, departments, doctors] of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(
      {
        departments: await cardsShown(carousel(page, 'Featured Departments')),
        doctors: await cardsShown(carousel(page, 'Meet Our Doctors')),
      },
      `${width} px`,
    ).toEqual({ departments, doctors });
  }
  await context.close();
});

for (const [width, departments, doctors] of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`shows ${departments} departments and ${doctors} doctors once the carousels start`, async ({
      page,
    }) => {
      await page.goto('/dhabranch');
      await started(page);
      expect(await cardsShown(carousel(page, 'Featured Departments')), 'departments').toBe(
        departments,
      );
      expect(await cardsShown(carousel(page, 'Meet Our Doctors')), 'doctors').toBe(doctors);
    });
  });
}

test('nothing moves when the carousel starts', async ({ page }) => {
  // The page as served is measured first, styled and with its fonts in, while its scripts are
  // held: measured as soon as the slide was in the document, it was sometimes still unstyled.
  let release!: () => void;
  const measured = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await measured;
    await route.continue();
  });
  await page.goto('/dhabranch', { waitUntil: 'commit' });
  const frame = carousel(page, 'Meet Our Doctors');
  await frame.locator('.swiper-slide').first().waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
      (link) => link.sheet,
    ),
  );
  await page.evaluate(() => document.fonts.ready);
  const before = await frame.locator('.swiper-slide').first().boundingBox();
  release();
  await started(page);
  const after = await frame.locator('.swiper-slide').first().boundingBox();
  expect(after).toEqual(before);
});

test('the arrows step one card at a time, 500 ms a step, and loop at either end', async ({
  page,
}) => {
  await page.goto('/dhabranch');
  await started(page);
  const root = page.locator('#meet-our-doctors');
  const active = () => root.locator('.swiper-slide-active').getAttribute('aria-label');
  await expect(root.locator('.swiper-slide-active')).toHaveAttribute('aria-label', '1 of 12');
  // Swiper sets the step's duration on the track as it moves, then takes it off again.
  await root.locator('.swiper-wrapper').evaluate((wrapper) => {
    const seen: string[] = [];
    (window as unknown as { durations: string[] }).durations = seen;
    new MutationObserver(() =>
      seen.push((wrapper as HTMLElement).style.transitionDuration),
    ).observe(wrapper, { attributes: true, attributeFilter: ['style'] });
  });
  await root.getByRole('button', { name: 'Next slide' }).click();
  await expect.poll(active).toBe('2 of 12');
  expect(
    await page.evaluate(() => (window as unknown as { durations: string[] }).durations),
  ).toContain('500ms');
  // Swiper takes no step while one is under way: the next waits until its duration is taken off.
  const stepped = () =>
    expect
      .poll(() =>
        root
          .locator('.swiper-wrapper')
          .evaluate((wrapper) => (wrapper as HTMLElement).style.transitionDuration),
      )
      .toBe('0ms');
  await stepped();
  await root.getByRole('button', { name: 'Previous slide' }).click();
  await expect.poll(active).toBe('1 of 12');
  await stepped();
  await root.getByRole('button', { name: 'Previous slide' }).click();
  await expect.poll(active).toBe('12 of 12');
});

test('a dot for each card leads to it', async ({ page }) => {
  await page.goto('/dhabranch');
  await started(page);
  const root = page.locator('#meet-our-doctors');
  const dots = root.getByRole('button', { name: /^Go to slide \d+$/ });
  await expect(dots).toHaveCount(12);
  await dots.nth(4).click();
  await expect(root.locator('.swiper-slide-active')).toHaveAttribute('aria-label', '5 of 12');
});

test('on a 390 px phone its dots stay on one line, the current one among them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dhabranch');
  await started(page);
  for (const id of ['#featured-departments', '#meet-our-doctors']) {
    const dots = page.locator(`${id} .carousel-dots`);
    const tops = await dots
      .getByRole('button')
      .evaluateAll((buttons) => new Set(buttons.map((b) => b.getBoundingClientRect().top)).size);
    expect(tops, id).toBe(1);
    const frame = (await dots.boundingBox())!;
    expect(frame.width, id).toBeLessThan(390 - 2 * 44);
    const current = (await dots.locator('.swiper-pagination-bullet-active').boundingBox())!;
    expect(current.x, id).toBeGreaterThanOrEqual(frame.x);
    expect(current.x + current.width, id).toBeLessThanOrEqual(frame.x + frame.width);
  }
});

test('the keyboard moves it: arrow keys, and Tab onto a hidden card brings it into view', async ({
  page,
}) => {
  await page.goto('/dhabranch');
  await started(page);
  const root = page.locator('#meet-our-doctors');
  await root.scrollIntoViewIfNeeded();
  await root.getByRole('button', { name: 'Next slide' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(root.locator('.swiper-slide-active')).toHaveAttribute('aria-label', '2 of 12');
  const lastCard = root.locator('.swiper-slide[aria-label="12 of 12"]').getByRole('link');
  await lastCard.focus();
  await expect(lastCard).toBeInViewport();
});

test('a swipe moves it', async ({ page }) => {
  await page.goto('/dhabranch');
  await started(page);
  const root = page.locator('#meet-our-doctors');
  await root.scrollIntoViewIfNeeded();
  const box = (await root.locator('.swiper').boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.1, y, { steps: 10 });
  await page.mouse.up();
  await expect(root.locator('.swiper-slide-active')).not.toHaveAttribute('aria-label', '1 of 12');
});

test("Swiper's code loads only on pages with a carousel, after the page has loaded", async ({
  page,
}) => {
  const swiperChunks: { url: string; at: number }[] = [];
  let loadedAt = 0;
  page.on('load', () => {
    loadedAt = Date.now();
  });
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('swiper-slide-active'))
      swiperChunks.push({ url: response.url(), at: Date.now() });
  });
  const requests = countRequests(page);
  await page.goto('/history');
  await settled(page, requests);
  expect(swiperChunks).toEqual([]);

  await page.goto('/dhabranch');
  await started(page);
  // Its body is read after the response arrives.
  await expect.poll(() => swiperChunks.length).toBeGreaterThan(0);
  for (const chunk of swiperChunks) expect(chunk.at).toBeGreaterThanOrEqual(loadedAt);
});
