import type { BranchCardFragment } from '@/graphql/__generated__/operations';

/**
 * The values of the catalogue's `site.beds` for the bed facts the hospital states for a branch:
 * what it does not state (or states as none) is `'none'`, which the message leaves out.
 */
export function bedFactValues(beds: NonNullable<BranchCardFragment['beds']>) {
  return {
    total: String(beds.total),
    forPoor: String(beds.forPoorPatients || 'none'),
    charity: String(beds.charityPercent || 'none'),
  };
}
