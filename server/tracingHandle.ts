/**
 * The running tracer provider's shutdown, for the front server to flush spans before it exits.
 * server/telemetry.ts runs inside Next.js's instrumentation bundle and server/main.ts outside it,
 * each with its own copy of this module: they meet on globalThis, so the server loads none of the
 * tracing SDK when tracing is off.
 */
const HANDLE = Symbol.for('farooq-hospital-web:tracing');

interface TracingHandle {
  shutdown: () => Promise<void>;
}

const store = globalThis as Record<symbol, TracingHandle | undefined>;

export function keepTracingHandle(handle: TracingHandle): void {
  store[HANDLE] = handle;
}

export function isTracing(): boolean {
  return store[HANDLE] !== undefined;
}

/**
 * Sends what is still buffered and stops; nothing to do when tracing is off. A collector that does
 * not answer holds the exit back by `waitMs` at most, well within an orchestrator's grace period.
 */
export async function stopTracing(waitMs = 3000): Promise<void> {
  const handle = store[HANDLE];
  store[HANDLE] = undefined;
  if (!handle) return;
  let timer: NodeJS.Timeout | undefined;
  const givenUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  await Promise.race([handle.shutdown().catch(() => undefined), givenUp]);
  clearTimeout(timer);
}
