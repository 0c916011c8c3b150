import { SEARCH_TEXT_MAX } from './consultantSearch';
import { DEPARTMENT_OPTIONS } from './departmentOptions';

/**
 * A consultant list page's search as its address carries it (`?name=&department=&page=`) and as
 * one path segment of the internal route that renders it. Normalised once, here, so that every
 * spelling of the same search shares one rendered page in the page cache.
 */
export interface ListingSearch {
  name: string;
  department: string;
  page: number;
}

/** A page number beyond any list the hospital has; it bounds what the page cache can be asked. */
export const PAGE_MAX = 999;

const NO_SEARCH: ListingSearch = { name: '', department: '', page: 1 };
const DEPARTMENTS = new Set<string>(DEPARTMENT_OPTIONS.map((option) => option.value));

function normalise(name: string, department: string, page: number): ListingSearch {
  return {
    name: name.replace(/\s+/g, ' ').trim().slice(0, SEARCH_TEXT_MAX),
    // Only the dropdown's own values: anything else in an address is no criterion at all.
    department: DEPARTMENTS.has(department) ? department : '',
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
  };
}

export function isSearched(search: ListingSearch): boolean {
  return search.name !== '' || search.department !== '';
}

/** The search a public address asks for. */
export function searchFromQuery(query: URLSearchParams): ListingSearch {
  return normalise(
    query.get('name') ?? '',
    query.get('department') ?? '',
    Number(query.get('page') ?? 1),
  );
}

/** The search as one path segment; null for the unsearched first page, which is the plain list. */
export function searchKey(search: ListingSearch): string | null {
  if (!isSearched(search) && search.page === 1) return null;
  const json = JSON.stringify([search.name, search.department, search.page]);
  return Buffer.from(json).toString('base64url');
}

/**
 * The search a path segment names (none: the plain list); null for a segment `searchKey` would
 * not have written, so every search has exactly one address in the page cache.
 */
export function searchFromKey(key: string | undefined): ListingSearch | null {
  if (key === undefined) return NO_SEARCH;
  try {
    const [name, department, page] = JSON.parse(Buffer.from(key, 'base64url').toString()) as [
      unknown,
      unknown,
      unknown,
    ];
    if (typeof name !== 'string' || typeof department !== 'string' || typeof page !== 'number') {
      return null;
    }
    const search = normalise(name, department, page);
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
  if (search.page > 1) query.set('page', String(search.page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
