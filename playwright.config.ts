import { existsSync } from 'node:fs';
import { register } from 'node:module';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BUILD_DIR } from './domain/buildDir';
import { OPEN_GATE } from './scripts/cluster';
import { DESKTOP_ONLY } from './tests/e2e/tags';

// Before any spec is loaded: the specs import the site's catalogues as the build does, without an
// import attribute (tests/support/jsonModules.mjs).
register('./tests/support/jsonModules.mjs', import.meta.url);

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Not the demo's 4010, so that the tests run beside a running demo (issue 42). The forms' e-mail
// origin is built into the browser bundle (NEXT_PUBLIC_EMAILJS_ORIGIN,
// components/forms/emailService.ts): `npm run build:e2e` builds it with this port.
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4110);

// Debian's Chromium where present (see scripts/ensure-test-tools.sh); otherwise Playwright's own.
const executablePath = [
  process.env.CHROMIUM_PATH,
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

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recorded for every test, kept for a failure. It slows each step a little: off, a press on
    // a list's pager landed while the list grew at hydration (issue 42, now held by
    // steady-layout.spec.ts). The two longest specs, which press nothing before they have waited
    // for hydration, record none (accessibility.spec.ts, urdu-complete.spec.ts).
    trace: 'retain-on-failure',
    // The offline service worker would answer pages from its cache; only its own spec lets it in
    // (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    // Most patients use a mid-range Android phone; 375 px is the narrowest the site is held to.
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions },
      grepInvert: new RegExp(DESKTOP_ONLY),
    },
    // The site's shell and pages of every kind are also checked on a desktop screen.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      testMatch: DESKTOP_SPECS,
    },
  ],
  webServer: {
    command: 'npx tsx scripts/serve.ts',
    url: `http://127.0.0.1:${PORT}/api/graphql?query=%7Bok%7D`,
    // Short freshness and breaker cooldown, so failure tests run in seconds.
    env: {
      PORT: String(PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      SITE_URL: `http://127.0.0.1:${PORT}`,
      // The build `npm run build:e2e` made, beside the demo's (domain/buildDir.ts).
      NEXT_DIST_DIR: E2E_BUILD_DIR,
      UPSTREAM_FRESH_SECONDS: '2',
      UPSTREAM_BREAKER_COOLDOWN_MS: '1000',
      // POST /api/test-controls/reset: a failure scenario starts with nothing cached.
      ENABLE_TEST_CONTROLS: '1',
      // The tests play a proxy in front of the site: each names its own client in
      // X-Forwarded-For, so one test's rate limits are not another's (domain/clientAddress.ts).
      TRUSTED_PROXY_HOPS: '1',
      // A line per request would bury the server's own messages in the test output.
      LOG_REQUESTS: '0',
      // The tests ask as many visitors at once from one machine; a crowd's refusal is shown
      // apart (tests/unit/renderGate.test.ts, npm run bench:crowd).
      ...OPEN_GATE,
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
