import {
  context,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
} from '@opentelemetry/api';

/**
 * One span per read of an upstream, `upstream <name> <METHOD>`, as a child of whatever is being
 * done (a GraphQL operation, a page's render). Without a tracer provider (server/telemetry.ts)
 * every span is the API's no-op.
 *
 * Attributes name the upstream and its path as logs may show it (`label`, which leaves a lab's
 * and the gateway's ids out; the query is dropped as well), never its address or an id.
 */

/** How a cached read was answered (adapters/http.ts `read`). */
export type CacheUse =
  /** A copy within its freshness: no call. */
  | 'fresh'
  /** A copy past its freshness, served while it is refreshed in the background. */
  | 'stale'
  /** The last good copy, served because its host is failing. */
  | 'last-good'
  /** No copy: the read waited for the call. */
  | 'miss'
  /** No copy, and another read's call was already under way: this one waited for it. */
  | 'in-flight';

/** What a call tells its span as it goes. */
export interface CallRecord {
  /** Attempts after the first. */
  retries: number;
  /** The status of the last answer, when one came. */
  status: number | null;
}

interface Target {
  name: string;
  label: string;
}

/** A cached read's span, which the call it waits for reports into rather than one of its own. */
interface WaitingRead {
  span: Span;
  taken: boolean;
}

// Named once per process, as the caches are (processWide.ts): a cache made in one route's bundle
// calls through that bundle's copy of this module, for a read made in another's.
const WAITING_READ = Symbol.for('farooq-hospital-web:upstream-read');

const tracer = () => trace.getTracer('farooq-hospital-web/upstream');

function startSpan(target: Target, method: string, attributes: Attributes = {}): Span {
  return tracer().startSpan(`upstream ${target.name} ${method}`, {
    kind: SpanKind.CLIENT,
    attributes: {
      'upstream.name': target.name,
      'upstream.path': target.label.split('?')[0],
      'http.request.method': method,
      ...attributes,
    },
  });
}

/** The error's kind: an UpstreamError's failure ('timeout', 'status'…), else its class. */
function kindOf(error: unknown): string {
  if (error && typeof error === 'object' && 'failure' in error) return String(error.failure);
  return error instanceof Error ? error.name : 'error';
}

function fail(span: Span, error: unknown): void {
  const kind = kindOf(error);
  span.setAttribute('error.type', kind);
  // The kind only: messages may carry an upstream's details.
  span.setStatus({ code: SpanStatusCode.ERROR, message: kind });
}

/**
 * Runs one call (its retries included) in its span. When a cached read waits for exactly this
 * call, the call reports into the read's span, so a page's trace shows one span per thing read.
 */
export async function tracedCall<T>(
  target: Target,
  method: 'GET' | 'POST',
  call: (record: CallRecord) => Promise<T>,
): Promise<T> {
  const waiting = context.active().getValue(WAITING_READ) as WaitingRead | undefined;
  const own = !waiting || waiting.taken;
  if (waiting) waiting.taken = true;
  // A call a read did not wait for refreshes a copy in the background.
  const span = own
    ? startSpan(target, method, waiting ? { 'upstream.cache': 'refresh' } : {})
    : waiting.span;
  const record: CallRecord = { retries: 0, status: null };
  try {
    return await context.with(trace.setSpan(context.active(), span), () => call(record));
  } catch (error) {
    fail(span, error);
    throw error;
  } finally {
    span.setAttribute('upstream.retries', record.retries);
    if (record.status !== null) span.setAttribute('http.response.status_code', record.status);
    if (own) span.end();
  }
}

/** Runs a cached read of `target` in its span, saying how the cache answered it. */
export async function tracedRead<T>(
  target: Target,
  use: CacheUse,
  read: () => Promise<T>,
): Promise<T> {
  const span = startSpan(target, 'GET', { 'upstream.cache': use });
  // Only a miss waits for its call; a stale copy's refresh goes on after the read is answered.
  const waiting: WaitingRead = { span, taken: use !== 'miss' };
  const active = trace.setSpan(context.active(), span).setValue(WAITING_READ, waiting);
  try {
    return await context.with(active, read);
  } catch (error) {
    fail(span, error);
    throw error;
  } finally {
    if (!waiting.taken) span.setAttribute('upstream.cache', 'in-flight');
    span.end();
  }
}
