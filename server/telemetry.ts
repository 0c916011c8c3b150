import { diag, DiagLogLevel, type DiagLogFunction } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import { redactingExporter } from './spanRedaction';
import { isTracing, keepTracingHandle } from './tracingHandle';

/**
 * Tracing, when OTEL_EXPORTER_OTLP_ENDPOINT names a collector: loaded by instrumentation.ts only
 * then, so a server without one loads none of this. Registering a global tracer provider is all
 * Next.js needs to emit its own spans (request, route, render: next/dist/server/lib/trace), and
 * the spans of GraphQL operations (graphql/tracing.ts) and upstream calls
 * (adapters/upstreamTracing.ts) are made through the same global API, as children of the
 * request's span.
 */

export const DEFAULT_SERVICE_NAME = 'farooq-hospital-web';

/** OTLP/HTTP's traces address under a collector's base address. */
export function tracesUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/v1/traces`;
}

/** The SDK's own troubles (a collector that refuses or does not answer), as JSON log lines. */
function diagnostics(level: 'warn' | 'error'): DiagLogFunction {
  return (message) =>
    console[level](
      JSON.stringify({ time: new Date().toISOString(), level, msg: 'tracing', message }),
    );
}

interface TracingOptions {
  /** Where spans go instead of the collector (tests). */
  exporter?: SpanExporter;
  /** How spans reach it; batched by default, so a request never waits for the collector. */
  processor?: (exporter: SpanExporter) => SpanProcessor;
}

export function startTracing(
  env: Record<string, string | undefined>,
  options: TracingOptions = {},
): void {
  // Next.js registers the instrumentation once per process; a second provider would be refused.
  if (isTracing()) return;
  // JSON over HTTP, the exporter's default (Content-Type application/json): any collector reads it.
  const exporter =
    options.exporter ??
    new OTLPTraceExporter({ url: tracesUrl(env.OTEL_EXPORTER_OTLP_ENDPOINT ?? '') });
  const processor = options.processor ?? ((inner) => new BatchSpanProcessor(inner));
  const provider = new NodeTracerProvider({
    resource: defaultResource().merge(
      resourceFromAttributes({
        'service.name': env.OTEL_SERVICE_NAME?.trim() || DEFAULT_SERVICE_NAME,
      }),
    ),
    spanProcessors: [processor(redactingExporter(exporter))],
  });
  const quiet = () => undefined;
  diag.setLogger(
    {
      error: diagnostics('error'),
      warn: diagnostics('warn'),
      info: quiet,
      debug: quiet,
      verbose: quiet,
    },
    DiagLogLevel.WARN,
  );
  // Also installs the AsyncLocalStorage context manager, which carries the active span across
  // awaits, and the W3C propagator.
  provider.register();
  keepTracingHandle({ shutdown: () => provider.shutdown() });
}
