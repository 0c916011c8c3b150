import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reloadConfig } from '@/adapters/config';
import { ConsultantDetailDocument } from '@/graphql/__generated__/operations';
import { consultantFacts } from '@/sandbox/data/consultants';
import { labFacts } from '@/sandbox/data/lab-reports';
import { newsFacts } from '@/sandbox/data/news-feed';
import type { FaultRule, Sandbox } from '@/sandbox/server';
import { ConsultantsPageDocument, LabReportsDocument } from './__generated__/operations';
import {
  executeOperation,
  postDocumentText,
  resetBetweenTests,
  sandboxSettled,
  sleep,
  startTestSandbox,
  TEST_UPSTREAM_ENV,
} from './support';
import { traceUpstreamReads } from './upstreamSpans';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox({ LAB_MIN_ANSWER_MS: '0', LAB_LOOKUPS_PER_MINUTE: '1000' });
});
afterAll(() => sandbox.close());
beforeEach(() => resetBetweenTests(sandbox));
// A stale copy's refresh ends after the answer; its span tells when.
const reads = traceUpstreamReads();

const FEED = '/plain/api/web/Consultants';
const FRESH_MS = Number(TEST_UPSTREAM_ENV.UPSTREAM_FRESH_SECONDS) * 1000;

const faults: Record<string, FaultRule> = {
  'answers 500': { match: FEED, mode: 'error', status: 500 },
  'times out': { match: FEED, mode: 'slow', delayMs: 2000 },
  'sends malformed JSON': { match: FEED, mode: 'malformed' },
};

const dha = () => executeOperation(ConsultantsPageDocument, { branch: 'DHA' });
const dhaCount = (answer: Awaited<ReturnType<typeof dha>>) =>
  answer.body.data?.consultants?.totalCount;

describe.each(Object.entries(faults))('when the upstream %s', (_name, rule) => {
  it('a warm cache still answers with the last good copy', async () => {
    const warm = await dha();
    expect(dhaCount(warm)).toBe(consultantFacts.countByBranch.DHA);

    sandbox.faults.set(rule);
    await sleep(FRESH_MS + 100); // the copy is stale now, so the next request refreshes it

    const refreshes = reads.refreshesOf(FEED).length;
    for (let i = 0; i < 3; i += 1) {
      const answer = await dha();
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
      expect(dhaCount(answer)).toBe(consultantFacts.countByBranch.DHA);
    }
    // The background refresh really was attempted (and failed), yet the copy is still served.
    await reads.refreshed(FEED, refreshes);
    await sandboxSettled(sandbox);
    expect(sandbox.requests().filter((entry) => entry.path === FEED).length).toBeGreaterThan(1);
    const after = await dha();
    expect(dhaCount(after)).toBe(consultantFacts.countByBranch.DHA);
  });

  it('a cold cache gives the specified message, masked of upstream detail, never a 500', async () => {
    sandbox.faults.set(rule);
    const answer = await dha();
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ consultants: null });
    expect(answer.body.errors).toEqual([
      expect.objectContaining({
        message: 'Failed to fetch data',
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      }),
    ]);
    expect(JSON.stringify(answer.body)).not.toMatch(/127\.0\.0\.1|plain|HTTP 500|stack/);
  });
});

describe('consultant detail when the upstream fails', () => {
  it('gives "Failed to fetch consultant details"', async () => {
    sandbox.faults.set({ match: '/main/api/web/ConsultantsIDS', mode: 'error' });
    const answer = await executeOperation(ConsultantDetailDocument, {
      id: String(consultantFacts.fullRecordId),
    });
    expect(answer.body.errors?.[0]?.message).toBe('Failed to fetch consultant details');
  });
});

const feedCalls = () => sandbox.requests().filter((entry) => entry.path === FEED).length;
const BREAKER_FAILURES = Number(TEST_UPSTREAM_ENV.UPSTREAM_BREAKER_FAILURES);

describe.each<[string, FaultRule]>([
  ['a 5xx', { match: FEED, mode: 'error', status: 500 }],
  ['a timeout', { match: FEED, mode: 'slow', delayMs: 2000 }],
  ['a 403', { match: FEED, mode: 'error', status: 403 }],
  ['a 429', { match: FEED, mode: 'error', status: 429 }],
  ['a malformed body', { match: FEED, mode: 'malformed' }],
  ['a list of wrong objects', { match: FEED, mode: 'wrong-objects' }],
  ['an object for the list', { match: FEED, mode: 'object-for-list' }],
  ['an empty list of consultants', { match: FEED, mode: 'empty-list' }],
])('%s is a host fault', (_name, rule) => {
  it('counts towards the breaker: once it opens, the host is not asked again', async () => {
    sandbox.faults.set(rule);
    for (let i = 0; i < 4; i += 1) await dha();
    // Three failures open the breaker (retries included); later requests do not reach the host.
    // An abandoned slow request is logged when its connection closes, so wait for the log.
    await sandboxSettled(sandbox);
    expect(feedCalls()).toBe(BREAKER_FAILURES);
  });
});

describe.each<[string, FaultRule]>([
  ['a 404', { match: FEED, mode: 'error', status: 404 }],
  ['a 400', { match: FEED, mode: 'error', status: 400 }],
])('%s is an answer, not a host fault', (_name, rule) => {
  it('is not retried and never opens the breaker', async () => {
    sandbox.faults.set(rule);
    for (let i = 0; i < BREAKER_FAILURES + 2; i += 1) await dha();
    await sandboxSettled(sandbox);
    expect(feedCalls()).toBe(BREAKER_FAILURES + 2);
    sandbox.faults.clear();
    expect(dhaCount(await dha())).toBe(consultantFacts.countByBranch.DHA);
  });
});

describe('a host that keeps failing', () => {
  it('is asked again once the cooldown is over', async () => {
    sandbox.faults.set({ match: FEED, mode: 'error' });
    for (let i = 0; i < 4; i += 1) await dha();
    sandbox.faults.clear();
    await sleep(Number(TEST_UPSTREAM_ENV.UPSTREAM_BREAKER_COOLDOWN_MS) + 100);
    const recovered = await dha();
    expect(dhaCount(recovered)).toBe(consultantFacts.countByBranch.DHA);
  });

  it('does not stop other hosts from answering', async () => {
    sandbox.faults.set({ match: FEED, mode: 'error' });
    for (let i = 0; i < 3; i += 1) await dha();
    const other = await executeOperation(ConsultantsPageDocument, { branch: 'WEST_WOOD' });
    expect(other.body.data?.consultants?.totalCount).toBe(
      consultantFacts.countByBranch['West Wood'],
    );
  });
});

describe('retries', () => {
  it('asks again after a 5xx and answers when the retry succeeds', async () => {
    sandbox.faults.set({ match: FEED, mode: 'error', status: 503, times: 1 });
    const answer = await dha();
    expect(dhaCount(answer)).toBe(consultantFacts.countByBranch.DHA);
    await sandboxSettled(sandbox);
    expect(feedCalls()).toBe(2);
  });

  it('asks again after a 429 and answers when the retry succeeds', async () => {
    sandbox.faults.set({ match: FEED, mode: 'error', status: 429, times: 1 });
    expect(dhaCount(await dha())).toBe(consultantFacts.countByBranch.DHA);
    await sandboxSettled(sandbox);
    expect(feedCalls()).toBe(2);
  });

  it.each([404, 403, 401])('does not ask again after a %i', async (status) => {
    sandbox.faults.set({ match: FEED, mode: 'error', status });
    const answer = await dha();
    expect(answer.body.errors?.[0]?.message).toBe('Failed to fetch data');
    await sandboxSettled(sandbox);
    expect(feedCalls()).toBe(1);
  });

  it('does not ask again after a wrong-shaped answer', async () => {
    sandbox.faults.set({ match: FEED, mode: 'wrong-objects' });
    const answer = await dha();
    expect(answer.body.errors?.[0]?.message).toBe('Failed to fetch data');
    await sandboxSettled(sandbox);
    expect(feedCalls()).toBe(1);
  });
});

/** Every feed as an API client reads it, and what it answers when its host honestly has none. */
const FEEDS: {
  feed: string;
  path: string;
  query: string;
  /** The answer to an empty list, for the feeds that can be empty (adapters/feeds.ts). */
  whenEmpty?: unknown;
}[] = [
  {
    feed: 'consultants',
    path: '/main/api/web/Consultants',
    query: '{ consultants { totalCount } }',
  },
  { feed: 'departments', path: '/main/api/web/departments', query: '{ departments { id } }' },
  { feed: 'services', path: '/main/api/web/Serviceslist', query: '{ services { id } }' },
  {
    feed: 'about',
    path: '/main/api/web/aboutus',
    query: '{ branch(id: ALLAMA_IQBAL_TOWN) { about { heading } } }',
  },
  {
    feed: 'medicines',
    path: '/pharmacy/api/Medicine/getalllist',
    query: '{ medicines { totalCount } }',
  },
  {
    feed: 'news',
    path: '/main/api/web/NewsEvents',
    query: '{ news { totalCount } }',
    whenEmpty: { news: { totalCount: 0 } },
  },
  {
    feed: 'announcements',
    path: '/main/api/web/Announcements',
    query: '{ announcements { totalCount } }',
    whenEmpty: { announcements: { totalCount: 0 } },
  },
  {
    feed: 'careers',
    path: '/main/api/web/Careers',
    query: '{ jobs { totalCount } }',
    whenEmpty: { jobs: { totalCount: 0 } },
  },
  {
    feed: 'gallery',
    path: '/main/api/web/gallery',
    query: '{ galleries { totalCount } }',
    whenEmpty: { galleries: { totalCount: 0 } },
  },
];

const WRONG_ANSWERS: [string, Omit<FaultRule, 'match'>][] = [
  ['answers a list of objects without its fields', { mode: 'wrong-objects' }],
  ['answers an object for its list', { mode: 'object-for-list' }],
  ['answers an empty list', { mode: 'empty-list' }],
  ['answers 403 to everyone', { mode: 'error', status: 403 }],
  ['answers 429', { mode: 'error', status: 429 }],
];

const requestsFor = (path: string) =>
  sandbox.requests().filter((entry) => entry.path.toLowerCase().startsWith(path.toLowerCase()))
    .length;

describe.each(WRONG_ANSWERS)('when a feed %s', (_name, fault) => {
  // Wrong answers count towards the breaker; here every feed must reach its host to be refreshed.
  beforeAll(() => {
    process.env.UPSTREAM_BREAKER_FAILURES = '1000';
    reloadConfig();
  });
  afterAll(() => {
    process.env.UPSTREAM_BREAKER_FAILURES = TEST_UPSTREAM_ENV.UPSTREAM_BREAKER_FAILURES;
    reloadConfig();
  });

  it('every page keeps showing the last good copy, unless the feed can honestly be empty', async () => {
    const warm = new Map<string, unknown>();
    for (const { feed, query } of FEEDS) {
      const answer = await postDocumentText(query);
      expect(answer.body.errors, feed).toBeUndefined();
      warm.set(feed, answer.body.data);
    }
    for (const { path } of FEEDS) sandbox.faults.set({ match: path, ...fault });
    await sleep(FRESH_MS + 100); // every copy is stale now, so the next request refreshes it

    for (const { feed, path, query, whenEmpty } of FEEDS) {
      const asked = requestsFor(path);
      const refreshes = reads.refreshesOf(path).length;
      expect((await postDocumentText(query)).body.data, feed).toEqual(warm.get(feed));
      await reads.refreshed(path, refreshes); // the refresh's answer has been read
      await sandboxSettled(sandbox);
      expect(requestsFor(path), feed).toBeGreaterThan(asked);
      const expected = fault.mode === 'empty-list' && whenEmpty ? whenEmpty : warm.get(feed);
      const after = await postDocumentText(query);
      expect(after.body.errors, feed).toBeUndefined();
      expect(after.body.data, feed).toEqual(expected);
    }
  });
});

describe.each(WRONG_ANSWERS.filter(([, fault]) => fault.mode !== 'empty-list'))(
  'when the consultants feed %s on a cold cache',
  (_name, fault) => {
    it('says it failed rather than that there are no consultants', async () => {
      sandbox.faults.set({ match: FEED, ...fault });
      const answer = await dha();
      expect(answer.body.data).toEqual({ consultants: null });
      expect(answer.body.errors?.[0]?.message).toBe('Failed to fetch data');
    });
  },
);

describe('an empty consultants feed on a cold cache', () => {
  it('says it failed: the group always has consultants', async () => {
    sandbox.faults.set({ match: FEED, mode: 'empty-list' });
    expect((await dha()).body.errors?.[0]?.message).toBe('Failed to fetch data');
  });
});

const DETAILS = [
  {
    record: 'a consultant',
    path: '/main/api/web/ConsultantsIDS',
    query: `{ consultant(id: "${consultantFacts.fullRecordId}") { name } }`,
    message: 'Failed to fetch consultant details',
  },
  {
    record: 'a news item',
    path: '/events/web/NewsEvents/',
    query: `{ newsItem(id: "${newsFacts.ids[0]}") { headline } }`,
    message: 'Failed to fetch event details',
  },
];

describe.each(
  WRONG_ANSWERS.filter(
    ([, fault]) => fault.mode !== 'empty-list' && fault.mode !== 'object-for-list',
  ),
)('when the detail address %s', (_name, fault) => {
  it.each(DETAILS)('$record stays as it was, never "not found"', async ({ path, query }) => {
    const warm = await postDocumentText(query);
    expect(Object.values(warm.body.data as object)[0]).not.toBeNull();
    sandbox.faults.set({ match: path, ...fault });
    await sleep(FRESH_MS + 100);
    const asked = requestsFor(path);
    const refreshes = reads.refreshesOf(path).length;
    expect((await postDocumentText(query)).body.data).toEqual(warm.body.data);
    await reads.refreshed(path, refreshes);
    await sandboxSettled(sandbox);
    expect(requestsFor(path)).toBeGreaterThan(asked);
    expect((await postDocumentText(query)).body.data).toEqual(warm.body.data);
  });

  it.each(DETAILS)(
    '$record not held yet says it failed, never "not found"',
    async ({ path, query, message }) => {
      sandbox.faults.set({ match: path, ...fault });
      const answer = await postDocumentText(query);
      expect(Object.values(answer.body.data as object)[0]).toBeNull();
      expect(answer.body.errors?.[0]?.message).toBe(message);
    },
  );
});

const LAB_PATH = '/lab-a/';
const patient = String(labFacts['lab-a'].richPatientId);
const labLookup = () =>
  executeOperation(
    LabReportsDocument,
    { lab: 'LAHORE', patientId: patient },
    { 'x-forwarded-for': '10.0.0.1' },
  );
const labMessages = async () =>
  (await labLookup()).body.errors?.map((error) => [error.message, error.extensions?.code]);

describe('a lab that answers the wrong shape', () => {
  it.each<FaultRule['mode']>(['object-for-list', 'wrong-objects'])(
    'gives the lab failure message for %s, not "Unexpected error."',
    async (mode) => {
      sandbox.faults.set({ match: LAB_PATH, mode });
      expect(await labMessages()).toEqual([['Failed to fetch', 'UPSTREAM_UNAVAILABLE']]);
    },
  );

  it('an empty list is an id without reports', async () => {
    sandbox.faults.set({ match: LAB_PATH, mode: 'empty-list' });
    const { body } = await labLookup();
    expect(body.errors).toBeUndefined();
    expect(body.data?.labReports.reports).toEqual([]);
  });

  it('a 403 is the lab failing, not an id without reports', async () => {
    sandbox.faults.set({ match: LAB_PATH, mode: 'error', status: 403 });
    expect(await labMessages()).toEqual([['HTTP error! status: 403', 'UPSTREAM_UNAVAILABLE']]);
  });
});

describe('a lab whose breaker is open', () => {
  it('still says the status it last failed with, without asking it again', async () => {
    sandbox.faults.set({ match: LAB_PATH, mode: 'error', status: 503 });
    const expected = [['HTTP error! status: 503', 'UPSTREAM_UNAVAILABLE']];
    // Two lookups of two attempts each: the breaker opens at the third failure.
    expect(await labMessages()).toEqual(expected);
    expect(await labMessages()).toEqual(expected);
    const asked = requestsFor(LAB_PATH);
    expect(await labMessages()).toEqual(expected);
    expect(requestsFor(LAB_PATH)).toBe(asked);
  });

  it('says "Failed to fetch" when it last failed without an answer', async () => {
    process.env.LAB_TIMEOUT_MS = '200';
    reloadConfig();
    try {
      sandbox.faults.set({ match: LAB_PATH, mode: 'slow', delayMs: 60_000 });
      for (let i = 0; i < 3; i += 1) {
        expect(await labMessages()).toEqual([['Failed to fetch', 'UPSTREAM_UNAVAILABLE']]);
      }
    } finally {
      delete process.env.LAB_TIMEOUT_MS;
      reloadConfig();
    }
  });
});

describe('a hung upstream', () => {
  const BUDGET_MS = 700;
  const hang: Omit<FaultRule, 'match'> = { mode: 'slow', delayMs: 60_000 };
  const settings = {
    UPSTREAM_TIMEOUT_MS: '300',
    UPSTREAM_BUDGET_MS: String(BUDGET_MS),
    UPSTREAM_RETRIES: '3',
    LAB_TIMEOUT_MS: '300',
    LAB_BUDGET_MS: String(BUDGET_MS),
  };
  beforeAll(() => {
    Object.assign(process.env, settings);
    reloadConfig();
  });
  afterAll(() => {
    for (const key of Object.keys(settings)) delete process.env[key];
    Object.assign(process.env, TEST_UPSTREAM_ENV);
    reloadConfig();
  });
  afterEach(() => sandbox.faults.clear());

  const within = async (read: () => Promise<unknown>) => {
    const started = performance.now();
    await read();
    return performance.now() - started;
  };

  it('is given up within the read budget, retries included, on a cold page', async () => {
    sandbox.faults.set({ match: FEED, ...hang });
    const elapsed = await within(async () => {
      expect((await dha()).body.errors?.[0]?.message).toBe('Failed to fetch data');
    });
    expect(elapsed).toBeLessThan(BUDGET_MS + 250);
    // The budget held a retry (300 ms, 100 ms of backoff, 300 ms), not the four attempts allowed.
    await sandboxSettled(sandbox);
    expect(feedCalls()).toBe(2);
  });

  it('is given up within the lab budget on a lab lookup', async () => {
    sandbox.faults.set({ match: LAB_PATH, ...hang });
    const elapsed = await within(async () => {
      expect(await labMessages()).toEqual([['Failed to fetch', 'UPSTREAM_UNAVAILABLE']]);
    });
    expect(elapsed).toBeLessThan(BUDGET_MS + 250);
  });
});
