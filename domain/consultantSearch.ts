import { getBranch } from './branches';
import {
  careGap,
  findConsultants,
  type CareGap,
  readQuery,
  type CareMatch,
  type FindableConsultant,
  type QueryReading,
} from './careSearch';
import { sitsToday } from './sittingDays';
import { consultantSpeciality, isCoveredBy, specialityOf } from './specialities';
import type { SearchText } from './searchText';

/**
 * The Find your Consultant rule (spec 000 §5) and the search in a patient's own words around it,
 * as a pure function of the consultants and the criteria, shared by the API and the list pages.
 */

/** A search's criteria, each read once where it entered (domain/searchText.ts); "" is none. */
export interface ConsultantCriteria {
  /** Matched as a substring (the legacy rule). */
  text: SearchText;
  /** A substring, or a speciality by any of its spellings. */
  department: SearchText;
  /** What a person typed, read in their own words (domain/careSearch.ts). */
  query: SearchText;
  /** Only consultants who sit today, in Pakistan, and whose hours today have not ended. */
  sitsToday: boolean;
}

/** What the search reads of a consultant. */
export interface SearchableConsultant extends FindableConsultant {
  timing: string | null;
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

/** Whether the department criterion names the consultant's speciality, by any of its spellings. */
function isOfDepartment(consultant: SearchableConsultant, department: string): boolean {
  return isCoveredBy(consultantSpeciality(consultant), specialityOf(department));
}

export interface ConsultantResults<T> {
  found: { consultant: T; match: CareMatch | null }[];
  /** How the `query` words were read; null without them. */
  reading: QueryReading | null;
  /** A speciality the `query` words need that none of `consultants` belongs to; null otherwise. */
  gap: CareGap | null;
}

/**
 * The consultants the criteria find. `text` and `department` are case-insensitive substrings of
 * the consultant's search text (the department also matches by speciality); with `sitsToday`,
 * only consultants who sit today in Pakistan at `now`. `query` ranks what is left by a patient's
 * words, keeping everything its words find as a substring; without it the list's order stays.
 */
export function searchConsultants<T extends SearchableConsultant>(
  consultants: readonly T[],
  criteria: ConsultantCriteria,
  now = new Date(),
): ConsultantResults<T> {
  const { text, department, query } = criteria;
  const has = (consultant: T, criterion: string) =>
    searchText(consultant).includes(criterion.toLowerCase());
  const passes = (consultant: T) =>
    (text === '' || has(consultant, text)) &&
    (department === '' || has(consultant, department) || isOfDepartment(consultant, department)) &&
    (!criteria.sitsToday || sitsToday(consultant.timing, now));
  if (query === '') {
    const found = consultants.filter(passes).map((consultant) => ({ consultant, match: null }));
    return { found, reading: null, gap: null };
  }
  const reading = readQuery(query, consultants);
  const found = findConsultants(consultants, reading, passes, (consultant) =>
    has(consultant, query),
  );
  return { found, reading, gap: careGap(consultants, reading) };
}
