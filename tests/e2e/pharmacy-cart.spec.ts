import { expect, test, type Page } from './test';
import { DELIVERY } from '../../domain/delivery';
import { messagesIn } from '../../domain/messages/catalogues';
import { MEDICINES } from '../../sandbox/data/medicines';
import type { PayProOrder } from '../../sandbox/paypro';
import { SANDBOX_ORIGIN, hydrated } from './support';
import { SHARED_STATE } from './tags';

/**
 * The pharmacy's cart (issue 40): Add to Cart on a card adds rather than opening the medicine;
 * several medicines and quantities, kept on the phone, paid for in one order priced by the
 * server; mobile required and e-mail optional; the delivery's fee and time; a prescription notice;
 * and an Urdu reader kept in Urdu by the search and by the gateway's return.
 */

test.use({ viewport: { width: 390, height: 844 } });

const en = messagesIn('en');
const ur = messagesIn('ur');
const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => main(page).getByRole('article');
const cart = (page: Page, text = en) => main(page).getByRole('region', { name: text.cart.heading });
/** The cart's medicines (its first list; the prescription notice has its own). */
const cartLines = (page: Page, text = en) =>
  cart(page, text).getByRole('list').first().getByRole('listitem');
/** A medicine's name as the site sets it inside a sentence: isolated, for either direction. */
const isolated = (name: string) => `\u2068${name}\u2069`;

const priced = (generic: string) =>
  MEDICINES.find(
    (record) => record.genericName === generic && Number(record.unitPrice) > 0 && record.tradeName,
  )!;
const PANADOL = priced('Paracetamol');
const INSULIN = priced('Insulin Glargine');
const paisa = (record: typeof PANADOL) => Math.round(Number(record.unitPrice) * 100);
const rupees = (amount: number) =>
  amount.toLocaleString('en-PK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function payproOrders(): Promise<PayProOrder[]> {
  return (await (await fetch(`${SANDBOX_ORIGIN}/__paypro`)).json()) as PayProOrder[];
}

/** Adds a medicine from its page, `more` units beyond the first. */
async function addFromPage(page: Page, record: typeof PANADOL, more = 0, prefix = '') {
  await page.goto(`${prefix}/medicine/${record.itemId}`);
  const add = main(page).getByRole('button', { name: prefix ? ur.cart.addToCart : 'Add to Cart' });
  await hydrated(add);
  const text = prefix ? ur : en;
  for (let count = 0; count < more; count += 1) {
    await main(page).getByRole('button', { name: text.payment.panel.more, exact: true }).tap();
  }
  await add.tap();
  await expect(cart(page, text)).toBeVisible();
}

test('Add to Cart on a card adds the medicine and stays on the list; the cart keeps several', async ({
  page,
}) => {
  await page.goto('/Medicines');
  const first = cards(page).nth(0);
  const second = cards(page).nth(1);
  const firstName = (await first.getByRole('heading').innerText()).trim();
  const secondName = (await second.getByRole('heading').innerText()).trim();
  const add = first.getByRole('button', { name: 'Add to Cart' });
  await hydrated(add);
  await add.tap();
  await expect(page).toHaveURL((url) => url.pathname === '/Medicines');
  await expect(first.getByRole('status')).toContainText('Added to your cart.');
  await second.getByRole('button', { name: 'Add to Cart' }).tap();
  await first.getByRole('button', { name: 'Add to Cart' }).tap();

  const region = cart(page);
  await expect(cartLines(page)).toHaveCount(2);
  await expect(region).toContainText(firstName);
  await expect(region).toContainText(secondName);
  await expect(
    region.getByRole('group', { name: `Quantity of ${isolated(firstName)}` }),
  ).toContainText('2');
  await expect(region).toContainText(
    `Delivered to your address within ${DELIVERY.workingDays} working days. Delivery is Rs. ${rupees(DELIVERY.feeRupees)} an order`,
  );

  // Kept on the phone: there after a reload.
  await page.reload();
  await expect(cartLines(page)).toHaveCount(2);
  await cartLines(page)
    .filter({ has: page.getByRole('link', { name: secondName, exact: true }) })
    .getByRole('button', { name: 'Remove' })
    .tap();
  await expect(cartLines(page)).toHaveCount(1);
});

test(
  "one payment for the whole cart at the catalogue's prices, without an e-mail; a prescription medicine says so",
  { tag: SHARED_STATE },
  async ({ page }) => {
    const before = (await payproOrders()).length;
    await addFromPage(page, PANADOL, 2);
    // Insulin needs a prescription: its page says so before it is added.
    await page.goto(`/medicine/${INSULIN.itemId}`);
    await expect(main(page).getByRole('note')).toContainText(en.cart.prescriptionMedicine);
    await addFromPage(page, INSULIN);

    const region = cart(page);
    await expect(cartLines(page)).toHaveCount(2);
    const note = region.getByRole('note');
    await expect(note).toContainText(en.cart.prescriptionCart);
    await expect(note).toContainText(INSULIN.tradeName.trim());
    await expect(note).not.toContainText(PANADOL.tradeName.trim());
    const total = paisa(PANADOL) * 3 + paisa(INSULIN) + DELIVERY.feeRupees * 100;
    await expect(region.getByTestId('cart-total')).toHaveText(`Rs. ${rupees(total / 100)}`);

    await region.getByRole('button', { name: en.cart.checkout }).tap();
    const form = region.getByRole('form', { name: 'Your details' });
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Email (optional)')).toBeVisible();

    // Errors on submit, summarised and linked; the e-mail is not among them; nothing typed is lost.
    await form.getByLabel('Full Name').fill('Ayesha Khan');
    await form.getByRole('button', { name: 'Proceed to Payment' }).tap();
    const summary = form.getByRole('alert');
    await expect(summary.getByRole('link')).toHaveText([
      'Mobile Number is required',
      'Address is required',
    ]);
    await expect(form.getByLabel('Full Name')).toHaveValue('Ayesha Khan');
    await summary.getByRole('link', { name: 'Mobile Number is required' }).tap();
    await expect(form.getByLabel('Mobile Number')).toBeFocused();
    expect(await payproOrders()).toHaveLength(before);

    await form.getByLabel('Mobile Number').fill('0300-1234567');
    await form.getByLabel('Address').fill('12 Main Boulevard, DHA Phase 5, Lahore');
    await form.getByRole('button', { name: 'Proceed to Payment' }).tap();
    await expect(page).toHaveURL(new RegExp(`^${SANDBOX_ORIGIN}/paypro/pay/\\d+\\?callback_url=`));

    const orders = await payproOrders();
    expect(orders).toHaveLength(before + 1);
    const order = orders.at(-1)!;
    expect(order.amount).toBe((total / 100).toFixed(2));
    expect(order.lines.map((line) => [line.item, line.quantity])).toEqual([
      [PANADOL.tradeName.trim(), 3],
      [INSULIN.tradeName.trim(), 1],
      ['Delivery', 1],
    ]);
    expect(order.customer.email).toBe('');

    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/payment\/status\?order=FH-\d+&proof=[\w-]+$/);
    await expect(main(page).getByRole('status')).toContainText(en.payment.status.PAID);
    // Paid: the cart is emptied, on the phone, as the page arrives, before any touch of it
    // (its scripts start on arrival: domain/pageScripts.ts).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('fh-cart'))).toBe('[]');
    await page.goto('/Medicines');
    await hydrated(cards(page).first().getByRole('button', { name: 'Add to Cart' }));
    await expect(cart(page)).toHaveCount(0);
  },
);

test(
  'a price changed on the phone is not what is paid: the server prices the order',
  { tag: SHARED_STATE },
  async ({ page }) => {
    await page.goto('/Medicines');
    await page.evaluate(
      ([id, name]) =>
        localStorage.setItem(
          'fh-cart',
          JSON.stringify([{ id, tradeName: name, unitPrice: 1, quantity: 2, prescription: false }]),
        ),
      [String(INSULIN.itemId), INSULIN.tradeName] as const,
    );
    await page.reload();
    const region = cart(page);
    await region.getByRole('button', { name: en.cart.checkout }).tap();
    const form = region.getByRole('form', { name: 'Your details' });
    await form.getByLabel('Full Name').fill('Bilal Ahmed');
    await form.getByLabel('Mobile Number').fill('+92 321 7654321');
    await form.getByLabel('Address').fill('House 4, Street 9, F-7/2, Islamabad');
    await form.getByRole('button', { name: 'Proceed to Payment' }).tap();
    await expect(page).toHaveURL(new RegExp(`^${SANDBOX_ORIGIN}/paypro/pay/`));
    const order = (await payproOrders()).at(-1)!;
    expect(order.amount).toBe(((paisa(INSULIN) * 2 + DELIVERY.feeRupees * 100) / 100).toFixed(2));
  },
);

test('a prescription medicine is marked on its card', async ({ page }) => {
  await page.goto(`/Medicines?search=${encodeURIComponent(INSULIN.tradeName.trim())}`);
  await expect(cards(page).first()).toContainText(en.cart.prescriptionBadge);
  await page.goto(`/Medicines?search=${encodeURIComponent(PANADOL.tradeName.trim())}`);
  await expect(cards(page).first()).not.toContainText(en.cart.prescriptionBadge);
});

test.describe('an Urdu reader', () => {
  test('stays in Urdu when searching the catalogue', async ({ page }) => {
    await page.goto('/ur/Medicines');
    const box = main(page).getByRole('searchbox');
    await hydrated(box);
    await box.fill('panadol');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/ur/Medicines' && url.search === '?search=panadol',
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ur.catalogue.heading);
  });

  test('comes back from the gateway to the Urdu status page', async ({ page }) => {
    await addFromPage(page, PANADOL, 0, '/ur');
    const region = cart(page, ur);
    await expect(region).toContainText(ur.cart.delivery);
    await region.getByRole('button', { name: ur.cart.checkout }).tap();
    const form = region.getByRole('form', { name: ur.payment.panel.yourDetails });
    await form.getByLabel(ur.payment.panel.fullName).fill('عائشہ خان');
    await form.getByLabel(ur.payment.panel.mobile).fill('03001234567');
    await form.getByLabel(ur.payment.panel.address).fill('12 مین بلیوارڈ، لاہور');
    await form.getByRole('button', { name: ur.payment.panel.proceed }).tap();
    await expect(page).toHaveURL(new RegExp(`^${SANDBOX_ORIGIN}/paypro/pay/`));
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/ur\/payment\/status\?order=FH-\d+&proof=[\w-]+$/);
    await expect(main(page).getByRole('status')).toContainText(ur.payment.status.PAID);
  });
});
