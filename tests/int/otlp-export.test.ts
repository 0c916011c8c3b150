import { context, propagation, trace } from '@opentelemetry/api';
// Next.js's own tracer, as its server makes the request and render spans.
import { getTracer as nextTracer, SpanKind } from 'next/dist/server/lib/trace/tracer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { labFacts } from '@/sandbox/data/lab-reports';
import type { Sandbox } from '@/sandbox/server';
import { startTracing } from '@/server/telemetry';
import { stopTracing } from '@/server/tracingHandle';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../deploy/otlpReceiver';
import { ConsultantsPageDocument, LabReportsDocument } from './__generated__/operations';
import { executeOperation, startTestSandbox } from './support';

/**
 * What leaves the process: tracing as instrumentation.ts starts it (OTLP/HTTP JSON, batched) sent
 * to a stand-in collector (tests/deploy/otlpReceiver.ts), with Next.js's spans around ours.
 */

vi.mock('@apollo/client-integration-nextjs', () => import('./apolloPerCall'));

let sandbox: Sandbox;
let receiver: OtlpReceiver;
let received: ReceivedSpan[];
const patient = String(labFacts['lab-a'].richPatientId);

beforeAll(async () => {
  sandbox = await startTestSandbox({ LAB_MIN_ANSWER_MS: '0', LAB_LOOKUPS_PER_MINUTE: '1000' });
  receiver = await startOtlpReceiver();
  startTracing({
    OTEL_EXPORTER_OTLP_ENDPOINT: `${receiver.endpoint}/`,
    OTEL_SERVICE_NAME: 'web-test',
  });

  const { queryPage } = await import('@/graphql/client/server');
  // A page's request as Next.js traces it (base-server.js handleRequest), with the address it
  // puts on its span.
  await nextTracer().trace(
    'BaseServer.handleRequest',
    {
      spanName: 'GET',
      kind: SpanKind.SERVER,
      attributes: { 'http.method': 'GET', 'http.target': `/labreports/${patient}?from=sms` },
    },
    () => queryPage(ConsultantsPageDocument, { branch: 'DHA' }),
  );
  await executeOperation(
    LabReportsDocument,
    { lab: 'LAHORE', patientId: patient },
    { 'x-forwarded-for': '10.0.0.1' },
  );
  // Flushes the batch, as the front server does on SIGTERM.
  await stopTracing();
  received = receiver.spans();
});
afterAll(async () => {
  trace.disable();
  context.disable();
  propagation.disable();
  await receiver.close();
  await sandbox.close();
});

const named = (name: string) => received.filter((span) => span.name === name);

describe('traces sent over OTLP', () => {
  it('are JSON posted to /v1/traces under the configured service name', () => {
    expect(receiver.contentTypes().length).toBeGreaterThan(0);
    for (const type of receiver.contentTypes()) expect(type).toMatch(/^application\/json/);
    expect(new Set(received.map((span) => span.serviceName))).toEqual(new Set(['web-test']));
  });

  it('nest a page’s GraphQL operation and its upstream reads in Next.js’s request span', () => {
    const [request] = named('GET');
    expect(request).toMatchObject({ scope: 'next.js', kind: 2 });
    expect(request!.parentSpanId).toBeUndefined();
    const [operation] = named('graphql.operation ConsultantsPage');
    expect(operation).toMatchObject({ traceId: request!.traceId, parentSpanId: request!.spanId });
    const reads = received.filter((span) => span.parentSpanId === operation!.spanId);
    expect(reads.map((span) => span.name)).toContain('upstream plain GET');
    expect(reads[0]).toMatchObject({
      traceId: request!.traceId,
      kind: 3,
      attributes: { 'upstream.cache': 'miss', 'http.response.status_code': 200 },
    });
  });

  it('show Next.js’s address without its query or the patient id', () => {
    const [request] = named('GET');
    expect(request!.attributes['http.target']).toBe('/labreports/{id}');
  });

  it('hold no patient id in any span', () => {
    expect(named('upstream lab LAHORE GET')).toHaveLength(1);
    expect(JSON.stringify(received)).not.toContain(patient);
  });
});

describe('with no collector configured', () => {
  it('instrumentation.ts loads no tracing at all', async () => {
    const before = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    process.env.NEXT_RUNTIME = 'nodejs';
    try {
      vi.resetModules();
      const telemetry = vi.fn();
      vi.doMock('@/server/telemetry', () => ({ startTracing: telemetry }));
      const { register } = await import('@/instrumentation');
      await register();
      expect(telemetry).not.toHaveBeenCalled();
      process.env.OTEL_EXPORTER_OTLP_ENDPOINT = 'http://127.0.0.1:1';
      await register();
      expect(telemetry).toHaveBeenCalledOnce();
    } finally {
      if (before === undefined) delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
      else process.env.OTEL_EXPORTER_OTLP_ENDPOINT = before;
      delete process.env.NEXT_RUNTIME;
      vi.doUnmock('@/server/telemetry');
    }
  });
});
