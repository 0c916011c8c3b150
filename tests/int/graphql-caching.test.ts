import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { print } from 'graphql';
import { resetUpstreamState } from '@/adapters/http';
import { ANSWER_LANGUAGE_HEADER } from '@/graphql/answerLanguage';
import { MedicineSearchDocument } from '@/graphql/__generated__/operations';
import { consultantFacts } from '@/sandbox/data/consultants';
import { labFacts } from '@/sandbox/data/lab-reports';
import { PAYMENT_INPUT } from '../support/payment';
import type { Sandbox } from '@/sandbox/server';
import { resetBetweenTests, sleep, startTestSandbox, TEST_UPSTREAM_ENV } from './support';

/**
 * Which answers of /api/graphql the server and a CDN keep (graphql/responseCache.ts): public
 * queries' good answers, tagged and revalidated by ETag; never a patient's data, a mutation's
 * answer, or an answer an upstream fault spoiled.
 */

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox({
    LAB_MIN_ANSWER_MS: '0',
    LAB_LOOKUPS_PER_MINUTE: '1000',
    PAYMENTS_PER_MINUTE: '1000',
    PAYMENT_STATUS_CHECKS_PER_MINUTE: '1000',
  });
});
afterAll(() => sandbox.close());
beforeEach(() => resetBetweenTests(sandbox));

const API = 'http://localhost/api/graphql';
const FRESH_MS = Number(TEST_UPSTREAM_ENV.UPSTREAM_FRESH_SECONDS) * 1000;
const CDN_CACHE_CONTROL = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;

const DHA = '{ consultants(branch: DHA) { totalCount } }';
const NEWS = '{ news(first: 1) { totalCount } }';
const LAHORE = labFacts['lab-a'];
const LAB_LOOKUP = `{ labReports(lab: LAHORE, patientId: "${LAHORE.richPatientId}") { reports { id } } }`;

async function get(query: string, headers: Record<string, string> = {}): Promise<Response> {
  const { yoga } = await import('@/graphql/yoga');
  return yoga.fetch(`${API}?query=${encodeURIComponent(query)}`, {
    headers: { accept: 'application/json', ...headers },
  });
}

async function post(query: string, variables?: unknown): Promise<Response> {
  const { yoga } = await import('@/graphql/yoga');
  return yoga.fetch(API, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
}

const labCalls = () => sandbox.requests().filter((entry) => entry.path.startsWith('/lab-a/'));

/** Kept by no cache: no-store, and no validator to revalidate with. */
function expectNotKept(response: Response) {
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('etag')).toBeNull();
  expect(response.headers.get('last-modified')).toBeNull();
}

describe('a public query over GET', () => {
  it('answers with a Cache-Control a CDN keeps and an ETag', async () => {
    const response = await get(DHA);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: { consultants: { totalCount: consultantFacts.countByBranch.DHA } },
    });
    expect(response.headers.get('cache-control')).toMatch(CDN_CACHE_CONTROL);
    expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/);
    // CORS's answer follows the Origin, and the answer's type the Accept.
    expect(response.headers.get('vary')).toMatch(/Origin/);
  });

  it("is kept as the browser's client sends it", async () => {
    const { yoga } = await import('@/graphql/yoga');
    const params = new URLSearchParams({
      query: print(MedicineSearchDocument),
      operationName: 'MedicineSearch',
      variables: JSON.stringify({ search: 'pan', first: 8 }),
    });
    // Apollo's HttpLink with useGETForQueries (components/apollo/makeBrowserClient.ts).
    const response = await yoga.fetch(`${API}?${params}`, {
      headers: {
        accept: 'application/graphql-response+json,application/json;q=0.9',
        'content-type': 'application/json',
      },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data.medicines.nodes.length).toBeGreaterThan(0);
    expect(response.headers.get('cache-control')).toMatch(CDN_CACHE_CONTROL);
    expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/);
  });

  it('answers a repeat with If-None-Match 304, no body, with the same ETag', async () => {
    const first = await get(DHA);
    const etag = first.headers.get('etag')!;
    const again = await get(DHA, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    // As a proxy that compressed the answer (and so weakened its tag) asks.
    expect((await get(DHA, { 'if-none-match': `W/${etag}` })).status).toBe(304);
  });

  it('is answered from the kept copy, asking no upstream', async () => {
    const first = await get(DHA);
    // Nothing upstream would answer now: the adapters hold no copy and the feed fails.
    resetUpstreamState();
    sandbox.faults.set({ match: '/plain/api/web/Consultants', mode: 'error', status: 500 });
    const again = await get(DHA);
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('gets a new ETag once its copy is renewed, and the old one no longer answers 304', async () => {
    const etag = (await get(DHA)).headers.get('etag')!;
    await sleep(FRESH_MS + 100);
    const renewed = await get(DHA, { 'if-none-match': etag });
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(renewed.headers.get('etag')).not.toBe(etag);
  });

  it('sent as a POST is answered as before: fresh, with no Cache-Control or ETag', async () => {
    await get(DHA);
    resetUpstreamState();
    sandbox.faults.set({ match: '/plain/api/web/Consultants', mode: 'error', status: 500 });
    const response = await post(DHA);
    expect((await response.json()).errors).toBeDefined();
    expect(response.headers.get('cache-control')).toBeNull();
    expect(response.headers.get('etag')).toBeNull();
  });
});

describe('an answer in the language the page asked for', () => {
  // Each match's reason is a sentence in the answer's language (graphql/answerLanguage.ts).
  const CHEST_PAIN =
    '{ consultants(search: { query: "chest pain" }, first: 3) { edges { match { reason } } } }';
  const URDU_SCRIPT = /[\u0600-\u06FF]/;

  async function reasons(response: Response): Promise<string[]> {
    const { data } = await response.json();
    return data.consultants.edges.map((edge: { match: { reason: string } }) => edge.match.reason);
  }

  it('is kept apart from the other language, with its own ETag', async () => {
    const urdu = await get(CHEST_PAIN, { [ANSWER_LANGUAGE_HEADER]: 'ur' });
    const english = await get(CHEST_PAIN);
    const [urduReasons, englishReasons] = [await reasons(urdu), await reasons(english)];
    expect(urduReasons.length).toBeGreaterThan(0);
    expect(urduReasons.every((reason) => URDU_SCRIPT.test(reason))).toBe(true);
    expect(englishReasons.length).toBeGreaterThan(0);
    expect(englishReasons.some((reason) => URDU_SCRIPT.test(reason))).toBe(false);
    expect(english.headers.get('cache-control')).toMatch(CDN_CACHE_CONTROL);
    expect(english.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(english.headers.get('etag')).not.toBe(urdu.headers.get('etag'));
  });

  it('read in English for a language the site has not is the English copy', async () => {
    // Keyed by the language answered, not the header as sent: made-up values add no copies.
    const english = await get(CHEST_PAIN);
    const madeUp = await get(CHEST_PAIN, { [ANSWER_LANGUAGE_HEADER]: 'xx' });
    expect(madeUp.headers.get('etag')).toBe(english.headers.get('etag'));
  });

  it('tells a CDN it varies with the language, and its 304 too', async () => {
    const first = await get(CHEST_PAIN, { [ANSWER_LANGUAGE_HEADER]: 'ur' });
    const again = await get(CHEST_PAIN, {
      [ANSWER_LANGUAGE_HEADER]: 'ur',
      'if-none-match': first.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
    for (const response of [first, again]) {
      const vary = response.headers.get('vary') ?? '';
      expect(vary.split(',').map((name) => name.trim().toLowerCase())).toEqual(
        expect.arrayContaining(['x-site-language', 'origin', 'accept']),
      );
    }
  });
});

describe("a patient's data", () => {
  it('is looked up at the laboratory every time, and answered no-store', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await post(LAB_LOOKUP);
      expect((await response.json()).data.labReports.reports.length).toBeGreaterThan(0);
      expectNotKept(response);
    }
    expect(labCalls()).toHaveLength(2);
  });

  it.each([
    ['under an alias', `{ mine: ${LAB_LOOKUP.slice(2)}`],
    ['in a fragment', `query { ...Mine } fragment Mine on Query ${LAB_LOOKUP}`],
  ])('is never kept, asked %s', async (_case, query) => {
    for (let i = 0; i < 2; i += 1) expectNotKept(await post(query));
    expect(labCalls()).toHaveLength(2);
  });

  it('asked over GET is refused, no-store', async () => {
    const response = await get(LAB_LOOKUP);
    expect(response.status).toBe(405);
    expectNotKept(response);
    expect(labCalls()).toEqual([]);
  });

  it("a payment's status is answered no-store", async () => {
    const query = '{ paymentStatus(orderNumber: "FH-20250101000000123456") { state } }';
    for (let i = 0; i < 2; i += 1) {
      const response = await post(query);
      expect(await response.json()).toEqual({ data: { paymentStatus: null } });
      expectNotKept(response);
    }
  });
});

describe('an upstream fault', () => {
  it('answers no-store, and the good answer after it is not shadowed', async () => {
    sandbox.faults.set({ match: '/plain/api/web/Consultants', mode: 'error', status: 500 });
    const failed = await get(DHA);
    expect((await failed.json()).errors).toBeDefined();
    expectNotKept(failed);

    sandbox.faults.clear();
    resetUpstreamState();
    const good = await get(DHA);
    expect((await good.json()).data.consultants.totalCount).toBe(consultantFacts.countByBranch.DHA);
    expect(good.headers.get('cache-control')).toMatch(CDN_CACHE_CONTROL);
  });

  it('that leaves a list empty (no error, by the specification) is not kept either', async () => {
    sandbox.faults.set({ match: '/main/api/web/NewsEvents', mode: 'error', status: 500 });
    const emptied = await get(NEWS);
    expect(await emptied.json()).toEqual({ data: { news: { totalCount: 0 } } });
    expectNotKept(emptied);

    sandbox.faults.clear();
    resetUpstreamState();
    const good = await get(NEWS);
    expect((await good.json()).data.news.totalCount).toBeGreaterThan(0);
    expect(good.headers.get('cache-control')).toMatch(CDN_CACHE_CONTROL);
  });
});

describe('a mutation', () => {
  const PAY = `mutation Pay($input: MedicinePaymentInput!) {
    createMedicinePayment(input: $input) { orderNumber } }`;
  const input = PAYMENT_INPUT;

  it('is made anew each time, its answer no-store', async () => {
    const orders = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await post(PAY, { input });
      orders.push((await response.json()).data.createMedicinePayment.orderNumber);
      expectNotKept(response);
    }
    expect(orders[0]).not.toBe(orders[1]);
  });

  it('over GET is refused, no-store', async () => {
    const response = await get('mutation { preparePayment { ready } }');
    expect(response.status).toBe(405);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
