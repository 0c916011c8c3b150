import type { BranchId } from '@/adapters/branches';

/** What a consultant list page shows: one branch's consultants, or ALL of the group's. */
export type ListingId = BranchId | 'ALL';

/**
 * The consultant list pages' addresses (spec 000 §2), the canonical spelling first, then the
 * spellings the legacy navigation used. The branch registry, the list route and proxy.ts all read
 * this table.
 */
export const CONSULTANT_LIST_PATHS: Readonly<Record<ListingId, readonly string[]>> = {
  ALL: ['/OurDoctors'],
  ALLAMA_IQBAL_TOWN: ['/iqbaltownconsultant'],
  DHA: ['/dhaconsultant'],
  WEST_WOOD: ['/westwoodconsultant'],
  BAHRIA_GOLF_CITY: ['/bahriagolfcosultant', '/bahriagolfconsultant'],
  BAHRIA_ENCLAVE: ['/bahriainclaveconsultant'],
  AKHTAR_SAEED: ['/akhtersaeedconsultant'],
  DOCTORS_HOSPITAL: ['/doctorshospitalconsultant'],
};

const BY_PATH = new Map<string, ListingId>(
  Object.entries(CONSULTANT_LIST_PATHS).flatMap(([listing, paths]) =>
    paths.map((path): [string, ListingId] => [path, listing as ListingId]),
  ),
);

/** The listing an address shows, or null when it is no consultant list page. */
export function listingOfPath(path: string): ListingId | null {
  return BY_PATH.get(path) ?? null;
}
