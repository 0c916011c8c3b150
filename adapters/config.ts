import 'server-only';
import { z } from 'zod';
import type { BranchId } from './branches';
import {
  SANDBOX_ORIGIN,
  baseAddress,
  readContentHosts,
  type ContentHosts,
  type HostName,
} from './hosts';

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

/** The four lab-report servers (spec 001 §7), A to D; see adapters/labs.ts for which is which. */
export const LAB_HOST_KEYS = ['A', 'B', 'C', 'D'] as const;
export type LabHostKey = (typeof LAB_HOST_KEYS)[number];

const labSchema = z.object({
  ...Object.fromEntries(
    LAB_HOST_KEYS.map((key) => [
      `LAB_HOST_${key}`,
      baseAddress.default(`${SANDBOX_ORIGIN}/lab-${key.toLowerCase()}/`),
    ]),
  ),
  LAB_TIMEOUT_MS: positiveInt(8000),
  LAB_PDF_MAX_BYTES: positiveInt(10 * 1024 * 1024),
  LAB_LOOKUPS_PER_MINUTE: positiveInt(20),
  LAB_MIN_ANSWER_MS: z.coerce.number().int().min(0).max(5000).default(400),
});

export interface LabConfig {
  hosts: Record<LabHostKey, string>;
  policy: UpstreamPolicy;
  pdfMaxBytes: number;
  lookupsPerMinute: number;
  /** Every lookup answers no sooner than this, so a hit, a miss and a malformed id look alike. */
  minAnswerMs: number;
}

/**
 * The PayPro gateway and the merchant's credentials: server configuration only, never sent to the
 * browser. Unset, they are the sandbox's stand-in account.
 */
const payproSchema = z.object({
  PAYPRO_BASE_URL: baseAddress.default(`${SANDBOX_ORIGIN}/paypro/`),
  PAYPRO_CLIENT_ID: z.string().min(1).default('sandbox-client-id'),
  PAYPRO_CLIENT_SECRET: z.string().min(1).default('sandbox-client-secret'),
  PAYPRO_MERCHANT_ID: z.string().min(1).default('SANDBOX-MERCHANT-4242'),
  PAYPRO_TIMEOUT_MS: positiveInt(10_000),
  PAYPRO_TOKEN_TTL_SECONDS: positiveInt(540),
  PAYMENTS_PER_MINUTE: positiveInt(5),
});

export interface PayProConfig {
  base: string;
  clientId: string;
  clientSecret: string;
  merchantId: string;
  timeoutMs: number;
  /** How long a token is used before a new one is asked for (shorter than the gateway's). */
  tokenTtlMs: number;
  paymentsPerMinute: number;
}

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
  labs: LabConfig;
  paypro: PayProConfig;
  /** Where state shared by several instances lives (rate limits, payment tokens); none when unset. */
  redisUrl: string | null;
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

const redisSchema = z.object({
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
});

function parse<T>(schema: z.ZodType<T>, env: Record<string, string | undefined>): T {
  const result = schema.safeParse(env);
  if (!result.success) throw new Error(`Invalid configuration:\n${z.prettifyError(result.error)}`);
  return result.data;
}

function payproConfig(paypro: z.infer<typeof payproSchema>): PayProConfig {
  return {
    base: paypro.PAYPRO_BASE_URL,
    clientId: paypro.PAYPRO_CLIENT_ID,
    clientSecret: paypro.PAYPRO_CLIENT_SECRET,
    merchantId: paypro.PAYPRO_MERCHANT_ID,
    timeoutMs: paypro.PAYPRO_TIMEOUT_MS,
    tokenTtlMs: paypro.PAYPRO_TOKEN_TTL_SECONDS * 1000,
    paymentsPerMinute: paypro.PAYMENTS_PER_MINUTE,
  };
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const policy = parse(upstreamSchema, env);
  const upstream: UpstreamPolicy = {
    timeoutMs: policy.UPSTREAM_TIMEOUT_MS,
    retries: policy.UPSTREAM_RETRIES,
    freshMs: policy.UPSTREAM_FRESH_SECONDS * 1000,
    staleMs: policy.UPSTREAM_STALE_SECONDS * 1000,
    breakerFailures: policy.UPSTREAM_BREAKER_FAILURES,
    breakerCooldownMs: policy.UPSTREAM_BREAKER_COOLDOWN_MS,
  };
  const labs = parse(labSchema, env) as z.infer<typeof labSchema> & Record<string, string>;
  return {
    ...readContentHosts(env),
    upstream,
    labs: {
      hosts: Object.fromEntries(
        LAB_HOST_KEYS.map((key) => [key, labs[`LAB_HOST_${key}`]]),
      ) as Record<LabHostKey, string>,
      policy: { ...upstream, timeoutMs: labs.LAB_TIMEOUT_MS },
      pdfMaxBytes: labs.LAB_PDF_MAX_BYTES,
      lookupsPerMinute: labs.LAB_LOOKUPS_PER_MINUTE,
      minAnswerMs: labs.LAB_MIN_ANSWER_MS,
    },
    paypro: payproConfig(parse(payproSchema, env)),
    redisUrl: parse(redisSchema, env).REDIS_URL ?? null,
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
