import 'server-only';
import { z } from 'zod';
import type { BranchId } from '@/domain/branches';
import { LAB_IDS, type LabId } from '@/domain/labs';
import { LAPTOP_DEFAULTS, laptopDefault } from '@/domain/productionSettings';
import { baseAddress, readContentHosts, type ContentHosts, type HostName } from './hosts';

/**
 * Every upstream address and limit the product needs, read from the environment once and
 * validated. Defaults point at the local sandbox (`npm run sandbox`, port 4010), so a fresh
 * checkout runs with no configuration. See `.env.example` for each variable.
 */

export type { HostName } from './hosts';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

// A cold page whose content host hangs answers within 5 s: a read gives up after its budget
// (1.5 + 1.5 + 0.6 s of attempts, with backoff), and its three failures open the breaker, so the
// page's later reads of that host do not wait at all.
const upstreamSchema = z.object({
  UPSTREAM_TIMEOUT_MS: positiveInt(1500),
  UPSTREAM_BUDGET_MS: positiveInt(4000),
  UPSTREAM_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  UPSTREAM_FRESH_SECONDS: positiveInt(60),
  UPSTREAM_STALE_SECONDS: positiveInt(86_400),
  UPSTREAM_BREAKER_FAILURES: positiveInt(3),
  UPSTREAM_BREAKER_COOLDOWN_MS: positiveInt(15_000),
});

/**
 * Each laboratory's report server (spec 001 §7), by the letter of its setting (LAB_HOST_A to D)
 * and of its sandbox path.
 */
const LAB_HOST_LETTERS: Record<LabId, string> = {
  LAHORE: 'A',
  ISLAMABAD: 'B',
  BAHRIA_ENCLAVE: 'C',
  AKHTAR_SAEED: 'D',
};
const LAB_HOST_KEYS = Object.values(LAB_HOST_LETTERS);

const labSchema = z.object({
  ...Object.fromEntries(
    LAB_HOST_KEYS.map((key) => [
      `LAB_HOST_${key}`,
      baseAddress.default(laptopDefault(`LAB_HOST_${key}`)),
    ]),
  ),
  // A lookup of a hung lab gives up within 10 s (4 + 4 + 0.6 s of attempts, with backoff).
  LAB_TIMEOUT_MS: positiveInt(4000),
  LAB_BUDGET_MS: positiveInt(9000),
  LAB_PDF_MAX_BYTES: positiveInt(10 * 1024 * 1024),
  LAB_LOOKUPS_PER_MINUTE: positiveInt(20),
  LAB_MIN_ANSWER_MS: z.coerce.number().int().min(0).max(5000).default(400),
  LAB_LINK_SECRET: z.string().min(32).optional(),
  LAB_LINK_TTL_SECONDS: positiveInt(600),
});

export interface LabConfig {
  hosts: Record<LabId, string>;
  policy: UpstreamPolicy;
  pdfMaxBytes: number;
  lookupsPerMinute: number;
  /** Every lookup answers no sooner than this, so a hit, a miss and a malformed id look alike. */
  minAnswerMs: number;
  /** Seals the report-file links a lookup hands out (labLinks.ts); null: one per process. */
  linkSecret: string | null;
  /** How long such a link opens its file. */
  linkTtlMs: number;
}

/**
 * The PayPro gateway and the merchant's credentials: server configuration only, never sent to the
 * browser. Unset, they are the sandbox's stand-in account.
 */
const payproSchema = z.object({
  PAYPRO_BASE_URL: baseAddress.default(LAPTOP_DEFAULTS.PAYPRO_BASE_URL),
  PAYPRO_CLIENT_ID: z.string().min(1).default(LAPTOP_DEFAULTS.PAYPRO_CLIENT_ID),
  PAYPRO_CLIENT_SECRET: z.string().min(1).default(LAPTOP_DEFAULTS.PAYPRO_CLIENT_SECRET),
  PAYPRO_MERCHANT_ID: z.string().min(1).default(LAPTOP_DEFAULTS.PAYPRO_MERCHANT_ID),
  PAYPRO_TIMEOUT_MS: positiveInt(10_000),
  PAYPRO_TOKEN_TTL_SECONDS: positiveInt(540),
  PAYMENTS_PER_MINUTE: positiveInt(5),
  PAYMENT_PREPARES_PER_MINUTE: positiveInt(10),
  PAYMENT_STATUS_CHECKS_PER_MINUTE: positiveInt(30),
  PAYMENT_COOKIE_SECRET: z.string().min(32).optional(),
  // Six hours: a bank's app may send the patient back late, but a link shared or left in a
  // history stops telling the order's state the same day (adapters/paymentProof.ts).
  PAYMENT_RETURN_TTL_SECONDS: positiveInt(6 * 60 * 60),
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
  preparesPerMinute: number;
  statusChecksPerMinute: number;
  /**
   * Signs the cookie of a browser's orders (adapters/paymentCookie.ts) and seals the proof on the
   * gateway's way back (adapters/paymentProof.ts); null: one per process.
   */
  cookieSecret: string | null;
  /** How long the way back's proof shows the order's state to a browser without the cookie. */
  returnTtlMs: number;
}

export interface UpstreamPolicy {
  /** One attempt's limit. */
  timeoutMs: number;
  /** The limit of a whole read, its retries included. */
  budgetMs: number;
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
  api: ApiConfig;
  /** The end-to-end tests' reset control (ENABLE_TEST_CONTROLS=1); never set in production. */
  testControls: boolean;
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

const apiSchema = z.object({
  // Origins (scheme, host and port) of internal tools allowed to read public queries from their
  // own pages, comma-separated; none by default.
  API_CORS_ORIGINS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((origin) => new URL(origin).origin))),
  API_REQUESTS_PER_MINUTE: positiveInt(300),
  API_MAX_BODY_BYTES: positiveInt(100 * 1024),
  // Lets monitoring off this machine read the readiness details (/api/health/ready).
  HEALTH_TOKEN: z.string().min(24).optional(),
});

export interface ApiConfig {
  corsOrigins: string[];
  requestsPerMinute: number;
  maxBodyBytes: number;
  /** The bearer token that shows readiness details to a caller not on this machine. */
  healthToken: string | null;
}

function parse<T>(schema: z.ZodType<T>, env: Record<string, string | undefined>): T {
  const result = schema.safeParse(env);
  if (!result.success) throw new Error(`Invalid configuration:\n${z.prettifyError(result.error)}`);
  return result.data;
}

function payproConfig(
  paypro: z.infer<typeof payproSchema>,
  env: Record<string, string | undefined>,
): PayProConfig {
  return {
    base: paypro.PAYPRO_BASE_URL,
    clientId: paypro.PAYPRO_CLIENT_ID,
    clientSecret: paypro.PAYPRO_CLIENT_SECRET,
    merchantId: paypro.PAYPRO_MERCHANT_ID,
    timeoutMs: paypro.PAYPRO_TIMEOUT_MS,
    tokenTtlMs: paypro.PAYPRO_TOKEN_TTL_SECONDS * 1000,
    paymentsPerMinute: paypro.PAYMENTS_PER_MINUTE,
    preparesPerMinute: paypro.PAYMENT_PREPARES_PER_MINUTE,
    statusChecksPerMinute: paypro.PAYMENT_STATUS_CHECKS_PER_MINUTE,
    cookieSecret: instanceSecret('PAYMENT_COOKIE_SECRET', paypro.PAYMENT_COOKIE_SECRET, env),
    returnTtlMs: paypro.PAYMENT_RETURN_TTL_SECONDS * 1000,
  };
}

/**
 * A secret that, unset, each process makes up at start: enough for one instance, but an instance
 * could not read what another signed. REDIS_URL means several instances, so there it is required.
 */
function instanceSecret(
  name: string,
  value: string | undefined,
  env: Record<string, string | undefined>,
): string | null {
  if (value) return value;
  if (env.REDIS_URL) {
    throw new Error(
      `Invalid configuration:\n${name} must be set when REDIS_URL is (several instances)`,
    );
  }
  return null;
}

function apiConfig(api: z.infer<typeof apiSchema>): ApiConfig {
  return {
    corsOrigins: api.API_CORS_ORIGINS,
    requestsPerMinute: api.API_REQUESTS_PER_MINUTE,
    maxBodyBytes: api.API_MAX_BODY_BYTES,
    healthToken: api.HEALTH_TOKEN ?? null,
  };
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const policy = parse(upstreamSchema, env);
  const upstream: UpstreamPolicy = {
    timeoutMs: policy.UPSTREAM_TIMEOUT_MS,
    budgetMs: policy.UPSTREAM_BUDGET_MS,
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
        LAB_IDS.map((lab) => [lab, labs[`LAB_HOST_${LAB_HOST_LETTERS[lab]}`]]),
      ) as Record<LabId, string>,
      policy: { ...upstream, timeoutMs: labs.LAB_TIMEOUT_MS, budgetMs: labs.LAB_BUDGET_MS },
      pdfMaxBytes: labs.LAB_PDF_MAX_BYTES,
      lookupsPerMinute: labs.LAB_LOOKUPS_PER_MINUTE,
      minAnswerMs: labs.LAB_MIN_ANSWER_MS,
      linkSecret: instanceSecret('LAB_LINK_SECRET', labs.LAB_LINK_SECRET, env),
      linkTtlMs: labs.LAB_LINK_TTL_SECONDS * 1000,
    },
    paypro: payproConfig(parse(payproSchema, env), env),
    redisUrl: parse(redisSchema, env).REDIS_URL ?? null,
    api: apiConfig(parse(apiSchema, env)),
    testControls: env.ENABLE_TEST_CONTROLS === '1',
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
