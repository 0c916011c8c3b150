import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '@/sandbox/server';
import { startInstance, type Instance } from '@/scripts/cluster';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './otlpReceiver';

/**
 * One page render traced end to end: an instance of the production build exports over OTLP to a
 * local receiver (instrumentation.ts, server/telemetry.ts).
 */
let receiver: OtlpReceiver;
let sandbox: Sandbox;
let instance: Instance;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  sandbox = await startSandbox({ port: 0 });
  instance = await startInstance({
    ...sandbox.env,
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
    OTEL_BSP_SCHEDULE_DELAY: '200',
  });
}, 60_000);

afterAll(async () => {
  await instance?.stop();
  await sandbox?.close();
  await receiver?.close();
});

it('a page render is one trace: the request, its GraphQL operation and the upstream calls', async () => {
  const response = await fetch(`${instance.origin}/dhaconsultant?department=Radiology`);
  expect(response.status).toBe(200);

  const isOperation = (span: ReceivedSpan) => span.name.startsWith('graphql.operation');
  const isCall = (span: ReceivedSpan) => span.name.startsWith('upstream ');
  // The exporter sends spans in batches as they end, a parent after its children: a trace is
  // whole once its root has come and every span's parent with it.
  const wholeTrace = (received: ReceivedSpan[]) =>
    received
      .filter(isOperation)
      .map(({ traceId }) => received.filter((span) => span.traceId === traceId))
      .find((spans) => {
        const ids = new Set(spans.map((span) => span.spanId));
        return (
          spans.some(isCall) &&
          spans.some((span) => !span.parentSpanId) &&
          spans.every((span) => !span.parentSpanId || ids.has(span.parentSpanId))
        );
      });
  const trace = wholeTrace(
    await receiver.waitFor((received) => wholeTrace(received) !== undefined, 15_000),
  )!;
  const operation = trace.find(isOperation)!;
  const byId = new Map(trace.map((span) => [span.spanId, span]));
  const ancestors = (span: ReceivedSpan): ReceivedSpan[] => {
    const parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
    return parent ? [parent, ...ancestors(parent)] : [];
  };

  // The trace starts at Next's span of the request, a server span.
  const root = trace.find((span) => !span.parentSpanId)!;
  expect(root.kind).toBe(2);
  expect(root.name).toMatch(/^GET\b/);
  // The layout and the page may each run an operation.
  const operations = trace.filter(isOperation);
  for (const each of operations) expect(ancestors(each)).toContain(root);

  // The consultant list was read from the content service inside the operation.
  const calls = trace.filter(isCall);
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) {
    expect(call.kind).toBe(3);
    expect(ancestors(call).some(isOperation)).toBe(true);
  }
  expect(operation.attributes['graphql.operation.type']).toBe('query');
  expect(operation.serviceName).toBe('farooq-hospital-web');
}, 30_000);
