/** What the sandbox received, so tests can assert on upstream traffic (caching, retries, fan-out). */

import type { FaultMode } from './faults';

export interface RequestLogEntry {
  method: string;
  /** Path and query exactly as requested. */
  path: string;
  /** 0 when the client went away before an answer was sent. */
  status: number;
  /** Arrival time, epoch milliseconds. */
  at: number;
  durationMs: number;
  fault?: FaultMode;
  aborted?: boolean;
}

/** Bounded so a long benchmark run cannot grow the sandbox's memory without limit. */
export const REQUEST_LOG_LIMIT = 10_000;

export interface RequestLog {
  add(entry: RequestLogEntry): void;
  entries(): RequestLogEntry[];
  reset(): void;
}

export function createRequestLog(limit = REQUEST_LOG_LIMIT): RequestLog {
  let entries: RequestLogEntry[] = [];
  return {
    add(entry) {
      entries.push(entry);
      if (entries.length > limit) entries = entries.slice(-limit);
    },
    entries: () => entries.map((entry) => ({ ...entry })),
    reset() {
      entries = [];
    },
  };
}
