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

test('a sign-up is sent as a form, the field clears at once and a toast confirms it', async ({
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

  const toast = page.getByRole('alert').filter({ hasText: 'Email sent successfully!' });
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
  const toast = page.getByRole('alert').filter({ hasText: 'Email sent successfully!' });
  await expect(toast).toBeVisible();
  await expect(page.locator('.Toastify__toast-container--top-right')).toContainText(
    'Email sent successfully!',
  );
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
