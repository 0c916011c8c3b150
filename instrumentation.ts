/**
 * Next.js calls register() once per server process, before the first request (its
 * instrumentation hook; the front server's next() runs it in app.prepare()).
 */
export async function register(): Promise<void> {
  // Traces cost nothing unless a collector is configured: without one, no tracing code is even
  // loaded, and every span the code asks for is the API's no-op. Edge bundles have no Node SDK.
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTracing } = await import('./server/telemetry');
    startTracing(process.env);
  }
}
