import { expect, test, type Browser, type Page } from './test';
import { GROUP, telHref } from '@/content/group';
import { messagesIn } from '@/domain/messages/catalogues';
import { MEDICINES } from '@/sandbox/data/medicines';
import { PARALLEL_INDEX, SANDBOX_ORIGIN, hydrated } from './support';

/**
 * The payment's way back carries its own proof (issue 54): on Android a bank's app often returns
 * the patient to another browser than the one they shopped in. The gateway's return address,
 * opened in a browser with no cookie of the order, shows its status, number, medicines and the
 * pharmacy's number; the same address with a forged proof shows the number the patient holds and
 * whom to call, nothing else of the order.
 */

const PHONE = { width: 390, height: 844 };
/**
 * Each browser a client of its own, new each run: payments and status checks are limited per
 * client. The worker's index is in the address: two workers' RUN may be the same.
 */
const RUN = Date.now() % 250;
const client = (n: number) => ({ 'x-forwarded-for': `198.${51 + PARALLEL_INDEX}.${RUN}.${n}` });
test.use({ viewport: PHONE, extraHTTPHeaders: client(1) });

const main = (page: Page) => page.getByRole('main');
const PANADOL = MEDICINES.find(
  (record) =>
    record.genericName === 'Paracetamol' && Number(record.unitPrice) > 0 && record.tradeName,
)!;
const NAME = PANADOL.tradeName.trim();

/** Pays for two units of Panadol in this browser, in its language; answers where it came back to. */
async function payHere(page: Page, prefix: '' | '/ur'): Promise<string> {
  const text = messagesIn(prefix ? 'ur' : 'en');
  await page.goto(`${prefix}/medicine/${PANADOL.itemId}`);
  const add = main(page).getByRole('button', { name: text.cart.addToCart });
  await hydrated(add);
  await main(page).getByRole('button', { name: text.payment.panel.more, exact: true }).tap();
  await add.tap();
  const cart = main(page).getByRole('region', { name: text.cart.heading });
  await cart.getByRole('button', { name: text.cart.checkout }).tap();
  const form = cart.getByRole('form', { name: text.payment.panel.yourDetails });
  await form.getByLabel(text.payment.panel.fullName).fill('Ayesha Khan');
  await form.getByLabel(text.payment.panel.mobile).fill('0300-1234567');
  await form.getByLabel(text.payment.panel.address).fill('12 Main Boulevard, Lahore');
  await form.getByRole('button', { name: text.payment.panel.proceed }).tap();
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX_ORIGIN}/paypro/pay/`));
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(
    new RegExp(`${prefix}/payment/status\\?order=FH-\\d+&proof=[\\w-]+$`),
  );
  return page.url();
}

/** A phone's browser of its own: none of the first one's cookies or storage. */
async function anotherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: client(2) });
  expect(await context.cookies()).toEqual([]);
  return context.newPage();
}

for (const [language, prefix] of [
  ['English', ''],
  ['Urdu', '/ur'],
] as const) {
  test(`${language}: the way back shows the order in another browser; a forged proof, only its number`, async ({
    page,
    browser,
  }, testInfo) => {
    const text = messagesIn(prefix ? 'ur' : 'en');
    const back = await payHere(page, prefix);
    const orderNumber = new URL(back).searchParams.get('order')!;

    const other = await anotherBrowser(browser);
    try {
      await other.goto(back);
      const status = main(other).getByRole('status');
      await expect(status).toContainText(text.payment.status.PAID);
      await expect(status).toContainText(orderNumber);
      const ordered = main(other).getByRole('region', { name: text.payment.panel.ordered });
      await expect(ordered.getByRole('listitem')).toHaveText([
        `${NAME} — ${text.payment.panel.quantity}: 2`,
      ]);
      await expect(ordered.locator('bdi[lang="en"]')).toHaveText(NAME);
      await expect(main(other).getByTestId('pharmacy-phone')).toHaveAttribute(
        'href',
        telHref(GROUP.phone),
      );
      await other.screenshot({ path: testInfo.outputPath(`way-back-${language}.png`) });

      // A proof altered by one letter: the number the patient holds and whom to call, no more.
      const forged = new URL(back);
      const proof = forged.searchParams.get('proof')!;
      forged.searchParams.set('proof', (proof[0] === 'A' ? 'B' : 'A') + proof.slice(1));
      await other.goto(forged.toString());
      await expect(main(other)).toContainText(text.payment.status.notConfirmed);
      await expect(main(other).locator('bdi[lang="en"]')).toHaveText(orderNumber);
      await expect(main(other).getByTestId('pharmacy-phone')).toBeVisible();
      await expect(main(other).getByRole('status')).toHaveCount(0);
      await expect(main(other)).not.toContainText(NAME);
      await expect(main(other)).not.toContainText(text.payment.status.PAID);
      await other.screenshot({ path: testInfo.outputPath(`way-back-forged-${language}.png`) });
    } finally {
      await other.context().close();
    }
  });
}
