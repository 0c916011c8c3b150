/**
 * The settings whose default is right only on a laptop, and the rule that a production start
 * refuses them (issue 53). Unset, the site points at the sandbox (`npm run sandbox`, port 4010)
 * and calls itself localhost, so that a fresh checkout runs with no configuration; a production
 * start with them would send the payment gateway's customers, the canonical links and the sitemap
 * to localhost, and read its content from nowhere. The front server (server/main.ts) checks them
 * before it serves anything; a run on the sandbox says so with SANDBOX_SWITCH.
 */

type Env = Readonly<Record<string, string | undefined>>;

/** Where `npm run sandbox` answers. */
export const SANDBOX_ORIGIN = 'http://127.0.0.1:4010';

/**
 * What each of these settings is when unset: the sandbox's addresses and merchant account, and
 * the site at localhost. The adapters take their defaults from here (adapters/hosts.ts,
 * adapters/config.ts, adapters/site.ts), so this is the one list the production rule reads.
 */
export const LAPTOP_DEFAULTS = {
  SITE_URL: 'http://localhost:3000',
  CONTENT_HOST_MAIN: `${SANDBOX_ORIGIN}/main/`,
  CONTENT_HOST_PLAIN: `${SANDBOX_ORIGIN}/plain/`,
  CONTENT_HOST_ENCLAVE: `${SANDBOX_ORIGIN}/enclave/`,
  CONTENT_HOST_NEWS: `${SANDBOX_ORIGIN}/news/`,
  CONTENT_HOST_EVENTS: `${SANDBOX_ORIGIN}/events/`,
  CONTENT_HOST_PHARMACY: `${SANDBOX_ORIGIN}/pharmacy/`,
  LAB_HOST_A: `${SANDBOX_ORIGIN}/lab-a/`,
  LAB_HOST_B: `${SANDBOX_ORIGIN}/lab-b/`,
  LAB_HOST_C: `${SANDBOX_ORIGIN}/lab-c/`,
  LAB_HOST_D: `${SANDBOX_ORIGIN}/lab-d/`,
  PAYPRO_BASE_URL: `${SANDBOX_ORIGIN}/paypro/`,
  PAYPRO_CLIENT_ID: 'sandbox-client-id',
  PAYPRO_CLIENT_SECRET: 'sandbox-client-secret',
  PAYPRO_MERCHANT_ID: 'SANDBOX-MERCHANT-4242',
} as const;

type LaptopSetting = keyof typeof LAPTOP_DEFAULTS;

/** The laptop value of a setting the adapters name by rule (`CONTENT_HOST_${host}`). */
export function laptopDefault(variable: string): string {
  const value = (LAPTOP_DEFAULTS as Record<string, string>)[variable];
  // A new host with no entry here would escape the production check: stop at import instead.
  if (value === undefined) throw new Error(`${variable} has no default in LAPTOP_DEFAULTS`);
  return value;
}

/**
 * The variable a run on the sandbox (the demo, the tests and benches, whose runners take it from
 * the sandbox's environment: sandbox/server.ts) sets to 1, and production never.
 */
export const SANDBOX_SWITCH = 'SITE_SANDBOX';

/** EX_CONFIG (sysexits.h): the systemd unit does not restart an instance that stopped for it. */
export const REFUSED_START_EXIT_CODE = 78;

/** The upstream services' addresses: every laptop default that is an address, but the site's own. */
const UPSTREAM_ADDRESSES = (Object.keys(LAPTOP_DEFAULTS) as LaptopSetting[]).filter(
  (name) => name !== 'SITE_URL' && LAPTOP_DEFAULTS[name].startsWith(`${SANDBOX_ORIGIN}/`),
);

const PAYPRO_ACCOUNT = ['PAYPRO_CLIENT_ID', 'PAYPRO_CLIENT_SECRET', 'PAYPRO_MERCHANT_ID'] as const;

/**
 * Unset, each process makes up its own (adapters/config.ts): a restart or another instance could
 * not open a lab link or read a browser's orders cookie that this one signed.
 */
const SECRETS = ['LAB_LINK_SECRET', 'PAYMENT_COOKIE_SECRET'] as const;

/** Read as the adapters read them: an empty value is unset. */
const valueOf = (env: Env, name: LaptopSetting) => env[name]?.trim() || LAPTOP_DEFAULTS[name];

/**
 * Whether an address is on this machine: on a server, nothing the public or an upstream service
 * is reached at; on a laptop, the sandbox (whose port next.config.build.ts leaves open for images). An
 * address that does not parse is the adapters' to refuse, with their own message.
 */
export function isLoopback(address: string): boolean {
  try {
    return /^(localhost|.+\.localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0)$/i.test(
      new URL(address).hostname,
    );
  } catch {
    return false;
  }
}

export interface ProductionProblem {
  variables: string[];
  /** What is wrong and what to do, after the variables' names. */
  problem: string;
}

/** Each group of settings left at a laptop's value, in the order .env.example lists them. */
export function productionProblems(env: Env): ProductionProblem[] {
  if (env[SANDBOX_SWITCH] === '1') return [];
  const plural = (variables: string[], one: string, many: string) =>
    variables.length === 1 ? one : many;
  const problems: ProductionProblem[] = [];
  const add = (variables: string[], problem: (variables: string[]) => string) => {
    if (variables.length > 0) problems.push({ variables, problem: problem(variables) });
  };
  add(
    isLoopback(valueOf(env, 'SITE_URL')) ? ['SITE_URL'] : [],
    () =>
      `is unset or a loopback address (${valueOf(env, 'SITE_URL')}): set it to the site's public https address`,
  );
  add(
    UPSTREAM_ADDRESSES.filter((name) => isLoopback(valueOf(env, name))),
    (names) =>
      `${plural(names, 'is unset or a loopback address', 'are unset or loopback addresses')} (the sandbox's): set ${plural(names, 'it', 'each')} to the service's address`,
  );
  add(
    PAYPRO_ACCOUNT.filter((name) => valueOf(env, name) === LAPTOP_DEFAULTS[name]),
    (names) =>
      `${plural(names, 'is', 'are')} unset or the sandbox's merchant account: set the merchant's own`,
  );
  add(
    SECRETS.filter((name) => !env[name]?.trim()),
    (names) =>
      `${plural(names, 'is', 'are')} unset: each process would make up its own, which no other instance or restart can check`,
  );
  add(
    env.ENABLE_TEST_CONTROLS === '1' ? ['ENABLE_TEST_CONTROLS'] : [],
    () => 'is set: it lets anyone empty the caches',
  );
  return problems;
}

/**
 * The one line a production start with a laptop's settings stops with, naming each of them; null
 * when there is none.
 */
export function startRefusal(env: Env): string | null {
  const problems = productionProblems(env);
  if (problems.length === 0) return null;
  const said = problems.map(({ variables, problem }) => `${variables.join(', ')} ${problem}`);
  return `Refusing to start: ${said.join('; ')}. See .env.example (${SANDBOX_SWITCH}=1 is for a run on the sandbox only).`;
}
