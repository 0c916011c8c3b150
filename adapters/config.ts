import 'server-only';
import { z } from 'zod';

/**
 * Every upstream address, limit and branch contact the product needs, read from the environment
 * once and validated. Defaults point at the local sandbox (`npm run sandbox`, port 4010), so a fresh
 * checkout runs with no configuration. See `.env.example` for each variable.
 */

export const HOST_NAMES = ['main', 'plain', 'enclave', 'news', 'events'] as const;
export type HostName = (typeof HOST_NAMES)[number];

export const BRANCH_SLUGS = [
  'allama-iqbal-town',
  'dha',
  'west-wood',
  'bahria-golf-city',
  'bahria-enclave',
  'akhtar-saeed',
  'doctors-hospital',
] as const;
export type BranchSlug = (typeof BRANCH_SLUGS)[number];

export const SANDBOX_ORIGIN = 'http://127.0.0.1:4010';

/** The environment-variable stem of a branch: `dha` → `DHA`, `west-wood` → `WEST_WOOD`. */
function branchEnvKey(slug: BranchSlug): string {
  return slug.toUpperCase().replace(/-/g, '_');
}

const baseAddress = z
  .url({ protocol: /^https?$/ })
  // Image paths and feed paths are appended to the base, so it must end in a slash.
  .transform((url) => (url.endsWith('/') ? url : `${url}/`));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const hostsSchema = z.object(
  Object.fromEntries(
    HOST_NAMES.flatMap((name) => [
      [`CONTENT_HOST_${name.toUpperCase()}`, baseAddress.default(`${SANDBOX_ORIGIN}/${name}/`)],
      // Where a host's `~/` image paths point, when not at the host itself.
      [`CONTENT_IMAGE_BASE_${name.toUpperCase()}`, baseAddress.optional()],
    ]),
  ) as unknown as Record<string, z.ZodType<string | undefined>>,
);

const upstreamSchema = z.object({
  UPSTREAM_TIMEOUT_MS: positiveInt(4000),
  UPSTREAM_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  UPSTREAM_FRESH_SECONDS: positiveInt(60),
  UPSTREAM_STALE_SECONDS: positiveInt(86_400),
  UPSTREAM_BREAKER_FAILURES: positiveInt(3),
  UPSTREAM_BREAKER_COOLDOWN_MS: positiveInt(15_000),
});

const contactSchema = z.object(
  Object.fromEntries(
    BRANCH_SLUGS.flatMap((slug, index) => {
      const key = branchEnvKey(slug);
      return [
        // Sample values for the sandbox; the real numbers and addresses are configuration.
        [
          `BRANCH_${key}_PHONE`,
          z
            .string()
            .trim()
            .min(1)
            .default(`042 0000 00${10 + index}`),
        ],
        [
          `BRANCH_${key}_ADDRESS`,
          z
            .string()
            .trim()
            .min(1)
            .default(`Sample address of branch ${index + 1}`),
        ],
        [`BRANCH_${key}_MAP_URL`, z.url().optional()],
      ];
    }),
  ) as Record<string, z.ZodType<string | undefined>>,
);

export interface BranchContact {
  phone: string;
  address: string;
  mapUrl: string | null;
}

export interface UpstreamPolicy {
  timeoutMs: number;
  retries: number;
  freshMs: number;
  staleMs: number;
  breakerFailures: number;
  breakerCooldownMs: number;
}

export interface AppConfig {
  hosts: Record<HostName, string>;
  imageBases: Record<HostName, string>;
  upstream: UpstreamPolicy;
  contacts: Record<BranchSlug, BranchContact>;
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
export const BRANCH_HOSTS: Record<BranchSlug, HostName> = {
  'allama-iqbal-town': 'main',
  'akhtar-saeed': 'main',
  'west-wood': 'main',
  'bahria-golf-city': 'main',
  'bahria-enclave': 'main',
  dha: 'plain',
  'doctors-hospital': 'plain',
};

/** Which host serves a feed, for one branch's pages or (without a branch) for the group's. */
export function hostFor(feed: Feed, branch?: BranchSlug | null): HostName {
  // The event detail lives on its own plain-HTTP address; the home news strip used a fixed IP.
  if (feed === 'eventDetail') return 'events';
  if (feed === 'homeNews') return 'news';
  if (!branch) return 'main';
  // One Bahria Enclave listing (its consultants) used a third port.
  if (branch === 'bahria-enclave' && feed === 'consultants') return 'enclave';
  return BRANCH_HOSTS[branch];
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const read = <T extends z.ZodType>(schema: T): z.output<T> => {
    const result = schema.safeParse(env);
    if (!result.success) {
      throw new Error(`Invalid configuration:\n${z.prettifyError(result.error)}`);
    }
    return result.data;
  };
  const hosts = read(hostsSchema);
  const upstream = read(upstreamSchema);
  const contacts = read(contactSchema);

  return {
    hosts: Object.fromEntries(
      HOST_NAMES.map((name) => [name, hosts[`CONTENT_HOST_${name.toUpperCase()}`]]),
    ) as Record<HostName, string>,
    imageBases: Object.fromEntries(
      HOST_NAMES.map((name) => [
        name,
        hosts[`CONTENT_IMAGE_BASE_${name.toUpperCase()}`] ??
          hosts[`CONTENT_HOST_${name.toUpperCase()}`],
      ]),
    ) as Record<HostName, string>,
    upstream: {
      timeoutMs: upstream.UPSTREAM_TIMEOUT_MS,
      retries: upstream.UPSTREAM_RETRIES,
      freshMs: upstream.UPSTREAM_FRESH_SECONDS * 1000,
      staleMs: upstream.UPSTREAM_STALE_SECONDS * 1000,
      breakerFailures: upstream.UPSTREAM_BREAKER_FAILURES,
      breakerCooldownMs: upstream.UPSTREAM_BREAKER_COOLDOWN_MS,
    },
    contacts: Object.fromEntries(
      BRANCH_SLUGS.map((slug) => {
        const key = branchEnvKey(slug);
        return [
          slug,
          {
            phone: contacts[`BRANCH_${key}_PHONE`] as string,
            address: contacts[`BRANCH_${key}_ADDRESS`] as string,
            mapUrl: contacts[`BRANCH_${key}_MAP_URL`] ?? null,
          },
        ];
      }),
    ) as Record<BranchSlug, BranchContact>,
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
