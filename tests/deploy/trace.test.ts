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
  const spans = await receiver.waitFor(
    (received) =>
      received.some(
        (operation) =>
          isOperation(operation) &&
          received.some(
            (call) => call.traceId === operation.traceId && call.name.startsWith('upstream '),
          ),
      ),
    15_000,
  );
  const operation = spans.find(isOperation)!;
  const trace = spans.filter((span) => span.traceId === operation.traceId);
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
  const calls = trace.filter((span) => span.name.startsWith('upstream '));
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) {
    expect(call.kind).toBe(3);
    expect(ancestors(call).some(isOperation)).toBe(true);
  }
  expect(operation.attributes['graphql.operation.type']).toBe('query');
  expect(operation.serviceName).toBe('farooq-hospital-web');
}, 30_000);
