import { BasicTracerProvider, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { describe, expect, it } from 'vitest';
import { redactedSpan } from '@/server/spanRedaction';

/** Spans as Next.js makes them, before they leave the process (server/spanRedaction.ts). */
function ended(name: string, attributes: Record<string, string>): ReadableSpan {
  const span = new BasicTracerProvider().getTracer('next.js').startSpan(name, { attributes });
  span.end();
  return span as unknown as ReadableSpan;
}

describe('a span leaving the process', () => {
  it('shows a request’s address without query or patient id', () => {
    const span = ended('GET', {
      'http.method': 'GET',
      'http.target': '/LabReports/NormalTempReport/998877?t=sealed',
    });
    const shown = redactedSpan(span);
    expect(shown.attributes).toEqual({
      'http.method': 'GET',
      'http.target': '/LabReports/NormalTempReport/{id}',
    });
    // Everything else is the span's own.
    expect(shown.spanContext()).toEqual(span.spanContext());
    expect(shown.parentSpanContext).toBe(span.parentSpanContext);
    expect([shown.name, shown.startTime, shown.endTime, shown.duration]).toEqual([
      span.name,
      span.startTime,
      span.endTime,
      span.duration,
    ]);
    expect(shown.resource).toBe(span.resource);
    expect(shown.instrumentationScope).toBe(span.instrumentationScope);
  });

  it('shows a fetch’s address, in its name too, without query or ids', () => {
    const url = 'https://lab.example/labreports/1234567?Id=1234567';
    const shown = redactedSpan(
      ended(`fetch GET ${url}`, { 'http.url': url, 'url.query': 'Id=1234567' }),
    );
    expect(shown.name).toBe('fetch GET https://lab.example/labreports/{id}');
    expect(shown.attributes).toEqual({ 'http.url': 'https://lab.example/labreports/{id}' });
  });

  it('is passed on as it is when it holds no address', () => {
    const span = ended('graphql.operation ConsultantsPage', { 'graphql.operation.name': 'x' });
    expect(redactedSpan(span)).toBe(span);
  });
});
