/**
 * The group's seven branches by the key every layer names them by: the GraphQL `BranchId` enum's
 * values. The registry of their names, phones and rules is adapters/branches.ts.
 */
export const BRANCH_IDS = [
  'ALLAMA_IQBAL_TOWN',
  'DHA',
  'WEST_WOOD',
  'BAHRIA_GOLF_CITY',
  'BAHRIA_ENCLAVE',
  'AKHTAR_SAEED',
  'DOCTORS_HOSPITAL',
] as const;
export type BranchId = (typeof BRANCH_IDS)[number];
