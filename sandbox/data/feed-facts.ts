/** Helpers that derive the facts tests rely on from the generated rows themselves. */

import { BRANCH_NAMES, canonicalBranchName, type BranchName } from './branches';

/** Rows per canonical branch; rows of no branch (null, "All") are not counted. */
export function countByBranch<T extends { brancH_NAME: string | null }>(
  records: readonly T[],
): Record<BranchName, number> {
  const counts = Object.fromEntries(BRANCH_NAMES.map((branch) => [branch, 0])) as Record<
    BranchName,
    number
  >;
  for (const record of records) {
    const branch = canonicalBranchName(record.brancH_NAME);
    if (branch) counts[branch] += 1;
  }
  return counts;
}

/** The first id missing between the lowest and highest, for "unknown id" tests. */
export function firstGap(ids: readonly number[]): number {
  const sorted = [...ids].sort((a, b) => a - b);
  const before = sorted.find(
    (id, index) => sorted[index + 1] !== undefined && sorted[index + 1] !== id + 1,
  );
  if (before === undefined) throw new Error('Sandbox ids have no gap');
  return before + 1;
}

export function isSortedAscending(ids: readonly number[]): boolean {
  return ids.every((id, index) => index === 0 || (ids[index - 1] ?? id) <= id);
}

/** Generated rows are shared by every host and test; freezing stops one from leaking into another. */
export function frozen<T extends object>(records: readonly T[]): readonly T[] {
  return Object.freeze(records.map((record) => Object.freeze(record)));
}
