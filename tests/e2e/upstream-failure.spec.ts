import { expect, test } from '@playwright/test';
import { consultantFacts } from '../../sandbox/data/consultants';
import { cards, clearFaults, setFault } from './support';

test.afterEach(clearFaults);

test('a list whose upstream fails is still served from the last good copy', async ({ page }) => {
  await page.goto('/bahriainclaveconsultant');
  const before = await cards(page).count();
  expect(before).toBeGreaterThan(0);

  await setFault({ match: '/enclave/', mode: 'error', status: 500 });
  // The e2e server keeps feeds fresh for 2 s (playwright.config.ts); after that it must refresh.
  await page.waitForTimeout(2500);
  const response = await page.reload();
  expect(response?.status()).toBe(200);
  await expect(cards(page)).toHaveCount(before);
});

// No other end-to-end test opens this consultant, so nothing is cached for it.
test('a page whose upstream fails with nothing cached shows the specified message, not a 500', async ({
  page,
}) => {
  await setFault({ match: '/main/api/web/ConsultantsIDS', mode: 'error', status: 500 });
  const response = await page.goto(`/consultant/${consultantFacts.highestId}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('alert').filter({ hasText: 'Error:' })).toHaveText(
    'Error: Failed to fetch consultant details',
  );
});
