import { existsSync } from 'node:fs';
import { register } from 'node:module';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BUILD_DIR } from './domain/buildDir.mjs';
import { DESKTOP_ONLY, PHONE_ONLY, SHARED_STATE } from './tests/e2e/tags';
import { TEST_SERVER_SETTINGS } from './tests/support/testServer';

// Before any spec is loaded: the specs import the site's catalogues as the build does, without an
// import attribute (tests/support/jsonModules.mjs).
register('./tests/support/jsonModules.mjs', import.meta.url);

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Not the demo's 4010, so that the tests run beside a running demo (issue 42). The forms' e-mail
// origin is built into the browser bundle (NEXT_PUBLIC_EMAILJS_ORIGIN,
// components/forms/emailService.ts): `npm run build:e2e` builds it with this port.
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4110);

// Debian's Chromium where present (see scripts/ensure-test-tools.sh); otherwise Playwright's own.
// Its headless shell first, the browser Playwright itself runs headless tests in: the same engine
// on less processor time (docs/testing.md, "The browser the end-to-end tests run in", says how much
// and where it differs).
const executablePath = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((path): path is string => Boolean(path && existsSync(path)));

/** The specs that run at desktop width as well as on a phone. */
const DESKTOP_SPECS = [
  'navigation.spec.ts',
  'footer.spec.ts',
  'home.spec.ts',
  'group-pages.spec.ts',
  'routes.spec.ts',
  'accessibility.spec.ts',
  'branch-pages.spec.ts',
];

const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The phone: most patients use a mid-range Android phone; 375 px is the narrowest the site is held to. */
const PHONE = { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions };
/** The site's shell and pages of every kind are also checked on a desktop screen. */
const DESKTOP = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions,
};

const SHARED = new RegExp(SHARED_STATE);

export default defineConfig({
  testDir: 'tests/e2e',
  // Two at once, one a core: a little quicker than one (issue 55: the walk of every page kind 248 →
  // 219 s; one worker's Chromium and the site already keep both cores busy). What cannot share the
  // machine with another test (a ratio of processor times, presses that race hydration) is tagged
  // SHARED_STATE and runs alone, after all the others.
  workers: 2,
  fullyParallel: true,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failure is told by its error context (the page's aria snapshot) and a screenshot, which
    // tests/e2e/test.ts takes of a failed test alone: Playwright's own 'only-on-failure' took one
    // of every test (0.2 s each, a kept tab's to be reset) and kept the failures'. A trace recorded
    // for every test cost a tenth of the suite's time.
    trace: 'off',
    screenshot: 'off',
    // The offline service worker would answer pages from its cache; only its own spec lets it in
    // (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
    // One tab a worker, kept from test to test and reset between them (tests/e2e/test.ts): a new
    // one for each test cost its renderer process, cold code and axe-core compiled anew, about a
    // second a test (issue 55: the suite 46 → 30 min).
    reuseContext: true,
  },
  // Tests tagged SHARED_STATE (tests/e2e/tags.ts) change or read what every test shares: the
  // sandbox's faults and outbox, the site's caches. They run once all others have, one at a time.
  projects: [
    { name: 'phone', use: PHONE, grepInvert: new RegExp(`${DESKTOP_ONLY}|${SHARED_STATE}`) },
    {
      name: 'desktop',
      use: DESKTOP,
      testMatch: DESKTOP_SPECS,
      grepInvert: new RegExp(`${PHONE_ONLY}|${SHARED_STATE}`),
    },
    {
      name: 'phone, shared state',
      use: PHONE,
      grep: SHARED,
      grepInvert: new RegExp(DESKTOP_ONLY),
      workers: 1,
      dependencies: ['phone', 'desktop'],
    },
    {
      name: 'desktop, shared state',
      use: DESKTOP,
      testMatch: DESKTOP_SPECS,
      grep: SHARED,
      grepInvert: new RegExp(PHONE_ONLY),
      workers: 1,
      dependencies: ['phone, shared state'],
    },
  ],
  webServer: {
    command: 'npx tsx scripts/serve.ts',
    url: `http://127.0.0.1:${PORT}/api/graphql?query=%7Bok%7D`,
    env: {
      PORT: String(PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      SITE_URL: `http://127.0.0.1:${PORT}`,
      // The build `npm run build:e2e` made, beside the demo's (domain/buildDir.mjs).
      NEXT_DIST_DIR: E2E_BUILD_DIR,
      // Short freshness, test controls, one trusted proxy, an open gate (tests/support/testServer.ts).
      ...TEST_SERVER_SETTINGS,
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
