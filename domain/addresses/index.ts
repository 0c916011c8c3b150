import type { LabId } from '../labs';
import { DEFAULT_LOCALE, LOCALES } from '../locales';
import { FILE_ADDRESSES, LAB_FILES_ROUTE, LAB_REPORT_LINK_PATHS } from './files';
import type { Address, Keeping, Privacy } from './model';
import { CATALOGUE_PATH, CATALOGUE_QUERY_KEYS, PAYMENT_STATUS_PATH } from './pharmacy';
import { RECORD_PATHS } from './records';
import { APPOINTMENT_PATH, HOME_ROUTE, PAGE_SPELLINGS } from './spellings';

export type { Address, AddressKind, Keeping, Privacy } from './model';
export { APPOINTMENT_BANNER_PATH, HOME_ROUTE, pagePathOf } from './spellings';
export { LAB_FILES_ROUTE, LOCAL_IMAGES, UNLOCALIZED_SOURCE } from './files';
export { CATALOGUE_PATH, CATALOGUE_QUERY_KEYS, PAYMENT_STATUS_PATH } from './pharmacy';
export { RECORD_PATHS, type RecordKind } from './records';
export { href } from './href';

/**
 * Every address of the site, in one table (issue 39): for each public address and each spelling
 * patients and old links use, the route that renders it, its kind, its languages, its privacy,
 * whether and how long a shared cache may keep it, the query parameters it takes and which of them
 * its kept copies differ by, and whether it is in the sitemap. Nothing else lists addresses: the
 * front server's admission (server/admission.ts), proxy.ts and its matcher (`proxyMatcher`, which
 * proxy.ts must write out), next.config.build.ts's rewrites and image rules, the sitemap, the privacy
 * seal, the request log's hiding of a patient's ids (server/requestLog.ts), the service worker
 * and nginx's private locations (checked by a test) all read it, and every link to a record's
 * page, a report file, the emergency page or the appointment form is built by its `href`
 * (href.ts; tests/unit/handBuiltPaths.test.ts finds any built by hand).
 * The menus and pages write a fixed page's address whole (tests/unit/navigation.test.ts holds the
 * menus' to the table). tests/unit/addresses.test.ts walks it against the route tree.
 *
 * A path is written as the specification spells it, without the language prefix; a segment in
 * braces stands for a value: `{id}` a record's number (one spelling: /consultant/0339 moves to
 * /consultant/339), `{text}` one segment of any text. A path ending in `/*` covers everything
 * under it.
 */

/** The response header by which proxy.ts tells the front server an answer's privacy. */
export const PRIVACY_HEADER = 'x-route-privacy';

/** Kept copies of a page refresh after this many seconds (the pages' `revalidate`). */
export const PAGE_SECONDS = 60;

/**
 * Where an address no page can have is shown from: no route has it, so the 404 page (two
 * segments deep: a single one would be a department or service page's segment).
 */
export const NO_PAGE = '/address-not-understood/404';

/** The internal routes: reached only through a rewrite; asked for directly, they are no page. */
export const LAB_PAGES_ROUTE = '/patient-reports';
export const NAME_SEARCH_ROUTE = '/consultant-search';
/**
 * The one route every consultant list renders from, at the list's address, and each search of it
 * the page cache keeps (`/consultant-list/dhaconsultant/<key>`, proxy.ts).
 */
export const LIST_ROUTE = '/consultant-list';
export const MEDICINE_SEARCH_ROUTE = '/medicine-search';

/**
 * The consultant list pages (spec 000 §2), the canonical spelling first, then the spellings the
 * legacy navigation used, keyed by what each shows: ALL of the group's consultants, or one
 * branch's by its registry key (domain/branches.ts reads each branch's here).
 */
export const CONSULTANT_LIST_PATHS = {
  ALL: ['/OurDoctors'],
  ALLAMA_IQBAL_TOWN: ['/iqbaltownconsultant'],
  DHA: ['/dhaconsultant'],
  WEST_WOOD: ['/westwoodconsultant'],
  BAHRIA_GOLF_CITY: ['/bahriagolfcosultant', '/bahriagolfconsultant'],
  BAHRIA_ENCLAVE: ['/bahriainclaveconsultant'],
  AKHTAR_SAEED: ['/akhtersaeedconsultant'],
  DOCTORS_HOSPITAL: ['/doctorshospitalconsultant'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type ListingId = keyof typeof CONSULTANT_LIST_PATHS;

/**
 * Each branch's page (spec 000 §2), by its registry key: the registry (domain/branches.ts) reads
 * its branches' addresses here, which checks every branch has one.
 */
export const BRANCH_PAGE_PATHS = {
  ALLAMA_IQBAL_TOWN: '/allamaIqbal',
  DHA: '/dhabranch',
  WEST_WOOD: '/westwood',
  BAHRIA_GOLF_CITY: '/behriagolfcity',
  BAHRIA_ENCLAVE: '/behriainclave',
  AKHTAR_SAEED: '/akthersaeed',
  DOCTORS_HOSPITAL: '/doctorshospital',
} as const;

/** The one route every branch's page renders from, at the branch's address (`/branch-landing/dhabranch`). */
export const BRANCH_LANDING_ROUTE = '/branch-landing';

/** The branch whose page a segment of the branch pages' route names (`dhabranch`), or null. */
export function branchOfLanding(segment: string): keyof typeof BRANCH_PAGE_PATHS | null {
  const found = Object.entries(BRANCH_PAGE_PATHS).find(([, path]) => path === `/${segment}`);
  return (found?.[0] as keyof typeof BRANCH_PAGE_PATHS | undefined) ?? null;
}

/** The consultant lists' query: what the search panel and the pager send (domain/listingSearch.ts). */
export const LIST_PARAMS = ['name', 'department', 'branch', 'today', 'page'] as const;

export type LabPageKey = 'main' | 'westwood' | 'islamabad' | 'enclave' | 'akhtar';

/** The legacy lab report addresses (spec 001 §2) and the laboratory each one asks. */
export interface LabPage {
  id: LabPageKey;
  /** The search page's address, as the specification spells it (any case reaches it). */
  path: string;
  /** The patient list's address, before the id, as the specification spells it. */
  listPath: string;
  lab: LabId;
  /** Lets the patient choose their branch's laboratory (the main site's). */
  chooser?: true;
  /**
   * {path}/{id} was the legacy download of the report as a file (Westwood's); it now leads to the
   * search, whose lookup hands out the report links.
   */
  downloads?: true;
}

/**
 * How every lab address begins, in any case (the legacy site's were typed and printed every way):
 * the proxy's matcher (`proxyMatcher`), nginx's private location and the request log take any
 * first segment that begins so for a patient's, a misspelt one too. tests/unit/addresses.test.ts
 * holds every lab address to it.
 */
export const LAB_ADDRESS_START = 'lab';

/** The main site's lab search, which lets the patient choose their laboratory. */
export const MAIN_LAB_PAGE = {
  id: 'main',
  path: '/labreports',
  listPath: '/labreports',
  lab: 'LAHORE',
  chooser: true,
} as const satisfies LabPage;

export const LAB_PAGES: readonly LabPage[] = [
  MAIN_LAB_PAGE,
  {
    id: 'westwood',
    path: '/labReportsWW',
    listPath: '/labreportsWW',
    lab: 'LAHORE',
    downloads: true,
  },
  { id: 'islamabad', path: '/LabReportsisl', listPath: '/LabReportsisl', lab: 'ISLAMABAD' },
  { id: 'enclave', path: '/labReportsbe', listPath: '/labReportsbe', lab: 'BAHRIA_ENCLAVE' },
  { id: 'akhtar', path: '/LabReportAS', listPath: '/LabReportAS', lab: 'AKHTAR_SAEED' },
];

/**
 * The static department pages, in the Departments menu's order (spec 000 §2); their words are the
 * catalogue's (`copy.departmentPages`, content/infoPages.ts).
 */
export const DEPARTMENT_PAGE_PATHS = [
  '/cardiology',
  '/medicine',
  '/generalsurgery',
  '/gynaecology',
  '/paeds',
  '/neurology',
  '/orthopedic',
] as const;

/** The static service pages, in the Services menu's order (`copy.servicePages`). */
export const SERVICE_PAGE_PATHS = [
  '/homemedical',
  '/bloodbank',
  '/emergency',
  '/fhlaboratory',
  '/icu',
  '/operationtheatre',
] as const;

/** The pages whose content is the site's own: rendered at build, the same for everyone. */
const STATIC_PAGES = [
  // Group pages
  '/AboutUs',
  '/boardofdirectors',
  '/history',
  '/ourprojects',
  '/corporatepannellist',
  '/branches',
  ...DEPARTMENT_PAGE_PATHS,
  ...SERVICE_PAGE_PATHS,
  // Other
  '/socialmediaposts',
  '/contactus',
  '/learnmore',
  '/privacypolicy',
  '/registercomplaint',
  '/complaintcell',
];

/** Pages that show the content service's data: rendered on their first visit, then kept. */
const FEED_PAGES = ['/', '/services', '/more', '/announcements', '/pressrelease', '/careers'];

const page = (path: string, keep: Keeping, more: Partial<Address> = {}): Address => ({
  path,
  kind: 'page',
  languages: true,
  keep,
  sitemap: true,
  ...more,
});

const internal = (path: string, more: Partial<Address> = {}): Address => ({
  path,
  kind: 'internal',
  languages: true,
  keep: 'never',
  sitemap: false,
  ...more,
});

const labAddresses = LAB_PAGES.flatMap((lab): Address[] => [
  {
    path: lab.path,
    kind: 'search',
    route: `${LAB_PAGES_ROUTE}/${lab.id}`,
    anyCase: true,
    languages: true,
    privacy: 'search',
    keep: 'never',
    sitemap: true,
  },
  {
    path: `${lab.listPath}/{text}`,
    kind: 'private',
    route: lab.downloads
      ? `${LAB_FILES_ROUTE}/westwood/{text}`
      : `${LAB_PAGES_ROUTE}/${lab.id}/{text}`,
    anyCase: true,
    languages: true,
    privacy: 'patient',
    keep: 'never',
    sitemap: false,
  },
]);

export const ADDRESSES: readonly Address[] = [
  ...STATIC_PAGES.map((path) => page(path, 'build')),
  ...FEED_PAGES.map((path) => page(path, PAGE_SECONDS)),
  // The branch pages differ only in their branch: one route renders them all.
  ...Object.values(BRANCH_PAGE_PATHS).map((path) =>
    page(path, PAGE_SECONDS, { route: `${BRANCH_LANDING_ROUTE}${path}` }),
  ),
  page(CATALOGUE_PATH, PAGE_SECONDS, { params: CATALOGUE_QUERY_KEYS }),
  // One record of a feed each (records.ts); the sitemap lists them by the content service's ids.
  ...Object.values(RECORD_PATHS).map((path) =>
    page(path, PAGE_SECONDS, { kind: 'record', sitemap: false }),
  ),
  // Each list's spelling in the legacy navigation is a page of its own (the same list).
  ...Object.values(CONSULTANT_LIST_PATHS).flatMap((paths) =>
    paths.map((path, index) =>
      page(path, PAGE_SECONDS, {
        kind: 'list',
        route: `${LIST_ROUTE}${path}`,
        params: LIST_PARAMS,
        // A typed name is rendered per request and never kept (proxy.ts); a page only up to
        // the list's last (a later one answers 404, which no cache keeps).
        varies: ['department', 'branch', 'today', 'page'],
        sitemap: index === 0,
      }),
    ),
  ),
  ...Object.entries(PAGE_SPELLINGS).map(([path, spellings]) => ({
    ...page(path, path === APPOINTMENT_PATH ? 'build' : PAGE_SECONDS),
    spellings,
  })),
  ...labAddresses,
  // The lab servers' report links keep their spelling here, with a lookup's link for the patient id.
  {
    ...internal(LAB_REPORT_LINK_PATHS.combined),
    kind: 'private',
    route: `${LAB_FILES_ROUTE}/combined`,
    anyCase: true,
    privacy: 'patient',
  },
  {
    ...internal(LAB_REPORT_LINK_PATHS.single),
    kind: 'private',
    route: `${LAB_FILES_ROUTE}/single/{text}`,
    anyCase: true,
    privacy: 'patient',
  },
  // The payment gateway returns the patient here (spec 001 §9), in either language.
  { ...internal(PAYMENT_STATUS_PATH), kind: 'private', privacy: 'patient' },
  page('/offline', 'build', { sitemap: false }),
  internal(HOME_ROUTE),
  internal(NO_PAGE),
  internal(`${LAB_PAGES_ROUTE}/*`),
  internal(`${NAME_SEARCH_ROUTE}/{text}/{text}`),
  internal(MEDICINE_SEARCH_ROUTE),
  internal(`${BRANCH_LANDING_ROUTE}/{text}`),
  // A list, and where proxy.ts shows a search of it from.
  internal(`${LIST_ROUTE}/*`),
  ...FILE_ADDRESSES,
];

// ---------------------------------------------------------------------------------------------
// Reading the table

const PLACEHOLDER = /^\{(id|text)\}$/;

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** An address's path read once: each segment a literal (lower case where any case goes) or a value. */
interface Pattern {
  parts: readonly ({ value: 'id' | 'text' } | { literal: string })[];
  /** Ends in `*`: any further segments. */
  prefix: boolean;
}

// Every request is matched against every address: each path is read into its pattern once.
const patterns = new WeakMap<Address, Pattern>();

function patternOf(address: Address): Pattern {
  let pattern = patterns.get(address);
  if (!pattern) {
    const segments = segmentsOf(address.path);
    const prefix = segments.at(-1) === '*';
    const parts = (prefix ? segments.slice(0, -1) : segments).map((part) => {
      const value = PLACEHOLDER.exec(part)?.[1] as 'id' | 'text' | undefined;
      if (value) return { value };
      return { literal: address.anyCase ? part.toLowerCase() : part };
    });
    pattern = { parts, prefix };
    patterns.set(address, pattern);
  }
  return pattern;
}

/** How closely a path matches an address: literal segments count most, a wildcard least. */
type Match = { address: Address; values: string[]; score: number; moved?: string };

function matchAddress(address: Address, segments: string[]): Match | null {
  const { parts, prefix } = patternOf(address);
  if (prefix ? segments.length < parts.length : segments.length !== parts.length) return null;
  const values: string[] = [];
  let score = 0;
  let moved = false;
  for (const [index, part] of parts.entries()) {
    const given = segments[index]!;
    if ('literal' in part) {
      if (part.literal !== (address.anyCase ? given.toLowerCase() : given)) return null;
      score += 2;
    } else if (part.value === 'text') {
      values.push(given);
    } else {
      if (!/^\d{1,12}$/.test(given)) return null;
      const canonical = String(Number(given));
      if (!isRecordId(canonical)) return null;
      if (canonical !== given) moved = true;
      values.push(canonical);
    }
  }
  const match: Match = { address, values, score: prefix ? score - 1 : score };
  if (moved) match.moved = fill(address.path, values);
  return match;
}

function fill(template: string, values: readonly string[]): string {
  let next = 0;
  return template.replace(/\{(?:id|text)\}/g, () => values[next++]!);
}

/** A record's number as visitors and API clients may give it: a positive whole number. */
export function isRecordId(value: string): boolean {
  return /^[1-9]\d{0,11}$/.test(value.trim());
}

/** An address's entry for a path with no language prefix, with a spelling's or alias's own. */
export interface Found {
  address: Address;
  /** The route Next.js renders: the address's, filled in, or the path as asked. */
  route: string;
  /** Another spelling of a record's number: the record's one address. */
  moved?: string;
}

const SPELLINGS: readonly Address[] = ADDRESSES.flatMap((address) =>
  (address.spellings ?? []).map((spelling) => ({
    ...address,
    path: spelling,
    route: address.route ?? address.path,
    spellings: [],
  })),
);

const ADDRESSES_AND_SPELLINGS: readonly Address[] = [...ADDRESSES, ...SPELLINGS];

/** The entry of the table a path (without its language prefix) is, or null for none. */
export function findAddress(path: string): Found | null {
  const segments = segmentsOf(path);
  let best: Match | null = null;
  for (const address of ADDRESSES_AND_SPELLINGS) {
    const match = matchAddress(address, segments);
    if (match && (!best || match.score > best.score)) best = match;
  }
  if (!best) return null;
  const { address, values, moved } = best;
  const found: Found = {
    address,
    route: address.route ? fill(address.route, values) : segments.length ? path : '/',
  };
  if (moved) found.moved = moved;
  return found;
}

export type AddressVerdict =
  | { kind: 'page'; address: Address }
  | { kind: 'none' }
  /** Another spelling of an address (/consultant/0321, /home): its one address. */
  | { kind: 'moved'; to: string };

/**
 * Whether a visitor's path (without the language prefix) is an address of the site: one the table
 * lists and that is no internal route. The home page's route moves to the site's root.
 */
export function addressVerdict(path: string): AddressVerdict {
  const found = findAddress(path);
  if (!found) return { kind: 'none' };
  if (found.address.path === HOME_ROUTE) return { kind: 'moved', to: '/' };
  if (found.address.kind === 'internal') return { kind: 'none' };
  if (found.moved) return { kind: 'moved', to: found.moved };
  return { kind: 'page', address: found.address };
}

/**
 * Whether a shared cache (nginx, a CDN) may keep the answer at this address and query: a page's
 * copy is kept per query only where the query changes it (`varies`); any other parameter
 * (`?utm_source=`, `?fbclid=`, a doctor chosen for the appointment form, which the page applies
 * in the browser) is the page the instances already keep by its path, and kept again per query,
 * made-up ones would fill the shared cache. A parameter the page takes left empty (the search
 * form's `name=`) changes nothing. Files keep their own rules.
 */
export function mayShareCopy(address: Address, query: URLSearchParams): boolean {
  // Files, and what is never kept anyway.
  if (address.kind === 'file' || address.keep === 'never') return true;
  return [...query].every(
    ([name, value]) =>
      address.varies?.includes(name) || (value === '' && address.params?.includes(name)),
  );
}

/**
 * Whether the answer at this address and query may be rendered for its request: a search, or a
 * list's filter or page, which the page cache keeps only in its bounded share of variants (if at
 * all). Each costs a render; the front server admits only so many at once (server/renderGate.ts).
 * A page's own address, and a parameter left empty, are served from the page cache.
 */
export function mayRenderPerRequest(address: Address, query: URLSearchParams): boolean {
  return Boolean(address.params?.some((name) => query.get(name)));
}

/** Whether a path is an internal route (asked for directly, no page). */
export function isInternalRoute(path: string): boolean {
  return findAddress(path)?.address.kind === 'internal';
}

/**
 * The privacy of an answer by the route that renders it (never by the address a visitor typed),
 * and how it was asked for: a search form's post answers with a patient's results.
 */
export function privacyOfRoute(route: string, method = 'GET'): Privacy | null {
  const segments = segmentsOf(route);
  const privacy = PRIVATE_ROUTES.find((address) => matchAddress(address, segments))?.privacy;
  if (!privacy) return null;
  return privacy === 'search' && method === 'POST' ? 'results' : privacy;
}

/**
 * Whether search engines may index an answer with a patient's data, by its privacy: only a lab
 * search form, which holds none; never a patient's answer, nor the form's no-script post, which
 * answers with a patient's results at the form's address. The one robots decision of such a page:
 * its robots metadata follows it (components/seo/privateRobots.ts), and so must the front
 * server's X-Robots-Tag (server/answerHeaders.ts, held to it by tests/unit/privateRobots.test.ts).
 */
export function mayBeIndexed(privacy: Privacy): boolean {
  return privacy === 'search';
}

/** The routes of the addresses with a patient's data, as Next.js renders them. */
const PRIVATE_ROUTES: readonly Address[] = ADDRESSES.filter((address) => address.privacy).map(
  (address) => ({ ...address, path: address.route ?? address.path, anyCase: undefined }),
);

/** The addresses in the sitemap that name no record: the static and feed pages. */
export function sitemapPages(): string[] {
  return ADDRESSES.filter((address) => address.sitemap).map((address) => address.path);
}

/** One of the proxy's matchers, as Next.js takes them (proxy.ts's `config.matcher`). */
export interface ProxyMatcher {
  source: string;
  has?: { type: 'query'; key: string }[];
}

/**
 * The addresses the proxy (proxy.ts) runs on, each in every language: every lab address in any
 * case (`LAB_ADDRESS_START`) and every other one with a patient's data as it is, which it shows
 * from their routes; the catalogue and the consultant lists once per query key that makes a
 * search (a matcher's conditions all hold at once), which it rewrites to their search routes. A
 * plain list or catalogue request never runs it, which would cost a list page about a third of
 * its rate (npm run bench:throughput). Next.js reads the matcher without running proxy.ts, so
 * proxy.ts writes this list out, and tests/unit/addresses.test.ts holds the two equal.
 */
export function proxyMatcher(): ProxyMatcher[] {
  const language = `/:lang(${LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|')})?`;
  const lab = [...LAB_ADDRESS_START]
    .map((letter) => `[${letter.toUpperCase()}${letter.toLowerCase()}]`)
    .join('');
  const asItIs = ADDRESSES.filter((address) => address.privacy && !address.anyCase);
  const lists = ADDRESSES.filter((address) => address.kind === 'list').map((address) =>
    address.path.slice(1),
  );
  const search = (source: string, keys: readonly string[]): ProxyMatcher[] =>
    keys.map((key) => ({ source, has: [{ type: 'query', key }] }));
  return [
    { source: `${language}/:lab(${lab}[A-Za-z-]*)/:rest*` },
    ...asItIs.map((address) => ({ source: `${language}${address.path}` })),
    ...search(`${language}${CATALOGUE_PATH}`, CATALOGUE_QUERY_KEYS),
    ...search(`${language}/:listing(${lists.join('|')})`, LIST_PARAMS),
  ];
}

/**
 * Whether the service worker may fetch a page for a patient to read offline: a public page shared
 * caches may keep. Never a private or search page, which would repeat a patient's lookup.
 */
export function mayFetchForOffline(path: string): boolean {
  const found = findAddress(path);
  return (
    found !== null &&
    found.address.kind !== 'internal' &&
    found.address.keep !== 'never' &&
    !found.address.privacy
  );
}

const LISTING_BY_PATH = new Map<string, ListingId>(
  Object.entries(CONSULTANT_LIST_PATHS).flatMap(([listing, paths]) =>
    paths.map((path): [string, ListingId] => [path, listing as ListingId]),
  ),
);

/** The consultant list an address shows (any of its spellings), or null for none. */
export function listingOfPath(path: string): ListingId | null {
  return LISTING_BY_PATH.get(path) ?? null;
}

export function isListingId(value: string): value is ListingId {
  return Object.hasOwn(CONSULTANT_LIST_PATHS, value);
}

/** A lab page by its key (the internal route's segment). */
export function labPage(id: string): LabPage | undefined {
  return LAB_PAGES.find((site) => site.id === id);
}

/**
 * Where a lookup that found nothing is tried at another laboratory (issue 54): that laboratory's
 * first page (the main site's, for Lahore's) lists the patient's reports at its own address; a
 * test id, which no address carries, is searched again on its search page.
 */
export function labLookupPath(lab: LabId, patientId: string | null): string {
  const site = LAB_PAGES.find((page) => page.lab === lab) ?? MAIN_LAB_PAGE;
  return patientId ? `${site.listPath}/${encodeURIComponent(patientId)}` : site.path;
}
