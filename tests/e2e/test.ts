import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type {
  Browser,
  BrowserContext,
  CDPSession,
  Locator,
  Page,
  Response,
  Route,
} from '@playwright/test';

/**
 * The end-to-end tests' `test`. Each worker keeps one browser tab for all its tests
 * (playwright.config.ts: `reuseContext`), which Playwright resets between them: it closes other
 * tabs, goes to about:blank, clears cookies, the HTTP cache, every visited origin's local and
 * session storage, IndexedDB and service workers, and removes routes, init scripts, bindings and
 * the clock (tests/e2e/reuse.spec.ts shows each). What its documentation says it leaves as a test
 * set it, the context's extra headers, offline state, permissions and geolocation, is set back
 * here to what the test's options give, so that no test is another's client, offline or located;
 * a tab slowed through the DevTools protocol is not kept at all. A spec whose tests need a tab of
 * their own from the start says `test.use({ reuseContext: false })` (tests/e2e/offline.spec.ts).
 */
export const test = base.extend<{
  contextOptionsRestored: void;
  failureScreenshot: void;
  firstFrameDrawn: void;
}>({
  /**
   * Chromium's headless shell (playwright.config.ts) moves its mouse to 0,0 as a new tab draws its
   * first frame: one trusted `pointermove` of a mouse, which on a content page starts the scripts
   * a phone starts only at its first touch (server/scriptsOnFirstTouch.ts). The phone has no
   * mouse; so each new tab (one page in its history: a kept tab has had its tests') draws its
   * first frame on a blank document, where the move lands on nothing, before the test opens its
   * pages. The full browser sends no such move.
   */
  firstFrameDrawn: [
    async ({ page, javaScriptEnabled }, use) => {
      // Without scripts there are none to start, and no frame to wait for in the page.
      if (javaScriptEnabled !== false && (await page.evaluate(() => history.length)) === 1) {
        await page.goto('data:text/html,');
        await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(drawn)));
      }
      await use();
    },
    { auto: true },
  ],
  contextOptionsRestored: [
    async ({ context, extraHTTPHeaders, offline, permissions, geolocation }, use) => {
      // What a test sets through the DevTools protocol itself (a slowed processor or link)
      // outlasts its session and Playwright's reset: a tab it was set on is closed, and the next
      // test is given a new one.
      const newCDPSession = context.newCDPSession.bind(context);
      let protocolUsed = false;
      context.newCDPSession = (page) => {
        protocolUsed = true;
        return newCDPSession(page);
      };
      await use();
      if (protocolUsed) {
        await context.close();
        return;
      }
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
