import { getBranch } from '@/adapters/branches';
import type { Consultant } from '@/adapters/consultants';
import type { ConsultantSearch } from '../__generated__/resolvers';
import { badInput } from '../errors';

export const SEARCH_TEXT_MAX = 100;

/** Rejects a criterion longer than the limit before anything is read. */
export function checkSearch(search: ConsultantSearch | null | undefined): void {
  for (const value of [search?.text, search?.department]) {
    if ((value?.trim().length ?? 0) > SEARCH_TEXT_MAX) {
      throw badInput(`Search text must be at most ${SEARCH_TEXT_MAX} characters.`);
    }
  }
}

/**
 * The text a consultant is searched by: designation, name, branch and department (spec 000 §5).
 * The branch is matched by the record's own spelling and by the branch's names, so "trust" finds
 * the Akhtar Saeed Trust Hospital's doctors whichever way their record spells it. Fields are joined
 * with a space so a match never spans two fields.
 */
function composeSearchText(consultant: Consultant): string {
  const branch = consultant.branch ? getBranch(consultant.branch) : null;
  return [
    consultant.designation,
    consultant.name,
    consultant.branchSpelling,
    branch?.name,
    branch?.displayName,
    consultant.department,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

// A cached feed hands out the same consultant objects until it is refreshed, so each one's text is
// composed once, not on every search.
const searchTexts = new WeakMap<Consultant, string>();

function searchText(consultant: Consultant): string {
  let text = searchTexts.get(consultant);
  if (text === undefined) {
    text = composeSearchText(consultant);
    searchTexts.set(consultant, text);
  }
  return text;
}

/**
 * The Find your Consultant rule (spec 000 §5): each criterion is a case-insensitive substring of
 * the consultant's search text; an empty criterion is ignored.
 */
export function searchConsultants(
  consultants: readonly Consultant[],
  search: ConsultantSearch | null | undefined,
): Consultant[] {
  checkSearch(search);
  const criteria = [search?.text, search?.department]
    .map((value) => value?.trim().toLowerCase() ?? '')
    .filter((value) => value !== '');
  if (criteria.length === 0) return [...consultants];
  return consultants.filter((consultant) => {
    const text = searchText(consultant);
    return criteria.every((criterion) => text.includes(criterion));
  });
}
