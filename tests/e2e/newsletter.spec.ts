import { expect, test } from '@playwright/test';
import { SANDBOX_EMAILJS_ACCOUNT } from '../../sandbox/emailjs';
import { clearFaults, clearOutbox, readOutbox, setFault } from './support';

test.beforeEach(async ({ page }) => {
  await clearOutbox();
  // The group footer carries the sign-up on every page but the branch and consultant lists.
  await page.goto('/history');
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
});
test.afterEach(clearFaults);

const emailField = (page: import('@playwright/test').Page) => page.getByPlaceholder('Your Email');

/** Issue 40: the toast confirms the subscription, not that an e-mail was sent. */
const SUBSCRIBED = 'You are subscribed to our newsletter. Thank you!';

test('a sign-up is sent as a form, the field clears at once and a toast confirms the subscription', async ({
  page,
}) => {
  await expect(page.getByRole('heading', { name: 'Subscribe to our newsletter' })).toBeVisible();
  await expect(
    page.getByText(
      'Sign up for our newsletter so you can find out the latest innovation, development, and news from the hospital',
    ),
  ).toBeVisible();
  await emailField(page).fill('reader@example.com');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(emailField(page)).toHaveValue('');

  const toast = page.getByRole('alert').filter({ hasText: SUBSCRIBED });
  await expect(toast).toBeVisible();
  expect(await readOutbox()).toEqual([
    expect.objectContaining({
      endpoint: 'send-form',
      templateId: SANDBOX_EMAILJS_ACCOUNT.templates.newsletter,
      params: { user_email: 'reader@example.com' },
    }),
  ]);
});

test("the toasts are the specification's: top-right, 5000 ms, paused while hovered", async ({
  page,
}) => {
  await emailField(page).fill('reader@example.com');
  await page.getByRole('button', { name: 'Send' }).click();
  const toast = page.getByRole('alert').filter({ hasText: SUBSCRIBED });
  await expect(toast).toBeVisible();
  await expect(page.locator('.Toastify__toast-container--top-right')).toContainText(SUBSCRIBED);
  const progress = page.locator('.Toastify__progress-bar');
  await expect(progress).toHaveCSS('animation-duration', '5s');
  await toast.hover();
  await expect(progress).toHaveCSS('animation-play-state', 'paused');
});

test('a failing e-mail service gives the failure toast, and the field is cleared all the same', async ({
  page,
}) => {
  await setFault({ match: '/emailjs/', mode: 'error', status: 500 });
  await emailField(page).fill('reader@example.com');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(emailField(page)).toHaveValue('');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to send email.' })).toBeVisible();
  expect(await readOutbox()).toEqual([]);
});

test('the browser refuses an address that is not one, and nothing is sent', async ({ page }) => {
  await emailField(page).fill('not-an-address');
  await page.getByRole('button', { name: 'Send' }).click();
  expect(await emailField(page).evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(
    false,
  );
  await expect(emailField(page)).toHaveValue('not-an-address');
  expect(await readOutbox()).toEqual([]);
});

test('on an Urdu page the address is written left to right, and the toast confirms the subscription in Urdu', async ({
  page,
}) => {
  await page.goto('/ur/history');
  const field = page.getByPlaceholder('آپ کی ای میل');
  await expect(page.getByRole('button', { name: 'بھیجیں' })).toBeEnabled();
  // Issue 40: `ali@` showed as `@ali` in the right-to-left page.
  await expect(field).toHaveAttribute('dir', 'ltr');
  await expect(field).toHaveAttribute('inputmode', 'email');
  await expect(field).toHaveAttribute('autocomplete', 'email');
  await field.pressSequentially('ali@');
  const shown = await field.evaluate(
    (input: HTMLInputElement) => getComputedStyle(input).direction,
  );
  expect(shown).toBe('ltr');
  await field.pressSequentially('example.com');
  await page.getByRole('button', { name: 'بھیجیں' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'آپ نے ہمارا نیوز لیٹر سبسکرائب کر لیا ہے۔ شکریہ!' }),
  ).toBeVisible();
  expect(await readOutbox()).toEqual([
    expect.objectContaining({ params: { user_email: 'ali@example.com' } }),
  ]);
});
