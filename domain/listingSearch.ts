import { BRANCH_IDS, type BranchId } from './branches';
import { NO_TEXT, readSearchText, type SearchText } from './searchText';
import { SPEC_DEPARTMENTS } from './consultantDepartments';
import { isSpecialityName } from './specialities';

/**
 * A consultant list page's search as its address carries it
 * (`?name=&department=&branch=&today=1&page=`) and as one path segment of the internal route that
 * renders it. Normalised once, here, so that every spelling of the same search shares one
 * rendered page in the page cache.
 */
export interface ListingSearch {
  /** The name box: what the patient typed, read in their own words. */
  name: SearchText;
  department: SearchText;
  /** Only this branch's consultants (the group's list only; a branch's list is its branch). */
  branch: BranchId | null;
  /** Only the consultants who sit today. */
  sitsToday: boolean;
  page: number;
}

/** A page number beyond any list the hospital has; it bounds what the page cache can be asked. */
export const PAGE_MAX = 999;

export const NO_SEARCH: ListingSearch = {
  name: NO_TEXT,
  department: NO_TEXT,
  branch: null,
  sitsToday: false,
  page: 1,
};

const isBranchId = (value: unknown): value is BranchId =>
  (BRANCH_IDS as readonly unknown[]).includes(value);

function normalise(search: {
  [K in keyof ListingSearch]: unknown;
}): ListingSearch {
  const { name, department, branch, sitsToday, page } = search;
  return {
    name: readSearchText(name),
    department: readSearchText(department),
    branch: isBranchId(branch) ? branch : null,
    sitsToday: sitsToday === true,
    page:
      Number.isInteger(page) && (page as number) >= 1 && (page as number) <= PAGE_MAX
        ? (page as number)
        : 1,
  };
}

export function isSearched(search: ListingSearch): boolean {
  return (
    search.name !== '' || search.department !== '' || search.branch !== null || search.sitsToday
  );
}

/**
 * Whether the search's page may be kept in the page cache: the choices the panel offers (a
 * speciality's name, or one of the specification's five), so the number of such pages is bounded.
 * Typed words and other spellings are countless, so their pages are rendered per request and
 * never kept.
 */
export function isCacheable(search: ListingSearch): boolean {
  const { name, department } = search;
  return (
    name === '' &&
    (department === '' || isSpecialityName(department) || SPEC_DEPARTMENTS.includes(department))
  );
}

/**
 * Parameters a page of the site sends twice: the home page's department buttons submit a
 * department after the dropdown's. Any other named twice is refused (server/admission.ts).
 */
export const REPEATED_PARAMETERS = ['department'];

/**
 * The search a public address asks for. The home page's department buttons submit a department
 * after the dropdown's, so the last one chosen wins.
 */
export function searchFromQuery(query: URLSearchParams): ListingSearch {
  return normalise({
    name: query.get('name') ?? '',
    department: query.getAll('department').findLast((value) => value.trim() !== '') ?? '',
    branch: query.get('branch'),
    sitsToday: query.get('today') === '1',
    page: Number(query.get('page') ?? 1),
  });
}

/** The search as one path segment; null for the unsearched first page, which is the plain list. */
export function searchKey(search: ListingSearch): string | null {
  if (!isSearched(search) && search.page === 1) return null;
  const { name, department, branch, sitsToday, page } = search;
  const json = JSON.stringify([name, department, branch, sitsToday, page]);
  return Buffer.from(json).toString('base64url');
}

/**
 * The search a path segment names (none: the plain list); null for a segment `searchKey` would
 * not have written, so every search has exactly one address in the page cache.
 */
export function searchFromKey(key: string | undefined): ListingSearch | null {
  if (key === undefined) return NO_SEARCH;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(key, 'base64url').toString());
    if (!Array.isArray(parsed) || parsed.length !== 5) return null;
    const [name, department, branch, sitsToday, page] = parsed as unknown[];
    const search = normalise({ name, department, branch, sitsToday, page });
    return searchKey(search) === key ? search : null;
  } catch {
    return null;
  }
}

/** The public address of a search on a list page; empty criteria and page 1 are left out. */
export function listingHref(path: string, search: ListingSearch): string {
  const query = new URLSearchParams();
  if (search.name) query.set('name', search.name);
  if (search.department) query.set('department', search.department);
  if (search.branch) query.set('branch', search.branch);
  if (search.sitsToday) query.set('today', '1');
  if (search.page > 1) query.set('page', String(search.page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The id of a list's results: a search's address opens there, with or without JavaScript. */
export const RESULTS_ID = 'results';

/** A search's address, opening at its results. */
export function resultsHref(path: string, search: ListingSearch): string {
  return `${listingHref(path, search)}#${RESULTS_ID}`;
}
