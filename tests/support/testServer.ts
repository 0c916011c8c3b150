import { OPEN_GATE } from '../../scripts/cluster';

/**
 * How the site the tests run against is set, apart from its ports and addresses: the end-to-end
 * tests' server (playwright.config.ts) and the built site the deploy tests start
 * (tests/deploy/site.ts).
 */
export const TEST_SERVER_SETTINGS = {
  // Short freshness and breaker cooldown, so failure tests run in seconds.
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
};
