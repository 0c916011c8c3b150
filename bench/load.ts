/** One bounded load on a loopback address with autocannon, and the figures the benches report. */
import autocannon from 'autocannon';
import { PATIENT_QUERIES } from '../tests/fixtures/patientQueries';

export interface Run {
  requestsPerSecond: number;
  /** Response bytes a second, as sent (compressed when asked). */
  bytesPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  /** The answers that were not 2xx, counted by status. */
  non2xxByStatus: Record<string, number>;
  /** Connection errors and timeouts: requests that got no answer. */
  errors: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** A different address for each request, when set. */
  paths?: Generator<string>;
}

export async function load(origin: string, path: string, options: LoadOptions): Promise<Run> {
  const { connections, seconds, headers, paths } = options;
  const result = await autocannon({
    url: `${origin}${path}`,
    connections,
    duration: seconds,
    ...(headers && { headers }),
    ...(paths && {
      requests: [{ setupRequest: (request) => ({ ...request, path: paths.next().value! }) }],
    }),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    bytesPerSecond: Math.round(result.throughput.average),
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    non2xxByStatus: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {})
        .filter(([status]) => !status.startsWith('2'))
        .map(([status, { count }]) => [status, count ?? 0]),
    ),
    errors: result.errors,
  };
}

/** A public GraphQL query by GET, as the browser sends one. */
export const graphql = (query: string) => `/api/graphql?query=${encodeURIComponent(query)}`;

/** Two-letter name fragments across the department options: thousands of distinct searches. */
export function* newSearches(): Generator<string> {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (;;)
    for (const department of ['', 'Medicine', 'Neuro', 'Cardiology', 'Orthopaedic', 'Radiology'])
      for (const a of letters)
        for (const b of letters) yield `/OurDoctors?name=${a}${b}&department=${department}`;
}

/** The public patients' query set in the name box, over and over (named searches are never kept). */
export function* patientSearches(): Generator<string> {
  for (;;)
    for (const { query } of PATIENT_QUERIES) yield `/OurDoctors?name=${encodeURIComponent(query)}`;
}
