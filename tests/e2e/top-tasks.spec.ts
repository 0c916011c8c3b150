import { expect, test, type Page } from './test';
import { consultantFacts } from '../../sandbox/data/consultants';
import { branchPlace, listBranches } from '../../domain/branches';
import { daysToNextSitting, sittingDays, sitsToday } from '../../domain/sittingDays';
import { todayInPakistan } from '../../components/forms/requestFormRules';
import { axeViolations, SITE_ORIGIN, touched } from './support';

/**
 * A patient's top tasks (issue 19): calling, the emergency numbers, and booking from a doctor, on
 * a 390 px phone and a 1366 px desktop.
 */

const HELPLINE = { name: /\(042\) 111 223 377/, href: 'tel:042111223377' };
const tel = (phone: string) => `tel:${phone.replace(/\D/g, '')}`;

/** One page of each kind: group, branch, list, profile, form, lab, pharmacy, info, not found. */
const PAGE_KINDS = [
  '/',
  '/dhabranch',
  '/OurDoctors',
  `/consultant/${consultantFacts.fullRecordId}`,
  '/appointment',
  '/labreports',
  '/Medicines',
  '/emergency',
  '/no-such-page',
];

const SCREENS = [
  {
    name: 'phone',
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
  {
    name: 'desktop',
    use: { viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false },
  },
] as const;

const actionBar = (page: Page) => page.getByRole('navigation', { name: 'Call or book' });

for (const screen of SCREENS) {
  test.describe(`on a ${screen.use.viewport.width} px ${screen.name}`, () => {
    test.use(screen.use);

    for (const path of PAGE_KINDS) {
      test(`${path}: the helpline and Emergency are on the first screen, menu closed`, async ({
        page,
      }) => {
        await page.goto(path);
        const header = page.getByRole('banner');
        const helpline = header.getByRole('link', { name: HELPLINE.name });
        await expect(helpline).toHaveAttribute('href', HELPLINE.href);
        await expect(helpline).toBeInViewport();
        const emergency = header.getByRole('link', { name: /Emergency/ });
        await expect(emergency).toHaveAttribute('href', '/emergency');
        await expect(emergency).toBeInViewport();
      });
    }

    test("/emergency: every branch's emergency and ambulance lines, address and directions", async ({
      page,
    }) => {
      await page.goto('/emergency');
      const numbers = page.getByRole('region', { name: 'Call your nearest branch, day or night' });
      const cards = numbers.getByRole('listitem');
      await expect(cards).toHaveCount(listBranches().length);
      for (const [index, branch] of listBranches().entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading')).toHaveText(branchPlace(branch));
        await expect(card.getByRole('link', { name: /^Emergency/ })).toHaveAttribute(
          'href',
          tel(branch.emergencyPhone),
        );
        await expect(card.getByRole('link', { name: /^Ambulance/ })).toHaveAttribute(
          'href',
          tel(branch.ambulancePhone),
        );
        await expect(card).toContainText(branch.address);
        await expect(card.getByRole('link', { name: /^Directions/ })).toHaveAttribute(
          'href',
          branch.mapUrl,
        );
      }
      // The first number is on the first screen, before any text about the service.
      await expect(cards.first().getByRole('link', { name: /^Emergency/ })).toBeInViewport();
    });

    test("a tap on a card's booking link opens the form for that doctor", async ({ page }) => {
      await page.goto('/dhaconsultant');
      const card = page.getByRole('main').getByRole('article').first();
      const name = await card.getByRole('heading').innerText();
      const book = card.getByRole('link', { name: `Book an appointment with ${name}` });
      // Button-sized (44 px), and above the card's own link: a tap books, not the profile.
      expect((await book.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      if (screen.use.hasTouch) await book.tap();
      else await book.click();
      await expect(page).toHaveURL(/\/appointment\?branch=DHA&consultant=/);
      await expect(page.getByLabel('What is the appointment for? (optional)')).toHaveValue(
        `Appointment with ${name}`,
      );
    });

    test('Emergency, its numbers and the action bar pass axe', async ({ page }) => {
      await page.goto('/emergency');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

// Issue 40: /emergency listed only the branches' lines, never Rescue 1122.
for (const [locale, path, rescue] of [
  ['en', '/emergency', 'Call 1122'],
  ['ur', '/ur/emergency', '1122 پر کال کریں'],
] as const) {
  test(`${path} offers Rescue 1122 first, on the first screen of a phone (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize(SCREENS[0].use.viewport);
    await page.goto(path);
    const calls = page.getByRole('main').locator('a[href^="tel:"]');
    await expect(calls.first()).toHaveAttribute('href', 'tel:1122');
    await expect(calls.first()).toContainText(rescue);
    await expect(calls.first()).toBeInViewport({ ratio: 1 });
  });
}

test.describe('the phone action bar', () => {
  test.use(SCREENS[0].use);

  test('calls and books from every page, and covers nothing at the end of a page', async ({
    page,
  }) => {
    await page.goto('/dhabranch');
    const bar = actionBar(page);
    await expect(bar.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute(
      'href',
      HELPLINE.href,
    );
    await expect(bar.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute(
      'href',
      '/appointment',
    );
    await expect(bar).toBeInViewport();
    // At the very end of the page, the footer's last line is above the bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = page.getByRole('contentinfo').locator('p').last();
    await expect(lastLine).toBeInViewport();
    const barTop = (await bar.boundingBox())!.y;
    const last = (await lastLine.boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(barTop);
  });

  test('steps aside while the patient types, so the keyboard and the form keep the screen', async ({
    page,
  }) => {
    await page.goto('/appointment');
    await expect(actionBar(page)).toBeVisible();
    // Book would lead where the patient already is.
    await expect(actionBar(page).getByRole('link', { name: 'Book an appointment' })).toBeHidden();
    await page.getByLabel('Name').focus();
    await expect(actionBar(page)).toBeHidden();
  });
});

test.describe('on a desktop', () => {
  test.use(SCREENS[1].use);

  test('there is no action bar: the header holds the helpline and booking', async ({ page }) => {
    await page.goto('/');
    await expect(actionBar(page)).toBeHidden();
  });
});

/** A Tuesday in Pakistan. */
const TUESDAY = new Date('2026-11-24T10:00:00+05:00');

/** The cards of a list and the timing each shows (its first detail). */
async function cardsWithTimings(page: Page) {
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const timings = await cards.evaluateAll((articles) =>
    articles.map((article) => article.querySelector('dd')?.textContent ?? ''),
  );
  return { cards, timings };
}

test('the form shows the doctor chosen on a card, and puts their next sitting day in the date', async ({
  page,
}) => {
  await page.clock.setFixedTime(TUESDAY);
  await page.goto('/dhaconsultant');
  const { cards, timings } = await cardsWithTimings(page);
  const index = timings.findIndex((timing) => sittingDays(timing) !== null);
  const name = await cards.nth(index).getByRole('heading').innerText();
  // The browser's Tuesday is not the server's day, so the card may gain its "Sits today" line as
  // the page hydrates, moving its button (the cards above it name no days): press once it has.
  // Its scripts run at the first touch (issue 56), as a patient scrolling the list gives them.
  await touched(page);
  await expect(cards.nth(index).getByText('Sits today', { exact: true })).toHaveCount(
    sitsToday(timings[index], TUESDAY) ? 1 : 0,
  );
  await cards
    .nth(index)
    .getByRole('link', { name: `Book an appointment with ${name}` })
    .click();

  const chosen = page.getByRole('region', { name: `Your appointment with ${name}` });
  await expect(chosen).toContainText(`Timing: ${timings[index]}`);
  await expect(chosen).toContainText('DHA');
  const inDays = daysToNextSitting(timings[index], TUESDAY)!;
  await chosen.getByRole('button', { name: /^Choose / }).click();
  await expect(page.getByLabel('Preferred date')).toHaveValue(
    todayInPakistan(new Date(TUESDAY.getTime() + inDays * 24 * 60 * 60 * 1000)),
  );
  // The e-mail still names the doctor where the hospital's template reads it.
  await expect(page.getByLabel('What is the appointment for? (optional)')).toHaveValue(
    `Appointment with ${name}`,
  );
});

for (const [when, now] of [
  ['10:00', TUESDAY],
  ['19:30', new Date('2026-11-24T19:30:00+05:00')],
] as const) {
  test(`a card says "Sits today" when the consultant can still be seen today in Pakistan (Tuesday ${when})`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(now);
    await page.goto('/dhaconsultant');
    // Told by the page's scripts, from the phone's clock, once the patient touches the list.
    await touched(page);
    const { cards, timings } = await cardsWithTimings(page);
    const sitting = timings.map((timing) => sitsToday(timing, now));
    // The sample has both kinds on its first page, so the check can tell them apart.
    expect(sitting).toContain(true);
    expect(sitting).toContain(false);
    if (when === '19:30') {
      // Some sit on Tuesdays but have gone home by then: the hours, not only the day, decide.
      const gone = timings.filter(
        (timing) => sittingDays(timing)?.includes(2) && !sitsToday(timing, now),
      );
      expect(gone.length).toBeGreaterThan(0);
    }
    for (const [index, sits] of sitting.entries()) {
      await expect(cards.nth(index).getByText('Sits today', { exact: true })).toHaveCount(
        sits ? 1 : 0,
      );
    }
  });
}

// Every page kind the sitemap lists is held to 360 px on the walk of every page kind
// (tests/e2e/every-page-kind.spec.ts); here, the addresses it does not list.
test.describe('at 360 px, the narrowest phone the site is held to', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('no page scrolls sideways: the lab pages and the not-found page', async ({ page }) => {
    const wide: string[] = [];
    for (const path of ['/labreports', '/LabReportAS', '/no-such-page']) {
      await page.goto(`${SITE_ORIGIN}${path}`);
      // Measured at once: the galleries' cards are still sliding in from beside the grid.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) wide.push(`${path}: ${width} px`);
    }
    expect(wide).toEqual([]);
  });
});
