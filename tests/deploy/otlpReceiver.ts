/**
 * A stand-in OpenTelemetry collector for tests: an HTTP server on loopback that takes OTLP/HTTP
 * JSON (POST /v1/traces, what server/telemetry.ts sends) and keeps the spans. Point a site at it
 * with OTEL_EXPORTER_OTLP_ENDPOINT=receiver.endpoint.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface ReceivedSpan {
  name: string;
  /** 32 hex digits. */
  traceId: string;
  /** 16 hex digits. */
  spanId: string;
  /** Absent on a trace's root span. */
  parentSpanId?: string;
  /** OTLP's SpanKind number: 2 server, 3 client. */
  kind: number;
  attributes: Record<string, unknown>;
  /** The instrumentation scope: 'next.js', 'farooq-hospital-web/graphql'… */
  scope: string;
  /** The resource's service.name. */
  serviceName: string | undefined;
}

export interface OtlpReceiver {
  /** The collector's base address, for OTEL_EXPORTER_OTLP_ENDPOINT. */
  endpoint: string;
  /** Every span received so far, in the order they came. */
  spans(): ReceivedSpan[];
  /** The Content-Type of each export received (a protobuf one is refused with 415). */
  contentTypes(): string[];
  /** Resolves with the spans once `done` holds of them; rejects after `timeoutMs`. */
  waitFor(done: (spans: ReceivedSpan[]) => boolean, timeoutMs?: number): Promise<ReceivedSpan[]>;
  close(): Promise<void>;
}

/** An OTLP JSON AnyValue: one of these keys. */
interface AnyValue {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: string | number;
  doubleValue?: number;
  arrayValue?: { values?: AnyValue[] };
}

interface KeyValue {
  key: string;
  value: AnyValue;
}

interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      scope?: { name?: string };
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind?: number;
        attributes?: KeyValue[];
      }[];
    }[];
  }[];
}

function valueOf(value: AnyValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.boolValue !== undefined) return value.boolValue;
  // 64-bit integers may come as strings in OTLP JSON.
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(valueOf);
  return undefined;
}

const attributesOf = (list: KeyValue[] = []) =>
  Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

/** The spans of one export request. */
export function spansOf(body: ExportRequest): ReceivedSpan[] {
  return (body.resourceSpans ?? []).flatMap((resourceSpans) => {
    const serviceName = attributesOf(resourceSpans.resource?.attributes)['service.name'];
    return (resourceSpans.scopeSpans ?? []).flatMap((scopeSpans) =>
      (scopeSpans.spans ?? []).map((span) => ({
        name: span.name,
        traceId: span.traceId,
        spanId: span.spanId,
        // The root's is absent or empty, depending on the exporter.
        ...(span.parentSpanId && { parentSpanId: span.parentSpanId }),
        kind: span.kind ?? 0,
        attributes: attributesOf(span.attributes),
        scope: scopeSpans.scope?.name ?? '',
        serviceName: typeof serviceName === 'string' ? serviceName : undefined,
      })),
    );
  });
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const received: ReceivedSpan[] = [];
  const contentTypes: string[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      const contentType = request.headers['content-type'] ?? '';
      contentTypes.push(contentType);
      const body = await bodyOf(request);
      if (!contentType.startsWith('application/json')) {
        response.writeHead(415).end();
        return;
      }
      received.push(...spansOf(JSON.parse(body.toString('utf8')) as ExportRequest));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    })().catch(() => response.writeHead(400).end());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans: () => [...received],
    contentTypes: () => [...contentTypes],
    async waitFor(done, timeoutMs = 10_000) {
      const giveUpAt = Date.now() + timeoutMs;
      while (!done(received)) {
        if (Date.now() > giveUpAt) {
          const names = received.map((span) => span.name).join(', ');
          throw new Error(`OTLP receiver: not there after ${timeoutMs} ms; received: ${names}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return [...received];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
