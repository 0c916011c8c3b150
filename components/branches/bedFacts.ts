import type { BranchCardFragment } from '@/graphql/__generated__/operations';

/** The bed facts the hospital states for a branch, as one line; null when it states none. */
export function bedFactText(beds: BranchCardFragment['beds']): string | null {
  if (!beds) return null;
  const parts = [`${beds.total} beds`];
  if (beds.forPoorPatients)
    parts.push(`${beds.forPoorPatients} of them for patients who cannot pay`);
  if (beds.charityPercent) parts.push(`${beds.charityPercent}% charity`);
  return parts.join(', ');
}
