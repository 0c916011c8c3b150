import { z } from 'zod';
import { policySources, sitePolicy, type PolicySources } from '@/domain/contentSecurityPolicy';

/** The front server's own configuration (.env.example, "The front server"). */
const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOSTNAME: z.string().min(1).default('127.0.0.1'),
  // How many proxies we run in front append to X-Forwarded-For (domain/clientAddress.ts).
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  // Two years; 0 sends none (a site not yet sure of its HTTPS).
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(63_072_000),
  // One JSON line per request on stdout (server/requestLog.ts); 0 leaves them out.
  LOG_REQUESTS: z.enum(['0', '1']).default('1'),
  // Searches and filtered lists rendered at once, more than one only while the event loop is busy
  // less than SEARCH_LOOP_BUSY_SHARE of the time; others are refused with a 503 (server/renderGate.ts).
  SEARCH_RENDERS_AT_ONCE: z.coerce.number().int().min(1).max(64).default(4),
  SEARCH_LOOP_BUSY_SHARE: z.coerce.number().gt(0).max(1).default(0.9),
  // How long a refusal is held before it is sent (server/busyAnswer.ts).
  SEARCH_REFUSAL_HOLD_MS: z.coerce.number().int().min(0).max(5_000).default(250),
});

export interface FrontSettings {
  port: number;
  hostname: string;
  trustedHops: number;
  /** Write a line per finished request. */
  logRequests: boolean;
  /** Answers rendered for their request (searches, filtered lists) worked on at once. */
  rendersAtOnce: number;
  /** The event loop's busy share past which no second render is started. */
  loopBusyShare: number;
  /** How long a refused search's answer is held before it is sent. */
  refusalHoldMs: number;
  csp: PolicySources;
  /** Headers every response starts with; a route that needs stricter ones replaces them. */
  siteHeaders: Record<string, string>;
}

export function readFrontSettings(env: Record<string, string | undefined>): FrontSettings {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const {
    PORT,
    HOSTNAME,
    TRUSTED_PROXY_HOPS,
    HSTS_MAX_AGE,
    LOG_REQUESTS,
    SEARCH_RENDERS_AT_ONCE,
    SEARCH_LOOP_BUSY_SHARE,
    SEARCH_REFUSAL_HOLD_MS,
  } = parsed.data;
  const csp = policySources(env);
  return {
    port: PORT,
    hostname: HOSTNAME,
    trustedHops: TRUSTED_PROXY_HOPS,
    logRequests: LOG_REQUESTS === '1',
    rendersAtOnce: SEARCH_RENDERS_AT_ONCE,
    loopBusyShare: SEARCH_LOOP_BUSY_SHARE,
    refusalHoldMs: SEARCH_REFUSAL_HOLD_MS,
    csp,
    siteHeaders: {
      'Content-Security-Policy': sitePolicy(csp),
      ...(HSTS_MAX_AGE > 0 && { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE}` }),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      // Geolocation for the site's own pages alone, never a frame inside them (the branch map's):
      // "Show nearest first" asks for it, and the position stays in the browser (issue 54).
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
      'Cross-Origin-Opener-Policy': 'same-origin',
    },
  };
}
