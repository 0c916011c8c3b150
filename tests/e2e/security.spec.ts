import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './test';
import { labFacts } from '../../sandbox/data/lab-reports';
import { SANDBOX_ORIGIN, SITE_ORIGIN, touched } from './support';
import { SHARED_STATE } from './tags';

/**
 * What a browser shows of the site's defences. Their headers, the API's answers to bad input and
 * the page cache under a flood need none: tests/deploy (answerHeaders, graphqlInput, pageCache).
 */

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

// Reads the sandbox's request log and PayPro orders, which every test's lookups and payments
// add to.
test.describe('another website', { tag: SHARED_STATE }, () => {
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
});

test.describe('headers', () => {
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
    // The page's own scripts, started by a touch, ran under the policy (Next's client runtime
    // announces itself).
    await touched(page);
    await page.waitForFunction(() => 'next' in window);
    expect(violations).toEqual([]);
  });

  for (const path of ['/', '/dhabranch', '/Medicines', '/api/graphql']) {
    test(`${path} runs under the policy without a violation`, async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/.test(message.text())) violations.push(message.text());
      });
      await page.goto(path);
      // The page's own scripts, started by a touch, ran under the policy: GraphiQL's editor is
      // drawn, or Next's client runtime has announced itself.
      await touched(page);
      if (path === '/api/graphql')
        await expect(page.locator('.graphiql-container').first()).toBeVisible();
      else await page.waitForFunction(() => 'next' in window);
      expect(violations).toEqual([]);
    });
  }
});

test.describe('bad input', () => {
  for (const path of ['/consultant/%ff', '/labreports/%ff', '/dhaconsultant/%C0', '/%E0%A4%A']) {
    test(`${path} gets the site's not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response!.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});
