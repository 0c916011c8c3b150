import { expect, test } from '@playwright/test';
import { clearFaults, setFault } from './support';

test.afterEach(clearFaults);

// Only this file touches the enclave host, so its cache is cold here.
test('a list whose upstream fails shows the specified message, not a 500 page', async ({
  page,
}) => {
  await setFault({ match: '/enclave/', mode: 'error', status: 500 });
  const response = await page.goto('/bahriainclaveconsultant');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('alert').filter({ hasText: 'Error:' })).toHaveText(
    'Error: Failed to fetch data',
  );
  // The hero stays, so the patient can still call the branch.
  await expect(page.getByRole('link', { name: /^Call / })).toBeVisible();
});
