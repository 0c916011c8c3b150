import { expect, test, type Page } from './test';
import { messagesIn } from '../../domain/messages/catalogues';
import { hydrated } from './support';

/**
 * The pharmacy as patients expect (issue 54), on the phone project's 375 px screen: the cart and
 * its count at the top of the catalogue in both languages, one tap from the cart at the end of
 * the list; and a medicine's name typed in Urdu script finds it.
 */

const LANGUAGES = [
  { prefix: '', text: messagesIn('en') },
  { prefix: '/ur', text: messagesIn('ur') },
] as const;

const main = (page: Page) => page.getByRole('main');

// The jump to the cart lands at once, so where it lands is where it stays.
test.use({ reducedMotion: 'reduce' });

for (const { prefix, text } of LANGUAGES) {
  test(`${prefix}/Medicines: the cart's count shows on screen as a medicine is added, and one tap shows the cart`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/Medicines`);
    const bar = page.locator('.pharmacy-bar');
    // On the first screen, before anything is in the cart: "Cart (0)", not yet a link.
    await expect(bar).toHaveText(`${text.cart.link} (0)`);
    await expect(bar).toBeInViewport();

    const add = main(page)
      .getByRole('article')
      .first()
      .getByRole('button', { name: text.cart.addToCart });
    await hydrated(add);
    await add.tap();

    // Where the patient is, whatever the tap scrolled: no scrolling back up.
    const cartLink = page.getByRole('link', { name: `${text.cart.link} (1)`, exact: true });
    await expect(cartLink).toBeInViewport();
    await expect(cartLink).toHaveAttribute('href', '#cart');

    await cartLink.tap();
    const heading = main(page).getByRole('heading', { name: text.cart.heading });
    await expect(heading).toBeInViewport();
    // Below the bar that stays at the top, not under it.
    const barBox = (await bar.boundingBox())!;
    const headingBox = (await heading.boundingBox())!;
    expect(headingBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
  });
}

test('/ur/Medicines?search=پیناڈول finds Panadol', async ({ page }) => {
  await page.goto(`/ur/Medicines?search=${encodeURIComponent('پیناڈول')}`);
  const first = main(page).getByRole('article').first();
  await expect(first.getByRole('heading')).toContainText('Panadol');
});
