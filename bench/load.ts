/** One bounded load on a loopback address with autocannon, and the figures the benches report. */
import autocannon from 'autocannon';

export interface Run {
  requestsPerSecond: number;
  /** Response bytes a second, as sent (compressed when asked). */
  bytesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
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
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
