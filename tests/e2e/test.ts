import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Browser, BrowserContext, Locator, Page, Response, Route } from '@playwright/test';

/**
 * The end-to-end tests' `test`. Each worker keeps one browser tab for all its tests
 * (playwright.config.ts: `reuseContext`), which Playwright resets between them: it closes other
 * tabs, goes to about:blank, clears cookies, the HTTP cache, every visited origin's local and
 * session storage, IndexedDB and service workers, and removes routes, init scripts, bindings and
 * the clock (tests/e2e/reuse.spec.ts shows each). What its documentation says it leaves as a test
 * set it, the context's extra headers, offline state, permissions and geolocation, is set back
 * here to what the test's options give, so that no test is another's client, offline or located.
 */
export const test = base.extend<{ contextOptionsRestored: void; failureScreenshot: void }>({
  contextOptionsRestored: [
    async ({ context, extraHTTPHeaders, offline, permissions, geolocation }, use) => {
      await use();
      await context.setExtraHTTPHeaders(extraHTTPHeaders ?? {});
      await context.setOffline(offline ?? false);
      await context.clearPermissions();
      if (permissions?.length) await context.grantPermissions(permissions);
      await context.setGeolocation(geolocation ?? null);
    },
    { auto: true },
  ],
  /** A failed test's page as it was, attached to its report (playwright.config.ts says why here). */
  failureScreenshot: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      const path = testInfo.outputPath('test-failed-1.png');
      if (await page.screenshot({ path, timeout: 5_000 }).catch(() => null)) {
        await testInfo.attach('screenshot', { path, contentType: 'image/png' });
      }
    },
    { auto: true },
  ],
});
