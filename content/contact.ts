import type { BranchId } from '@/domain/branches';

/**
 * The contact page's phone lines, in its order (spec 001 §2). Each is labelled with the branch's
 * one display name and city (domain/branches.ts), not the specification's variant spellings
 * (docs/differences.md).
 */
export const CONTACT_BRANCHES: readonly BranchId[] = [
  'WEST_WOOD',
  'ALLAMA_IQBAL_TOWN',
  'DHA',
  'BAHRIA_GOLF_CITY',
  'BAHRIA_ENCLAVE',
  'AKHTAR_SAEED',
  'DOCTORS_HOSPITAL',
];
