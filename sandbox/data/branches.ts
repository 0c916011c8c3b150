/**
 * The seven branches, the spellings of their names that the legacy feeds actually emit, and the
 * one table of how many rows each feed has per branch. The variants are deliberate: the adapter
 * must normalise them, so the sandbox must produce them.
 */

export const BRANCH_NAMES = [
  'Allama Iqbal Town',
  'DHA',
  'West Wood',
  'Bahria Golf City',
  'Bahria Enclave',
  'Akhtar Saeed',
  'Doctors Hospital',
] as const;

export type BranchName = (typeof BRANCH_NAMES)[number];

/**
 * Spellings seen on the wire besides the canonical one. The first of each is the one every feed
 * carries at least once (" dha", "Westwood", "Bahria  Golf City" with two spaces, ...); some do
 * not match the canonical name even after trimming and lower-casing.
 */
export const BRANCH_NAME_VARIANTS: Readonly<Record<BranchName, readonly string[]>> = {
  'Allama Iqbal Town': ['Iqbal Town', 'allama iqbal town ', 'Allama Iqbal Town '],
  DHA: [' dha', 'DHA ', 'Dha'],
  'West Wood': ['Westwood', 'WEST WOOD', 'West Wood '],
  'Bahria Golf City': ['Bahria  Golf City', 'BAHRIA GOLF CITY', 'Bahria Golf City '],
  'Bahria Enclave': ['bahria enclave ', 'Bahria Enclave ', 'BAHRIA ENCLAVE'],
  'Akhtar Saeed': ['Akhtar Saeed Trust Hospital', 'akhtar saeed', 'Akhtar Saeed '],
  'Doctors Hospital': ['doctors hospital', 'Doctors Hospital ', 'DOCTORS HOSPITAL'],
};

/** How prose in the CMS names each branch, and where it is. */
export const BRANCH_PLACES: Readonly<Record<BranchName, { title: string; location: string }>> = {
  'Allama Iqbal Town': {
    title: 'Farooq Hospital Allama Iqbal Town',
    location: 'Allama Iqbal Town, Lahore',
  },
  DHA: { title: 'Farooq Hospital DHA', location: 'DHA Phase V, Lahore' },
  'West Wood': { title: 'Farooq Hospital West Wood', location: 'Thokar Niaz Baig, Lahore' },
  'Bahria Golf City': {
    title: 'Farooq Hospital Islamabad (Bahria Golf City)',
    location: 'Bahria Golf City, Islamabad',
  },
  'Bahria Enclave': {
    title: 'Farooq Hospital Bahria Enclave',
    location: 'Bahria Enclave, Islamabad',
  },
  'Akhtar Saeed': { title: 'Akhtar Saeed Trust Hospital', location: 'Canal Road, Lahore' },
  'Doctors Hospital': { title: 'Doctors Hospital Johar Town', location: 'Johar Town, Lahore' },
};

/**
 * Rows per branch in each branch-keyed feed, in BRANCH_NAMES order: Iqbal Town, DHA, West Wood,
 * Golf City, Enclave, Akhtar Saeed, Doctors Hospital. Every branch has 30 or more consultants and
 * 8 or more departments (the core ones); Bahria Enclave lists no services ("No services
 * available."); Iqbal Town, DHA and West Wood have more news than the 4 their pages show.
 */
const ROWS = {
  consultants: [44, 38, 34, 36, 30, 31, 39],
  departments: [15, 14, 12, 11, 9, 8, 16],
  services: [12, 10, 9, 8, 0, 6, 11],
  news: [10, 9, 9, 6, 5, 5, 6],
  events: [4, 3, 3, 3, 2, 2, 2],
  announcements: [4, 4, 3, 3, 2, 3, 4],
  careers: [4, 4, 3, 3, 3, 3, 4],
} as const;

export type BranchFeed = keyof typeof ROWS;

export function rowsPerBranch(feed: BranchFeed): Record<BranchName, number> {
  return Object.fromEntries(
    BRANCH_NAMES.map((branch, index) => [branch, ROWS[feed][index]]),
  ) as Record<BranchName, number>;
}

function squash(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

const canonicalBySquashedSpelling = new Map<string, BranchName>(
  BRANCH_NAMES.flatMap((branch) =>
    [branch, ...BRANCH_NAME_VARIANTS[branch]].map(
      (spelling) => [squash(spelling), branch] as const,
    ),
  ),
);

/** Maps any spelling the sandbox emits back to its branch; undefined for names it never emits. */
export function canonicalBranchName(wireName: string | null | undefined): BranchName | undefined {
  if (wireName == null) return undefined;
  return canonicalBySquashedSpelling.get(squash(wireName));
}
