import 'server-only';
import { BRANCH_SLUGS, config, type BranchSlug } from './config';

export type { BranchSlug } from './config';

export type City = 'Lahore' | 'Islamabad';

export interface BedFacts {
  total: number;
  /** Beds set aside for patients who cannot pay. */
  forPoorPatients: number | null;
  charityPercent: number | null;
}

export interface Branch {
  slug: BranchSlug;
  /** The name the feeds filter by (spec 000 §3, "Branch names used to filter"). */
  name: string;
  displayName: string;
  city: City;
  /** Every spelling the feeds and forms use for this branch. */
  spellings: readonly string[];
  landingPath: string;
  /** The consultant list page; the first path is canonical, the others are spellings the navigation uses. */
  consultantPaths: readonly string[];
  phone: string;
  address: string;
  mapUrl: string;
  beds: BedFacts | null;
  /** At most this many news items on the branch page; null shows all (spec 000 §2). */
  newsLimit: number | null;
  /** Shown when the branch has no services; null shows nothing (spec 000 §2). */
  noServicesText: string | null;
  /** Shown in place of the about block when the feed has no entry for the branch. */
  noAboutText: string | null;
}

type BranchFacts = Omit<Branch, 'phone' | 'address' | 'mapUrl'>;

const NO_SERVICES = 'No services available.';

const FACTS: Record<BranchSlug, BranchFacts> = {
  'allama-iqbal-town': {
    slug: 'allama-iqbal-town',
    name: 'Allama Iqbal Town',
    displayName: 'Allama Iqbal Town',
    city: 'Lahore',
    spellings: ['Allama Iqbal Town', 'Iqbal Town', 'Allama Iqbal Town Lahore'],
    landingPath: '/allamaIqbal',
    consultantPaths: ['/iqbaltownconsultant'],
    beds: null,
    newsLimit: 4,
    noServicesText: null,
    noAboutText: null,
  },
  dha: {
    slug: 'dha',
    name: 'DHA',
    displayName: 'DHA',
    city: 'Lahore',
    spellings: ['DHA', 'D.H.A', 'DHA Lahore'],
    landingPath: '/dhabranch',
    consultantPaths: ['/dhaconsultant'],
    beds: null,
    newsLimit: null,
    noServicesText: null,
    noAboutText: null,
  },
  'west-wood': {
    slug: 'west-wood',
    name: 'West Wood',
    displayName: 'West Wood',
    city: 'Lahore',
    spellings: ['West Wood', 'Westwood', 'Westwood Lahore'],
    landingPath: '/westwood',
    consultantPaths: ['/westwoodconsultant'],
    beds: { total: 220, forPoorPatients: 120, charityPercent: null },
    newsLimit: 4,
    noServicesText: null,
    noAboutText: 'No data found for Westwood branch',
  },
  'bahria-golf-city': {
    slug: 'bahria-golf-city',
    name: 'Bahria Golf City',
    // The legacy site shows this branch as the Islamabad branch.
    displayName: 'Islamabad (Bahria Golf City)',
    city: 'Islamabad',
    spellings: ['Bahria Golf City', 'Islamabad', 'Behria Gold', 'Behria Golf City', 'Golf City'],
    landingPath: '/behriagolfcity',
    consultantPaths: ['/bahriagolfcosultant', '/bahriagolfconsultant'],
    beds: null,
    newsLimit: null,
    noServicesText: null,
    noAboutText: null,
  },
  'bahria-enclave': {
    slug: 'bahria-enclave',
    name: 'Bahria Enclave',
    displayName: 'Bahria Enclave',
    city: 'Islamabad',
    spellings: ['Bahria Enclave', 'Behria Inlave', 'Bahria Inclave', 'Behria Enclave'],
    landingPath: '/behriainclave',
    consultantPaths: ['/bahriainclaveconsultant'],
    beds: null,
    newsLimit: null,
    noServicesText: NO_SERVICES,
    noAboutText: null,
  },
  'akhtar-saeed': {
    slug: 'akhtar-saeed',
    name: 'Akhtar Saeed',
    displayName: 'Akhtar Saeed Trust Hospital',
    city: 'Lahore',
    spellings: [
      'Akhtar Saeed',
      'Akhtar Saeed Trust Hospital',
      'Akhtar Saeed Trust',
      'Akhter Seed Trust Hospital',
    ],
    landingPath: '/akthersaeed',
    consultantPaths: ['/akhtersaeedconsultant'],
    beds: { total: 300, forPoorPatients: null, charityPercent: 100 },
    newsLimit: null,
    noServicesText: null,
    noAboutText: null,
  },
  'doctors-hospital': {
    slug: 'doctors-hospital',
    name: 'Doctors Hospital',
    displayName: 'Doctors Hospital Johar Town',
    city: 'Lahore',
    spellings: ['Doctors Hospital', "Doctor's Hospital", 'Doctors Hospital Johar Town'],
    landingPath: '/doctorshospital',
    consultantPaths: ['/doctorshospitalconsultant'],
    beds: { total: 250, forPoorPatients: null, charityPercent: null },
    newsLimit: null,
    noServicesText: NO_SERVICES,
    noAboutText: null,
  },
};

/**
 * Which entries of the general department list a branch page features, by id (spec 000 §7).
 * Branches the specification gives no range for feature the whole list.
 */
const FEATURED_DEPARTMENTS: Record<BranchSlug, (id: number) => boolean> = {
  'doctors-hospital': (id) => id >= 1 && id <= 18,
  'akhtar-saeed': (id) => id >= 4 && id <= 8,
  dha: (id) => id >= 4 && id <= 8,
  'bahria-golf-city': (id) => id >= 2 && id <= 12,
  // The legacy page applied "4 to 8" and then "not 8 to 12" to the whole list; the later won.
  'bahria-enclave': (id) => id < 8 || id > 12,
  'allama-iqbal-town': () => true,
  'west-wood': () => true,
};

export function isFeaturedDepartment(branch: BranchSlug, id: number): boolean {
  return FEATURED_DEPARTMENTS[branch](id);
}

/**
 * Feeds spell branches with stray spaces, odd casing and punctuation ("Bahria  Golf City",
 * " dha", "Westwood"); comparing letters and digits only makes all of them one key.
 */
export function branchKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const BY_KEY = new Map<string, BranchSlug>(
  BRANCH_SLUGS.flatMap((slug) =>
    FACTS[slug].spellings.map((spelling) => [branchKey(spelling), slug]),
  ),
);

/** The branch a feed or form spelling names, or null when it names none of the seven. */
export function matchBranch(name: string | null | undefined): BranchSlug | null {
  if (!name) return null;
  return BY_KEY.get(branchKey(name)) ?? null;
}

/**
 * The branch a feed record names and the name to show for it: the registry's name when the record
 * names one of the seven, else the record's own (trimmed) spelling.
 */
export function branchOfRecord(wireName: string | null): {
  branch: BranchSlug | null;
  branchName: string | null;
} {
  const branch = matchBranch(wireName);
  return { branch, branchName: branch ? FACTS[branch].name : wireName };
}

function withContact(facts: BranchFacts): Branch {
  const contact = config().contacts[facts.slug];
  const query = encodeURIComponent(`${facts.displayName} hospital, ${facts.city}`);
  return {
    ...facts,
    phone: contact.phone,
    address: contact.address,
    mapUrl: contact.mapUrl ?? `https://www.google.com/maps/search/?api=1&query=${query}`,
  };
}

export function getBranch(slug: BranchSlug): Branch {
  return withContact(FACTS[slug]);
}

export function listBranches(): Branch[] {
  return BRANCH_SLUGS.map(getBranch);
}
