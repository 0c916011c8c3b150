import { SpanKind, context, trace } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { labFacts } from '@/sandbox/data/lab-reports';
import type { Sandbox } from '@/sandbox/server';
import { ConsultantsPageDocument, LabReportsDocument } from './__generated__/operations';
import {
  EVENTUALLY,
  executeOperation,
  resetBetweenTests,
  sleep,
  startTestSandbox,
} from './support';
import { recordSpans } from './upstreamSpans';

/**
 * The spans of GraphQL operations (graphql/tracing.ts) and upstream reads
 * (adapters/upstreamTracing.ts), through the provider server/telemetry.ts registers, into memory.
 */

vi.mock('@apollo/client-integration-nextjs', () => import('./apolloPerCall'));

const exporter = recordSpans();
let sandbox: Sandbox;
const patient = String(labFacts['lab-a'].richPatientId);

beforeAll(async () => {
  sandbox = await startTestSandbox({ LAB_MIN_ANSWER_MS: '0', LAB_LOOKUPS_PER_MINUTE: '1000' });
});
afterAll(() => sandbox.close());
beforeEach(() => {
  resetBetweenTests(sandbox);
  exporter.reset();
});

const spans = () => exporter.getFinishedSpans();
const named = (name: string) => spans().filter((span) => span.name === name);
const only = (name: string) => {
  const found = named(name);
  expect(found, `spans named ${name}`).toHaveLength(1);
  return found[0]!;
};
const idOf = (span: ReadableSpan) => span.spanContext().spanId;
const childrenOf = (parent: ReadableSpan) =>
  spans().filter((span) => span.parentSpanContext?.spanId === idOf(parent));

/** Waits for a span that ends after the answer (a background refresh). */
function eventually(name: string, match: Record<string, unknown>): Promise<ReadableSpan> {
  return vi.waitFor(() => {
    const found = named(name).find((span) =>
      Object.entries(match).every(([key, value]) => span.attributes[key] === value),
    );
    if (!found) throw new Error(`no ${name} span with ${JSON.stringify(match)}`);
    return found;
  }, EVENTUALLY);
}

/** A page's query of the consultants, not through yoga, whose answers may be cached. */
async function renderConsultants() {
  const { queryPage } = await import('@/graphql/client/server');
  return queryPage(ConsultantsPageDocument, { branch: 'DHA' });
}

describe('a GraphQL operation of /api/graphql', () => {
  it('is a span holding one span per upstream read, none with the variables', async () => {
    await executeOperation(ConsultantsPageDocument, { branch: 'DHA' });
    const operation = only('graphql.operation ConsultantsPage');
    expect(operation.attributes).toEqual({
      'graphql.operation.name': 'ConsultantsPage',
      'graphql.operation.type': 'query',
      'graphql.error.count': 0,
    });
    const reads = childrenOf(operation);
    expect(reads.map((span) => span.name)).toContain('upstream plain GET');
    const read = reads.find((span) => span.name === 'upstream plain GET')!;
    expect(read.kind).toBe(SpanKind.CLIENT);
    expect(read.spanContext().traceId).toBe(operation.spanContext().traceId);
    expect(read.attributes).toMatchObject({
      'upstream.name': 'plain',
      'upstream.cache': 'miss',
      'http.request.method': 'GET',
      'http.response.status_code': 200,
      'upstream.retries': 0,
    });
    expect(read.attributes['upstream.path']).not.toMatch(/[?]|https?:|127\.0\.0\.1/);
    // One span for the read: its call reported into it.
    expect(childrenOf(read)).toEqual([]);
  });
});

describe('an upstream read', () => {
  it('says when it was answered by a fresh copy, with no call', async () => {
    await renderConsultants();
    exporter.reset();
    await renderConsultants();
    const read = only('upstream plain GET');
    expect(read.attributes['upstream.cache']).toBe('fresh');
    expect(read.attributes).not.toHaveProperty('http.response.status_code');
  });

  it('says when it waited for another read’s call', async () => {
    await Promise.all([renderConsultants(), renderConsultants()]);
    const uses = named('upstream plain GET').map((span) => span.attributes['upstream.cache']);
    expect(uses.sort()).toEqual(['in-flight', 'miss']);
  });

  it('shows a stale copy’s background refresh, and the last good copy while its host fails', async () => {
    await renderConsultants();
    // UPSTREAM_FRESH_SECONDS is 1 in these tests.
    await sleep(1100);
    sandbox.faults.set({ match: '/plain/', mode: 'error', status: 503 });
    exporter.reset();
    await renderConsultants();
    // The refresh goes on after the answer: its span may have ended by now, or not.
    const reads = named('upstream plain GET').filter(
      (span) => span.attributes['upstream.cache'] !== 'refresh',
    );
    expect(reads, 'the read answered').toHaveLength(1);
    const stale = reads[0]!;
    expect(stale.attributes['upstream.cache']).toBe('stale');
    const refresh = await eventually('upstream plain GET', { 'upstream.cache': 'refresh' });
    expect(named('upstream plain GET')).toEqual([stale, refresh]);
    expect(refresh.parentSpanContext?.spanId).toBe(idOf(stale));
    expect(refresh.attributes).toMatchObject({
      'http.response.status_code': 503,
      'error.type': 'status',
      'upstream.retries': 1,
    });

    exporter.reset();
    const { errors } = await renderConsultants();
    expect(errors).toEqual([]);
    const lastGood = named('upstream plain GET').find(
      (span) => span.attributes['upstream.cache'] !== 'refresh',
    );
    expect(lastGood?.attributes['upstream.cache']).toBe('last-good');
  });

  it('made from another route’s bundle is still one span', async () => {
    // The caches are made once per process, by whichever bundle reads first (adapters/http.ts);
    // Next.js gives each route its own copy of the adapters.
    await executeOperation(ConsultantsPageDocument, {});
    vi.resetModules();
    const otherBundle = await import('@/adapters/http');
    exporter.reset();
    // A background refresh the test before left under way may end in this one (CI, busy: two
    // spans): only what this read began counts, on OpenTelemetry's clock, which keeps whole
    // milliseconds.
    const since = Math.floor(performance.timeOrigin + performance.now());
    await otherBundle.getFeed('plain', 'api/web/Consultants', (raw) => raw);
    const begun = named('upstream plain GET').filter(
      ({ startTime: [seconds, nanoseconds] }) => seconds * 1e3 + nanoseconds / 1e6 >= since,
    );
    expect(begun, 'spans of the read').toHaveLength(1);
    const read = begun[0]!;
    expect(read.attributes).toMatchObject({
      'upstream.cache': 'miss',
      'http.response.status_code': 200,
    });
  });
});

describe('a lab lookup', () => {
  const lookup = () =>
    executeOperation(
      LabReportsDocument,
      { lab: 'LAHORE', patientId: patient },
      { 'x-forwarded-for': '10.0.0.1' },
    );

  it('is a span for the call, its retries and status, and no patient id anywhere', async () => {
    await lookup();
    sandbox.faults.set({ match: '/lab-a/', mode: 'error', status: 503 });
    await lookup();
    const [found, failed] = named('graphql.operation LabReports');
    const [call, failedCall] = named('upstream lab LAHORE GET');
    expect(call!.parentSpanContext?.spanId).toBe(idOf(found!));
    expect(call!.attributes).toEqual({
      'upstream.name': 'lab LAHORE',
      'upstream.path': 'shorturl/ShortURL/LabTestsIWW',
      'http.request.method': 'GET',
      'http.response.status_code': 200,
      'upstream.retries': 0,
    });
    expect(failedCall!.parentSpanContext?.spanId).toBe(idOf(failed!));
    expect(failedCall!.attributes).toMatchObject({
      'http.response.status_code': 503,
      'upstream.retries': 1,
      'error.type': 'status',
    });
    expect(failed!.attributes).toMatchObject({
      'graphql.error.count': 1,
      'graphql.error.codes': ['UPSTREAM_UNAVAILABLE'],
    });

    for (const span of spans()) {
      const shown = JSON.stringify([span.name, span.attributes, span.events, span.status]);
      expect(shown).not.toContain(patient);
    }
  });
});

describe('a page’s query (graphql/client/server.ts)', () => {
  it('is a span inside the render’s, holding the upstream reads', async () => {
    const { queryPage } = await import('@/graphql/client/server');
    const render = trace.getTracer('test').startSpan('render route (app) /dhaconsultant');
    const result = await context.with(trace.setSpan(context.active(), render), () =>
      queryPage(ConsultantsPageDocument, { branch: 'DHA' }),
    );
    render.end();
    expect(result.errors).toEqual([]);
    const operation = only('graphql.operation ConsultantsPage');
    expect(operation.parentSpanContext?.spanId).toBe(render.spanContext().spanId);
    expect(childrenOf(operation).map((span) => span.name)).toContain('upstream plain GET');
  });
});
