import { getBranch, type BranchId } from './branches';
import { sitsToday } from './sittingDays';

/**
 * The Find your Consultant rule (spec 000 §5), as a pure function of the consultants and the
 * criteria, shared by the API and the list pages.
 */

/** The longest criterion a search takes (the form's field, the address, the API). */
export const SEARCH_TEXT_MAX = 100;

export interface ConsultantCriteria {
  text?: string | null;
  department?: string | null;
  /** Only consultants whose timing names the day it is in Pakistan. */
  sitsToday?: boolean | null;
}

/** What the search reads of a consultant. */
export interface SearchableConsultant {
  name: string;
  designation: string | null;
  department: string | null;
  branch: BranchId | null;
  /** The record's own spelling of its branch, which search matches too. */
  branchSpelling: string | null;
  timing: string | null;
}

/** Whether a criterion is longer than SEARCH_TEXT_MAX: refused before anything is read. */
export function isTooLong(criteria: ConsultantCriteria | null | undefined): boolean {
  return [criteria?.text, criteria?.department].some(
    (value) => (value?.trim().length ?? 0) > SEARCH_TEXT_MAX,
  );
}

/**
 * The text a consultant is searched by: designation, name, branch and department. The branch is
 * matched by the record's own spelling and by the branch's names, so "trust" finds the Akhtar
 * Saeed Trust Hospital's doctors whichever way their record spells it. Fields are joined with a
 * space so a match never spans two fields.
 */
function composeSearchText(consultant: SearchableConsultant): string {
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
const searchTexts = new WeakMap<SearchableConsultant, string>();

function searchText(consultant: SearchableConsultant): string {
  let text = searchTexts.get(consultant);
  if (text === undefined) {
    text = composeSearchText(consultant);
    searchTexts.set(consultant, text);
  }
  return text;
}

/**
 * Each text criterion is a case-insensitive substring of the consultant's search text; an empty
 * criterion is ignored. With `sitsToday`, only consultants whose timing names the day it is in
 * Pakistan at `now` (an unreadable timing is not known to). Criteria must have been checked with
 * isTooLong.
 */
export function searchConsultants<T extends SearchableConsultant>(
  consultants: readonly T[],
  criteria: ConsultantCriteria | null | undefined,
  now = new Date(),
): T[] {
  const wanted = [criteria?.text, criteria?.department]
    .map((value) => value?.trim().toLowerCase() ?? '')
    .filter((value) => value !== '');
  const today = criteria?.sitsToday === true;
  if (wanted.length === 0 && !today) return [...consultants];
  return consultants.filter((consultant) => {
    const text = searchText(consultant);
    return (
      wanted.every((criterion) => text.includes(criterion)) &&
      (!today || sitsToday(consultant.timing, now))
    );
  });
}
