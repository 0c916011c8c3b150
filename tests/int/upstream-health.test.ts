import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadConfig } from '@/adapters/config';
import { upstreamHealth } from '@/adapters/http';
import { labFacts } from '@/sandbox/data/lab-reports';
import { eventFacts } from '@/sandbox/data/news-feed';
import type { Sandbox } from '@/sandbox/server';
import {
  ConsultantsPageDocument,
  EventLookupDocument,
  LabReportsDocument,
} from './__generated__/operations';
import { EVENTUALLY, executeOperation, resetBetweenTests, startTestSandbox } from './support';

/** What a readiness check may report of the upstreams (adapters/http.ts upstreamHealth). */
let sandbox: Sandbox;
const patient = String(labFacts['lab-a'].richPatientId);

beforeAll(async () => {
  sandbox = await startTestSandbox({ LAB_MIN_ANSWER_MS: '0', LAB_LOOKUPS_PER_MINUTE: '1000' });
});
afterAll(() => sandbox.close());
beforeEach(() => resetBetweenTests(sandbox));

/**
 * Waits until `ms` have gone by on the clock the ages are read with since `since` (a timer may
 * fire a little early by it).
 */
const passed = (since: number, ms: number) =>
  vi.waitFor(() => expect(Date.now() - since).toBeGreaterThanOrEqual(ms), EVENTUALLY);

const lookup = () =>
  executeOperation(
    LabReportsDocument,
    { lab: 'LAHORE', patientId: patient },
    { 'x-forwarded-for': '10.0.0.1' },
  );

describe('the upstreams’ health', () => {
  it('lists every content host before any is asked, with nothing known yet', () => {
    const health = upstreamHealth();
    expect(Object.keys(health)).toEqual(
      expect.arrayContaining(['main', 'plain', 'enclave', 'news', 'events', 'pharmacy']),
    );
    expect(health.main).toEqual({
      lastSuccessAt: null,
      lastFailure: null,
      breakerOpen: false,
      feedCopies: { count: 0, oldestAgeMs: 0, newestAgeMs: 0 },
      recordCopies: { count: 0, oldestAgeMs: 0, newestAgeMs: 0 },
    });
  });

  it('tells when a host last answered and how old its held feeds are', async () => {
    const before = Date.now();
    await executeOperation(ConsultantsPageDocument, { branch: 'DHA' });
    await passed(Date.now(), 30);
    await executeOperation(ConsultantsPageDocument, { branch: 'WEST_WOOD' });
    await executeOperation(ConsultantsPageDocument, {});
    const { plain, main } = upstreamHealth();
    expect(plain!.lastSuccessAt).toBeGreaterThanOrEqual(before);
    expect(plain!.feedCopies).toMatchObject({ count: 1 });
    expect(plain!.feedCopies!.oldestAgeMs).toBeGreaterThanOrEqual(30);
    // West Wood and the whole group read the same feed of the main host: one copy.
    expect(main!.feedCopies!.count).toBe(1);
    expect(main!.feedCopies!.newestAgeMs).toBeLessThan(plain!.feedCopies!.newestAgeMs);
  });

  it('tells how old the single records it holds are, apart from its feeds', async () => {
    const id = String(eventFacts.maxId);
    await executeOperation(EventLookupDocument, { id });
    await passed(Date.now(), 30);
    const { events } = upstreamHealth();
    expect(events!.recordCopies).toMatchObject({ count: 1 });
    expect(events!.recordCopies!.oldestAgeMs).toBeGreaterThanOrEqual(30);
    expect(events!.recordCopies!.newestAgeMs).toBe(events!.recordCopies!.oldestAgeMs);
    // Asked again, the copy is served, not fetched anew: still one, as old.
    await executeOperation(EventLookupDocument, { id });
    expect(upstreamHealth().events!.recordCopies!.count).toBe(1);
    expect(upstreamHealth().events!.recordCopies!.oldestAgeMs).toBeGreaterThanOrEqual(30);
  });

  it("tells a lab's last failure, its kind and status, and when its breaker opens", async () => {
    sandbox.faults.set({ match: '/lab-a/', mode: 'error', status: 503 });
    await lookup();
    const failing = upstreamHealth()['lab LAHORE'];
    expect(failing).toMatchObject({
      lastSuccessAt: null,
      lastFailure: { kind: 'status', status: 503 },
      breakerOpen: false,
      feedCopies: null,
      recordCopies: null,
    });
    await lookup();
    expect(upstreamHealth()['lab LAHORE']!.breakerOpen).toBe(true);
  });

  it('holds no address and no patient id', async () => {
    sandbox.faults.set({ match: '/lab-a/', mode: 'malformed' });
    await lookup();
    await executeOperation(ConsultantsPageDocument, { branch: 'DHA' });
    const text = JSON.stringify(upstreamHealth());
    expect(text).toContain('"kind":"malformed"');
    expect(text).not.toMatch(/https?:|127\.0\.0\.1|\/lab-a\/|api\/web/i);
    expect(text).not.toContain(patient);
  });
});

describe('the readiness answer (/api/health/ready)', () => {
  const askReady = async (headers: Record<string, string>) => {
    const { GET } = await import('@/app/api/health/ready/route');
    return GET(new Request('http://127.0.0.1:3000/api/health/ready', { headers }));
  };
  // The front server names the client (server/admission.ts): here, a monitor on this machine.
  const ready = async () => {
    const response = await askReady({ 'x-client-address': '127.0.0.1' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    return (await response.json()) as {
      status: string;
      failing: string[];
      redis: unknown;
      upstreams: Record<
        string,
        {
          lastSuccessAt: string | null;
          lastFailure: { at: string; kind: string; status: number | null } | null;
          breakerOpen: boolean;
          feedCopies: { count: number; oldestAgeMs: number } | null;
          recordCopies: { count: number; oldestAgeMs: number } | null;
        }
      >;
    };
  };

  it('is ok once the upstreams have answered, and names no address', async () => {
    await executeOperation(ConsultantsPageDocument, { first: 1 });
    const answer = await ready();
    expect(answer.status).toBe('ok');
    expect(answer.redis).toBe('not configured');
    expect(answer.upstreams.main!.lastSuccessAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Each upstream: its last success and failure, and the age of the copies held of it.
    expect(answer.upstreams.main).toMatchObject({
      lastFailure: null,
      feedCopies: { count: 1, oldestAgeMs: expect.any(Number) },
      recordCopies: { count: 0 },
    });
    expect(JSON.stringify(answer)).not.toMatch(/127\.0\.0\.1|http:|secret/);
  });

  it('says degraded, and which upstream, while one is failing', async () => {
    sandbox.faults.set({ match: '/main/', mode: 'error', status: 503 });
    await executeOperation(ConsultantsPageDocument, { first: 1 });
    const answer = await ready();
    expect(answer.status).toBe('degraded');
    expect(answer.failing).toContain('main');
  });
});

describe('who may read the readiness details', () => {
  const token = 'h'.repeat(32);
  const askReady = async (headers: Record<string, string>) => {
    const { GET } = await import('@/app/api/health/ready/route');
    return (await GET(new Request('http://127.0.0.1:3000/api/health/ready', { headers }))).json();
  };
  afterEach(() => {
    delete process.env.HEALTH_TOKEN;
    reloadConfig();
  });

  it('tells a caller elsewhere only up or down, however a lab lookup went', async () => {
    process.env.HEALTH_TOKEN = token;
    reloadConfig();
    await executeOperation(LabReportsDocument, { lab: 'LAHORE', patientId: patient });
    const callers: Record<string, string>[] = [
      { 'x-client-address': '203.0.113.9' },
      { 'x-client-address': '203.0.113.9', authorization: `Bearer ${'x'.repeat(32)}` },
      { 'x-client-address': '203.0.113.9', authorization: token },
      {},
    ];
    for (const headers of callers) {
      expect(await askReady(headers)).toEqual({ status: expect.stringMatching(/^(ok|degraded)$/) });
    }
  });

  it('gives the details to a caller on this machine and to the token’s bearer', async () => {
    process.env.HEALTH_TOKEN = token;
    reloadConfig();
    const callers: Record<string, string>[] = [
      { 'x-client-address': '127.0.0.1' },
      { 'x-client-address': '::1' },
      { 'x-client-address': '203.0.113.9', authorization: `Bearer ${token}` },
    ];
    for (const headers of callers) {
      expect(await askReady(headers)).toHaveProperty('upstreams.main');
    }
  });
});
