/**
 * The consultant list pages' addresses (spec 000 §2), the canonical spelling first, then the
 * spellings the legacy navigation used, keyed by what each shows: ALL of the group's consultants,
 * or one branch's (by its registry key, which the registry's use of this table checks). The branch
 * registry, the list routes and proxy.ts all read this table.
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

const BY_PATH = new Map<string, ListingId>(
  Object.entries(CONSULTANT_LIST_PATHS).flatMap(([listing, paths]) =>
    paths.map((path): [string, ListingId] => [path, listing as ListingId]),
  ),
);

/** The listing an address shows, or null when it is no consultant list page. */
export function listingOfPath(path: string): ListingId | null {
  return BY_PATH.get(path) ?? null;
}

/**
 * The internal route of searches by name (proxy.ts): /consultant-search/{listing}/{search key},
 * rendered per request and never kept in the page cache.
 */
export const NAME_SEARCH_ROUTE = '/consultant-search';

export function isListingId(value: string): value is ListingId {
  return Object.hasOwn(CONSULTANT_LIST_PATHS, value);
}
