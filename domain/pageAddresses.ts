import { listBranches } from './branches';

/**
 * Which addresses can be a page, decided before any route renders (server/guards.ts), so that an
 * address that cannot exist costs no upstream call and leaves nothing in the page cache, and each
 * record has one address.
 */

/** Pages of one record at /{kind}/{id}, the id being the record's number. */
const RECORD_PAGES = [
  'consultant',
  'department',
  'medicine',
  'service',
  'pressdetails',
  'event-details',
  'announcement',
  // The list at /careers, a job at /careers/{id}.
  'careers',
];

/**
 * Pages rendered on their first visit from an optional catch-all folder (components/layout/
 * onFirstVisit.ts): no segment may follow them.
 */
const WHOLE_PAGES = [
  ...listBranches().map((branch) => branch.landingPath.slice(1)),
  'Departments',
  'services',
  'more',
  'home',
  'announcements',
  'pressrelease',
  'Medicines',
];

/** A record's number as visitors and API clients may give it: a positive whole number. */
export function isRecordId(value: string): boolean {
  return /^[1-9]\d{0,11}$/.test(value.trim());
}

export type AddressVerdict =
  | { kind: 'page' }
  | { kind: 'none' }
  /** Another spelling of a record's address (/consultant/0321): its one address. */
  | { kind: 'moved'; to: string };

/** Whether `path` (without the language prefix) can be a page, and where its record lives. */
export function addressVerdict(path: string): AddressVerdict {
  const [first = '', ...rest] = path.split('/').filter(Boolean);
  if (WHOLE_PAGES.includes(first)) return rest.length === 0 ? PAGE : NONE;
  if (!RECORD_PAGES.includes(first)) return PAGE;
  if (rest.length === 0) return PAGE;
  const [id, ...more] = rest;
  if (more.length > 0 || !/^\d{1,12}$/.test(id!)) return NONE;
  const canonical = String(Number(id));
  if (!isRecordId(canonical)) return NONE;
  return canonical === id ? PAGE : { kind: 'moved', to: `/${first}/${canonical}` };
}

const PAGE: AddressVerdict = { kind: 'page' };
const NONE: AddressVerdict = { kind: 'none' };
