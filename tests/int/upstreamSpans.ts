import { context, propagation, trace } from '@opentelemetry/api';
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type ReadableSpan,
} from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { startTracing } from '@/server/telemetry';
import { stopTracing } from '@/server/tracingHandle';
import { EVENTUALLY } from './support';

/**
 * Records every span, through the provider server/telemetry.ts registers, in memory for the file
 * that calls it, from its first test to its last.
 */
export function recordSpans(): InMemorySpanExporter {
  const exporter = new InMemorySpanExporter();
  beforeAll(() => {
    startTracing({}, { exporter, processor: (inner) => new SimpleSpanProcessor(inner) });
  });
  afterAll(async () => {
    await stopTracing();
    trace.disable();
    context.disable();
    propagation.disable();
  });
  return exporter;
}

/**
 * Records the spans of upstream reads (adapters/upstreamTracing.ts) in memory for the file that
 * calls it, to tell when a refresh running in the background has ended.
 */
export function traceUpstreamReads() {
  const exporter = recordSpans();

  /** The ended background refreshes of a sandbox path (`/main/api/web/Consultants`…). */
  const refreshesOf = (path: string): ReadableSpan[] => {
    const [, host = '', ...rest] = path.split('/');
    const label = rest.join('/').toLowerCase();
    return exporter
      .getFinishedSpans()
      .filter(
        (span) =>
          span.attributes['upstream.cache'] === 'refresh' &&
          span.attributes['upstream.name'] === host &&
          String(span.attributes['upstream.path']).toLowerCase().startsWith(label),
      );
  };

  return {
    refreshesOf,
    /** Waits until a refresh of `path` has ended beyond the `before` already counted. */
    async refreshed(path: string, before: number): Promise<void> {
      await vi.waitFor(
        () => expect(refreshesOf(path).length, `refreshes of ${path}`).toBeGreaterThan(before),
        EVENTUALLY,
      );
    },
  };
}
