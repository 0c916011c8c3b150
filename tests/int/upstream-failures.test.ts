import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsultantDetailDocument } from '@/graphql/__generated__/operations';
import { consultantFacts } from '@/sandbox/data/consultants';
import type { FaultRule, Sandbox } from '@/sandbox/server';
import { ConsultantsPageDocument } from './__generated__/operations';
import {
  executeOperation,
  resetBetweenTests,
  sleep,
  startTestSandbox,
  TEST_UPSTREAM_ENV,
} from './support';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => resetBetweenTests(sandbox));

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

    for (let i = 0; i < 3; i += 1) {
      const answer = await dha();
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
      expect(dhaCount(answer)).toBe(consultantFacts.countByBranch.DHA);
    }
    // The background refresh really was attempted (and failed), yet the copy is still served.
    await vi.waitFor(
      () =>
        expect(sandbox.requests().filter((entry) => entry.path === FEED).length).toBeGreaterThan(1),
      { timeout: 3000 },
    );
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
])('%s is a host fault', (_name, rule) => {
  it('counts towards the breaker: once it opens, the host is not asked again', async () => {
    sandbox.faults.set(rule);
    for (let i = 0; i < 4; i += 1) await dha();
    // Three failures open the breaker (retries included); later requests do not reach the host.
    // An abandoned slow request is logged when its connection closes, so wait for the log.
    await vi.waitFor(() => expect(feedCalls()).toBe(BREAKER_FAILURES));
    await sleep(100);
    expect(feedCalls()).toBe(BREAKER_FAILURES);
  });
});

describe.each<[string, FaultRule]>([
  ['a 404', { match: FEED, mode: 'error', status: 404 }],
  ['a malformed body', { match: FEED, mode: 'malformed' }],
])('%s is an answer, not a host fault', (_name, rule) => {
  it('is not retried and never opens the breaker', async () => {
    sandbox.faults.set(rule);
    for (let i = 0; i < BREAKER_FAILURES + 2; i += 1) await dha();
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
    expect(feedCalls()).toBe(2);
  });

  it('does not ask again after a 4xx', async () => {
    sandbox.faults.set({ match: FEED, mode: 'error', status: 404 });
    const answer = await dha();
    expect(answer.body.errors?.[0]?.message).toBe('Failed to fetch data');
    expect(feedCalls()).toBe(1);
  });
});
