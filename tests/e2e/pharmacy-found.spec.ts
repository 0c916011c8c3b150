import { expect, test, type Page } from './test';
import { messagesIn } from '@/domain/messages/catalogues';
import { hydrated, menuToggle } from './support';

/**
 * The pharmacy can be found (issue 32): from the phone menu and the footer in both languages, and
 * by what a medicine treats or a name a letter off.
 */

test.use({ viewport: { width: 390, height: 844 } });

const LANGUAGES = [
  { home: '/', catalogue: '/Medicines', text: messagesIn('en') },
  { home: '/ur', catalogue: '/ur/Medicines', text: messagesIn('ur') },
] as const;

const cards = (page: Page) => page.getByRole('main').getByRole('article');

test.beforeEach(async ({ page }) => {
  // The footer's embedded map is a third-party frame; the tests reach no host but loopback.
  await page.route(/^https:\/\/maps\.google\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Map</title>' }),
  );
});

for (const { home, catalogue, text } of LANGUAGES) {
  test(`the phone menu on ${home} leads to the pharmacy in its language`, async ({ page }) => {
    await page.goto(home);
    const nav = page.getByRole('navigation', { name: text.site.mainNav });
    // The Menu toggle is a native disclosure: a tap needs no scripts (issue 42).
    await menuToggle(nav, text.site.menu).click();
    const link = nav.getByRole('link', { name: text.site.pharmacy, exact: true });
    await expect(link).toBeInViewport();
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === catalogue);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.catalogue.heading);
  });

  test(`the footer on ${home} leads to the pharmacy in its language`, async ({ page }) => {
    await page.goto(home);
    const link = page
      .getByRole('contentinfo')
      .getByRole('link', { name: text.site.onlinePharmacy, exact: true });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === catalogue);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.catalogue.heading);
  });
}

test('a search for "fever" shows Panadol, and "panadool" finds Panadol', async ({ page }) => {
  await page.goto('/Medicines');
  const box = page.getByRole('main').getByPlaceholder('Search medicines by name...');
  await hydrated(box);
  await box.fill('fever');
  await expect(page).toHaveURL(/\?search=fever$/);
  await expect(cards(page).first()).toContainText('Panadol');
  // Paracetamol first: twelve of the fever medicines, the rest behind 'Show All'.
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByRole('link', { name: 'Show All Medicines' })).toBeVisible();

  await box.fill('panadool');
  await expect(page).toHaveURL(/\?search=panadool$/);
  await expect(cards(page).first()).toContainText('Panadol');
  await expect(cards(page).filter({ hasNotText: 'Panadol' })).toHaveCount(0);
});

test('"بخار" on the Urdu catalogue, served without a script, shows the fever medicines', async ({
  page,
}) => {
  await page.goto(`/ur/Medicines?search=${encodeURIComponent('بخار')}`);
  await expect(cards(page).first()).toContainText('Panadol');
});
