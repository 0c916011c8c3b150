import { expect, test, type Locator, type Page } from './test';
import { BRANCH_IDS, getBranch, listBranches, type BranchId } from '../../domain/branches';
import { messagesIn } from '../../domain/messages/catalogues';
import { distanceKm, nearestFirst, shownKm, type GeoPoint } from '../../domain/nearestBranches';
import { consultantFacts } from '../../sandbox/data/consultants';
import { localePath, type Locale } from '@/domain/locales';

/**
 * Nearest help first (issue 54): with the patient's permission, asked on a tap and never on
 * arrival, /emergency, /branches and a doctor's page put the nearest branch first, in the browser
 * alone; refused or without geolocation, the order stays. The position is in no request.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PLACES: { name: string; position: GeoPoint; nearest: BranchId }[] = [
  { name: 'Lahore DHA', position: { latitude: 31.47, longitude: 74.41 }, nearest: 'DHA' },
  {
    name: 'Allama Iqbal Town',
    position: { latitude: 31.51, longitude: 74.29 },
    nearest: 'ALLAMA_IQBAL_TOWN',
  },
  { name: 'Islamabad', position: { latitude: 33.69, longitude: 73.05 }, nearest: 'BAHRIA_ENCLAVE' },
];

const tel = (phone: string) => `tel:${phone.replace(/\D/g, '')}`;
const text = (locale: Locale) => messagesIn(locale).nearest;

/** The region of the emergency numbers, named by its heading in the page's language. */
const emergencyNumbers = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: messagesIn(locale).phones.nearest });

/**
 * A patient's tap on the control as soon as it shows. Before the page's scripts have run it is
 * the tap that starts them (server/scriptsOnFirstTouch.ts), made on a button still disabled,
 * which answers it once they have (components/ui/useStartingTap.ts).
 */
async function tapAsItShows(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  await control.page().touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** The branches' order as the list shows it now. */
const shownOrder = (list: Locator) =>
  list.locator('li[data-branch]').evaluateAll((items) => items.map((item) => item.dataset.branch));

/**
 * Every request the page makes, its address and body, from before it is opened; and how many
 * times the page asked for the position. The position must be in none of them.
 */
async function watch(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    sent.push(decodeURIComponent(request.url()), request.postData() ?? '');
  });
  await page.addInitScript(() => {
    const geolocation = navigator.geolocation as Geolocation | undefined;
    if (!geolocation) return;
    const ask = geolocation.getCurrentPosition.bind(geolocation);
    Object.assign(window, { positionAsked: 0 });
    geolocation.getCurrentPosition = (...args) => {
      (window as unknown as { positionAsked: number }).positionAsked += 1;
      ask(...args);
    };
  });
  return {
    asked: () =>
      page.evaluate(() => (window as unknown as { positionAsked: number }).positionAsked),
    expectPositionUnsent(position: GeoPoint) {
      for (const digits of [String(position.latitude), String(position.longitude)]) {
        expect(sent.filter((line) => line.includes(digits))).toEqual([]);
      }
    },
  };
}

for (const place of PLACES) {
  test.describe(`from ${place.name}, location allowed`, () => {
    test.use({ geolocation: place.position, permissions: ['geolocation'] });
    const order = nearestFirst(listBranches(), place.position).map(({ place: b }) => b.id);

    test('the emergency numbers, the branch list and a doctor put the nearest first', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      expect(order[0]).toBe(place.nearest);
      const watching = await watch(page);
      const nearest = getBranch(place.nearest);

      for (const locale of ['en', 'ur'] as const) {
        await page.goto(localePath('/emergency', locale));
        const numbers = emergencyNumbers(page, locale);
        // Nothing asked on arrival: the usual order, the same for everyone.
        expect(await shownOrder(numbers)).toEqual([...BRANCH_IDS]);
        const button = numbers.getByRole('button', { name: text(locale).show });
        if (locale === 'en') {
          // Tapped before the page's scripts run, the button waiting for them still disabled:
          // the tap starts them, and is answered once they have.
          await expect(button).toBeDisabled();
          await tapAsItShows(button);
        } else {
          // By keyboard: its first key starts the page's scripts. Live, and still nothing asked:
          // the question waits for the patient. The focus stays on the button, above the list
          // it reordered.
          await page.keyboard.press('Tab');
          await expect(button).toBeEnabled();
          expect(await watching.asked()).toBe(0);
          await button.focus();
          await page.keyboard.press('Enter');
        }
        await expect.poll(() => shownOrder(numbers)).toEqual(order);
        const first = numbers.getByRole('listitem').first();
        await expect(first.locator('a[href^="tel:"]').first()).toHaveAttribute(
          'href',
          tel(nearest.emergencyPhone),
        );
        await expect(
          first.getByRole('link', { name: messagesIn(locale).phones.directions }),
        ).toHaveAttribute('href', nearest.mapUrl);
        await expect(numbers.getByRole('status')).toContainText(
          locale === 'ur' ? nearest.urdu.displayName : nearest.displayName,
        );
        if (locale === 'ur') await expect(button).toBeFocused();
        expect(await watching.asked()).toBe(1);
      }

      await page.goto('/branches');
      const list = page.getByRole('main');
      expect(await shownOrder(list)).toEqual([...BRANCH_IDS]);
      await tapAsItShows(list.getByRole('button', { name: text('en').show }));
      await expect.poll(() => shownOrder(list)).toEqual(order);
      await expect(list.getByRole('article').first().getByRole('heading')).toHaveText(
        nearest.displayName,
      );

      // Dr. Ayesha Khan sits at DHA: how far it is from here.
      await page.goto(`/consultant/${consultantFacts.fullRecordId}`);
      const where = page.getByRole('region', { name: text('en').doctorBranches });
      await tapAsItShows(where.getByRole('button', { name: text('en').showOne }));
      const km = shownKm(distanceKm(place.position, getBranch('DHA').position));
      await expect(where.getByRole('listitem')).toContainText(`${km} km from you`);

      watching.expectPositionUnsent(place.position);
    });
  });
}

test('location refused: the order stays and the page says why, in both languages', async ({
  page,
  context,
}) => {
  // The patient says no: granting nothing refuses every permission (Chromium's grantPermissions).
  await context.grantPermissions([]);
  const watching = await watch(page);
  for (const locale of ['en', 'ur'] as const) {
    await page.goto(localePath('/emergency', locale));
    const numbers = emergencyNumbers(page, locale);
    await tapAsItShows(numbers.getByRole('button', { name: text(locale).show }));
    await expect(numbers.getByRole('status')).toHaveText(text(locale).denied);
    expect(await shownOrder(numbers)).toEqual([...BRANCH_IDS]);
  }
  await page.goto('/branches');
  await tapAsItShows(page.getByRole('button', { name: text('en').show }));
  await expect(page.getByRole('status').filter({ hasText: text('en').denied })).toBeVisible();
  expect(await shownOrder(page.getByRole('main'))).toEqual([...BRANCH_IDS]);
  expect(await watching.asked()).toBe(1);
});

test('a browser without geolocation: the order stays, nothing breaks', async ({ page }) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { geolocation?: Geolocation }).geolocation;
  });
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  for (const locale of ['en', 'ur'] as const) {
    await page.goto(localePath('/emergency', locale));
    const numbers = emergencyNumbers(page, locale);
    await tapAsItShows(numbers.getByRole('button', { name: text(locale).show }));
    await expect(numbers.getByRole('status')).toHaveText(text(locale).unavailable);
    expect(await shownOrder(numbers)).toEqual([...BRANCH_IDS]);
  }
  expect(errors).toEqual([]);
});
