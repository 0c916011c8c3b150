import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { auditServer } from 'graphql-http';
import { NO_SEARCH, searchKey } from '../../domain/listingSearch';
import { readSearchText } from '../../domain/searchText';
import { labFacts } from '../../sandbox/data/lab-reports';
import { SANDBOX_ORIGIN, SITE_ORIGIN } from './support';

const LAHORE = labFacts['lab-a'];
const API = `${SITE_ORIGIN}/api/graphql`;

const CREATE_PAYMENT = `mutation { createMedicinePayment(input: { medicineId: "1001", quantity: 1,
  customer: { name: "Ayesha Khan", mobile: "03001234567", email: "a@example.pk", address: "12 Main Boulevard, Lahore" } })
  { orderNumber paymentUrl } }`;
const READ_REPORTS = `query { labReports(lab: LAHORE, patientId: "${LAHORE.richPatientId}") { reports { id } } }`;

/**
 * What a page on another website tries, through the visitor's browser: every way a script can
 * reach the API. Each attempt reports what it could read.
 */
const ATTACK = `<!doctype html><meta charset="utf-8"><title>Win a prize</title><script>
const api = ${JSON.stringify(API)};
const attempt = (name, run) => run().then((text) => [name, 'read', text], (error) => [name, 'failed', String(error)]);
const post = (query, init = {}) => fetch(api, { method: 'POST', credentials: 'include',
  headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }), ...init }).then((r) => r.text());
window.results = Promise.all([
  attempt('payment', () => post(${JSON.stringify(CREATE_PAYMENT)})),
  attempt('reports', () => post(${JSON.stringify(READ_REPORTS)})),
  attempt('payment, simple request', () => fetch(api, { method: 'POST', mode: 'no-cors', credentials: 'include',
    headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ query: ${JSON.stringify(CREATE_PAYMENT)} }) }).then((r) => r.text())),
  attempt('reports over GET', () => fetch(api + '?query=' + encodeURIComponent(${JSON.stringify(READ_REPORTS)}),
    { credentials: 'include' }).then((r) => r.text())),
]);
</script>`;

test.describe('another website', () => {
  let attacker: Server;
  let attackerOrigin: string;

  test.beforeAll(async () => {
    attacker = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ATTACK);
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

  test('can neither start a payment nor read lab reports through a visitor’s browser', async ({
    page,
  }) => {
    const ordersBefore = await (await fetch(`${SANDBOX_ORIGIN}/__paypro`)).json();
    await fetch(`${SANDBOX_ORIGIN}/__requests`, { method: 'DELETE' });
    // The visitor has used the site before: it has whatever cookies the site sets.
    await page.goto('/Medicines');
    await page.goto(`${attackerOrigin}/`);
    const results = (await page.evaluate('window.results')) as [string, string, string][];

    for (const [name, outcome, text] of results) {
      // Nothing readable came back, and nothing the site answered holds a report or an order.
      expect(text, name).not.toMatch(/reports|orderNumber|paymentUrl/);
      if (outcome === 'read') expect(text, name).toBe('');
    }
    expect(await (await fetch(`${SANDBOX_ORIGIN}/__paypro`)).json()).toEqual(ordersBefore);
    const asked = (await (await fetch(`${SANDBOX_ORIGIN}/__requests`)).json()) as {
      path: string;
    }[];
    expect(asked.filter((entry) => /lab-a|paypro\/v2\/ppro\/co/.test(entry.path))).toEqual([]);
  });

  test('gets no CORS permission for the API, with or without credentials', async ({ request }) => {
    const preflight = await request.fetch(API, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:9',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers()['access-control-allow-credentials']).toBeUndefined();
  });
});

test.describe('headers', () => {
  const reportFile = `/LabReports/CombinedReport?PID=${LAHORE.richPatientId}&lab=LAHORE`;

  for (const path of [
    '/',
    '/dhabranch',
    '/api/graphql?query=%7Bok%7D',
    '/labreports',
    reportFile,
  ]) {
    test(`${path} carries the site's policy and no internal route`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      const policy = headers['content-security-policy'] ?? '';
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ]) {
        expect(policy, path).toContain(directive);
      }
      expect(policy).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+(;|$)/);
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      for (const name of Object.keys(headers)) {
        expect(name).not.toMatch(/^x-middleware|^x-nextjs-(rewritten|matched)/);
      }
      expect(JSON.stringify(headers)).not.toContain(String(LAHORE.richPatientId));
    });
  }

  test('a lab page allows only its own scripts, by nonce, and sends no referrer', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(`/labreports/${LAHORE.richPatientId}`);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toMatch(
      /script-src 'self' 'nonce-[^']+' 'strict-dynamic'/,
    );
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cache-control']).toBe('no-store');
    // The page's own scripts ran under the policy (Next's client runtime announces itself).
    await page.waitForFunction(() => 'next' in window);
    expect(violations).toEqual([]);
  });

  test('a report file sends no referrer', async ({ request }) => {
    const response = await request.get(reportFile, { maxRedirects: 0 });
    expect(response.headers()['referrer-policy']).toBe('no-referrer');
    expect(response.headers()['cache-control']).toBe('no-store');
  });

  for (const path of ['/', '/dhabranch', '/Medicines', '/api/graphql']) {
    test(`${path} runs under the policy without a violation`, async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/.test(message.text())) violations.push(message.text());
      });
      await page.goto(path);
      // The page's own scripts ran under the policy: GraphiQL's editor is drawn, or Next's client
      // runtime has announced itself.
      if (path === '/api/graphql')
        await expect(page.locator('.graphiql-container').first()).toBeVisible();
      else await page.waitForFunction(() => 'next' in window);
      expect(violations).toEqual([]);
    });
  }
});

test.describe('bad input', () => {
  test('the API passes every GraphQL-over-HTTP audit', async () => {
    const results = await auditServer({ url: API });
    const failed = results.filter((result) => result.status !== 'ok');
    expect(failed.map((result) => `${result.id} ${result.name}`)).toEqual([]);
    expect(results.length).toBeGreaterThanOrEqual(48);
  });

  test('a GraphQL syntax or validation error is a 400, not a crash', async ({ request }) => {
    for (const query of ['{', '{ nope }']) {
      const response = await request.post(API, {
        headers: { accept: 'application/graphql-response+json' },
        data: { query },
      });
      expect(response.status(), query).toBe(400);
      expect((await response.json()).errors[0].message).toMatch(/Syntax Error|Cannot query/);
      // A client that asks for plain JSON gets the status GraphQL-over-HTTP gives it.
      const plain = await request.post(API, {
        headers: { accept: 'application/json' },
        data: { query },
      });
      expect(plain.status(), query).toBe(200);
    }
  });

  test('__typename aliases count towards the alias limit', async ({ request }) => {
    const aliases = Array.from({ length: 500 }, (_, i) => `a${i}: __typename`).join(' ');
    const response = await request.post(API, { data: { query: `{ ${aliases} }` } });
    const body = await response.json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toMatch(/alias/i);
  });

  test('a body over 100 KB is refused before it is read', async ({ request }) => {
    const response = await request.post(API, {
      data: { query: '{ ok }', variables: { padding: 'x'.repeat(200 * 1024) } },
    });
    expect(response.status()).toBe(413);
  });

  test('lab lookups over GET are refused', async ({ request }) => {
    const query = encodeURIComponent(READ_REPORTS);
    const response = await request.get(`${API}?query=${query}`);
    expect(response.status()).toBe(405);
    expect(JSON.stringify(await response.json())).not.toContain('"reports"');
  });

  for (const path of ['/consultant/%ff', '/labreports/%ff', '/dhaconsultant/%C0', '/%E0%A4%A']) {
    test(`${path} gets the site's not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response!.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test.describe('the page cache', () => {
  test('a search address made by hand is no page, and nothing is kept', async ({ request }) => {
    // The internal address of a search, asked for directly rather than through its query: the
    // address table names it internal (issue 39), so it reaches no route.
    for (const search of [
      { ...NO_SEARCH, name: readSearchText('khan') },
      { ...NO_SEARCH, page: 2 },
    ]) {
      const byHand = await request.get(`/dhaconsultant/${searchKey(search)!}`);
      expect(byHand.status()).toBe(404);
      expect(byHand.headers()['cache-control']).toContain('no-store');
    }
    const garbage = await request.get('/dhaconsultant/not-a-search-key');
    expect(garbage.status()).toBe(404);
  });

  test('2,000 distinct searches leave the site’s pages in it', async ({ request }) => {
    // About 75 s on a quiet machine (each search is rendered for its request); a busy one took
    // over 240 s (CI, 2026-11-27). The bound is for a hang, not a speed: speed is bench:scale's.
    test.setTimeout(600_000);
    const cached = ['/', '/dhaconsultant', '/OurDoctors', '/dhaconsultant?page=2'];
    const cacheState = async (path: string) =>
      (await request.get(path)).headers()['x-nextjs-cache'];
    // In the cache to begin with; a page past its minute is STALE until its refresh lands.
    for (const path of cached) {
      await expect.poll(() => cacheState(path), { message: path, timeout: 15_000 }).toBe('HIT');
    }

    const names = Array.from({ length: 2000 }, (_, i) => `zq${i.toString(36)}`);
    for (let i = 0; i < names.length; i += 8) {
      await Promise.all(
        names.slice(i, i + 8).map(async (name) => {
          const response = await request.get(`/dhaconsultant?name=${name}`);
          expect(response.status()).toBe(200);
          // Rendered for this request and kept by no cache.
          expect(response.headers()['x-nextjs-cache']).toBeUndefined();
        }),
      );
    }

    // Still served from the cache (STALE: due for a background refresh, not evicted).
    for (const path of cached) expect(await cacheState(path), path).toMatch(/^(HIT|STALE)$/);
  });
});
