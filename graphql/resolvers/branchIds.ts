import type { BranchSlug } from '@/adapters/branches';
import { BranchId } from '../__generated__/resolvers';

/** GraphQL names branches in capitals (enum values); the registry keys them by slug. */
const SLUG_OF: Record<BranchId, BranchSlug> = {
  [BranchId.AllamaIqbalTown]: 'allama-iqbal-town',
  [BranchId.Dha]: 'dha',
  [BranchId.WestWood]: 'west-wood',
  [BranchId.BahriaGolfCity]: 'bahria-golf-city',
  [BranchId.BahriaEnclave]: 'bahria-enclave',
  [BranchId.AkhtarSaeed]: 'akhtar-saeed',
  [BranchId.DoctorsHospital]: 'doctors-hospital',
};

const ID_OF = Object.fromEntries(
  Object.entries(SLUG_OF).map(([id, slug]) => [slug, id as BranchId]),
) as Record<BranchSlug, BranchId>;

export const slugOf = (id: BranchId): BranchSlug => SLUG_OF[id];
export const idOf = (slug: BranchSlug): BranchId => ID_OF[slug];
