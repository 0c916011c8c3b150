import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-node';
import { loggedPath } from './requestLog';

/**
 * Next.js puts the request's address on its own spans (`http.target` on the request and
 * middleware spans), query and patient ids included, and a server-side fetch's address in its
 * span's name. Every span passes through here before it leaves the process, so its addresses are
 * shown as the logs show them (server/requestLog.ts).
 */

/** Attributes holding a path or a whole address. */
const ADDRESS_ATTRIBUTES = ['http.target', 'http.url', 'url.full', 'url.path'];
/** Attributes holding nothing but a query. */
const QUERY_ATTRIBUTES = ['url.query'];
/** Next.js's name of a fetch's span: `fetch GET https://host/path?query`. */
const FETCH_NAME = /^(fetch \S+ )(\S+)$/;

function redactedAddress(value: string): string {
  if (value.startsWith('/')) return loggedPath(value);
  try {
    const url = new URL(value);
    return `${url.origin}${loggedPath(url.pathname)}`;
  } catch {
    return loggedPath(value);
  }
}

export function redactedSpan(span: ReadableSpan): ReadableSpan {
  const keys = Object.keys(span.attributes);
  const fetched = FETCH_NAME.exec(span.name);
  if (
    !fetched &&
    !keys.some((key) => ADDRESS_ATTRIBUTES.includes(key) || QUERY_ATTRIBUTES.includes(key))
  ) {
    return span;
  }
  const attributes = { ...span.attributes };
  for (const key of QUERY_ATTRIBUTES) delete attributes[key];
  for (const key of ADDRESS_ATTRIBUTES) {
    const value = attributes[key];
    if (typeof value === 'string') attributes[key] = redactedAddress(value);
  }
  return {
    name: fetched ? `${fetched[1]}${redactedAddress(fetched[2]!)}` : span.name,
    kind: span.kind,
    spanContext: () => span.spanContext(),
    parentSpanContext: span.parentSpanContext,
    startTime: span.startTime,
    endTime: span.endTime,
    status: span.status,
    attributes,
    links: span.links,
    events: span.events,
    duration: span.duration,
    ended: span.ended,
    resource: span.resource,
    instrumentationScope: span.instrumentationScope,
    droppedAttributesCount: span.droppedAttributesCount,
    droppedEventsCount: span.droppedEventsCount,
    droppedLinksCount: span.droppedLinksCount,
  };
}

/** An exporter that hands `inner` the spans with their addresses redacted. */
export function redactingExporter(inner: SpanExporter): SpanExporter {
  return {
    export: (spans, done) => inner.export(spans.map(redactedSpan), done),
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush?.() ?? Promise.resolve(),
  };
}
