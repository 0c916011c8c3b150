/**
 * The seven branches and the spellings of their names that the legacy feeds actually emit.
 * The variants are deliberate: the adapter must normalise them, so the sandbox must produce them.
 */

import type { Random } from './random';

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

/** Spellings seen on the wire besides the canonical one (which is used on ~80% of rows). */
export const BRANCH_NAME_VARIANTS: Readonly<Record<BranchName, readonly string[]>> = {
  'Allama Iqbal Town': ['allama iqbal town ', 'Iqbal Town', 'Allama Iqbal Town '],
  DHA: ['DHA ', ' dha', 'Dha'],
  'West Wood': ['Westwood', 'WEST WOOD', 'West Wood '],
  'Bahria Golf City': ['Bahria  Golf City', 'BAHRIA GOLF CITY', 'Bahria Golf City '],
  'Bahria Enclave': ['bahria enclave ', 'Bahria Enclave ', 'BAHRIA ENCLAVE'],
  'Akhtar Saeed': ['Akhtar Saeed Trust Hospital', 'akhtar saeed', 'Akhtar Saeed '],
  'Doctors Hospital': ['doctors hospital', 'Doctors Hospital ', 'DOCTORS HOSPITAL'],
};

/** How many consultants each branch gets; every branch has at least 20. */
export const BRANCH_SIZES: Readonly<Record<BranchName, number>> = {
  'Allama Iqbal Town': 44,
  DHA: 38,
  'West Wood': 34,
  'Bahria Golf City': 36,
  'Bahria Enclave': 30,
  'Akhtar Saeed': 31,
  'Doctors Hospital': 39,
};

/** How prose in the CMS refers to each branch, and where it is. */
export const BRANCH_PLACES: Readonly<Record<BranchName, { title: string; city: string }>> = {
  'Allama Iqbal Town': { title: 'Farooq Hospital Allama Iqbal Town', city: 'Lahore' },
  DHA: { title: 'Farooq Hospital DHA', city: 'Lahore' },
  'West Wood': { title: 'Farooq Hospital West Wood', city: 'Lahore' },
  'Bahria Golf City': { title: 'Farooq Hospital Islamabad (Bahria Golf City)', city: 'Islamabad' },
  'Bahria Enclave': { title: 'Farooq Hospital Bahria Enclave', city: 'Islamabad' },
  'Akhtar Saeed': { title: 'Akhtar Saeed Trust Hospital', city: 'Lahore' },
  'Doctors Hospital': { title: 'Doctors Hospital Johar Town', city: 'Lahore' },
};

/**
 * Spells a row's branch: canonical on most rows, a variant on about `rate` of them. Variants rotate
 * per branch so every known misspelling shows up in each feed that uses the speller.
 */
export function createBranchSpeller(random: Random, rate: number): (branch: BranchName) => string {
  const used = new Map<BranchName, number>();
  return (branch) => {
    if (!random.chance(rate)) return branch;
    const count = used.get(branch) ?? 0;
    used.set(branch, count + 1);
    const variants = BRANCH_NAME_VARIANTS[branch];
    return variants[count % variants.length] ?? branch;
  };
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
