import 'server-only';
import { z } from 'zod';
import type { BranchId } from './branches';
import { readContentHosts, type ContentHosts, type HostName } from './hosts';

/**
 * Every upstream address and limit the product needs, read from the environment once and
 * validated. Defaults point at the local sandbox (`npm run sandbox`, port 4010), so a fresh
 * checkout runs with no configuration. See `.env.example` for each variable.
 */

export type { HostName } from './hosts';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const upstreamSchema = z.object({
  UPSTREAM_TIMEOUT_MS: positiveInt(4000),
  UPSTREAM_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  UPSTREAM_FRESH_SECONDS: positiveInt(60),
  UPSTREAM_STALE_SECONDS: positiveInt(86_400),
  UPSTREAM_BREAKER_FAILURES: positiveInt(3),
  UPSTREAM_BREAKER_COOLDOWN_MS: positiveInt(15_000),
});

export interface UpstreamPolicy {
  timeoutMs: number;
  retries: number;
  freshMs: number;
  staleMs: number;
  breakerFailures: number;
  breakerCooldownMs: number;
}

export interface AppConfig extends ContentHosts {
  upstream: UpstreamPolicy;
}

/** The content service's feeds, as far as host routing is concerned. */
export type Feed =
  | 'consultants'
  | 'departments'
  | 'services'
  | 'news'
  | 'homeNews'
  | 'events'
  | 'eventDetail'
  | 'about'
  | 'announcements'
  | 'careers'
  | 'gallery';

/**
 * The host a branch page reads its feeds from. The legacy pages used different addresses per
 * branch (spec 000 §7): Iqbal Town, Akhtar Saeed and Bahria Enclave the named host, Doctors
 * Hospital and DHA a second plain-HTTP host with a port.
 */
export const BRANCH_HOSTS: Record<BranchId, HostName> = {
  ALLAMA_IQBAL_TOWN: 'main',
  AKHTAR_SAEED: 'main',
  WEST_WOOD: 'main',
  BAHRIA_GOLF_CITY: 'main',
  BAHRIA_ENCLAVE: 'main',
  DHA: 'plain',
  DOCTORS_HOSPITAL: 'plain',
};

/** Which host serves a feed, for one branch's pages or (without a branch) for the group's. */
export function hostFor(feed: Feed, branch?: BranchId | null): HostName {
  // The event detail lives on its own plain-HTTP address; the home news strip used a fixed IP.
  if (feed === 'eventDetail') return 'events';
  if (feed === 'homeNews') return 'news';
  if (!branch) return 'main';
  // One Bahria Enclave listing (its consultants) used a third port.
  if (branch === 'BAHRIA_ENCLAVE' && feed === 'consultants') return 'enclave';
  return BRANCH_HOSTS[branch];
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const upstream = upstreamSchema.safeParse(env);
  if (!upstream.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(upstream.error)}`);
  }
  const policy = upstream.data;
  return {
    ...readContentHosts(env),
    upstream: {
      timeoutMs: policy.UPSTREAM_TIMEOUT_MS,
      retries: policy.UPSTREAM_RETRIES,
      freshMs: policy.UPSTREAM_FRESH_SECONDS * 1000,
      staleMs: policy.UPSTREAM_STALE_SECONDS * 1000,
      breakerFailures: policy.UPSTREAM_BREAKER_FAILURES,
      breakerCooldownMs: policy.UPSTREAM_BREAKER_COOLDOWN_MS,
    },
  };
}

let current: AppConfig | undefined;

/** The configuration of this process, validated on first use (a bad value fails loudly at start). */
export function config(): AppConfig {
  current ??= parseConfig(process.env);
  return current;
}

/** Tests point the process at an in-process sandbox and read the environment again. */
export function reloadConfig(): AppConfig {
  current = undefined;
  return config();
}
