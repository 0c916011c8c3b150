import type { LabId } from '@/domain/labs';
import type { Messages } from '@/domain/messages';

/**
 * The lab report addresses of the legacy site (spec 001 §2), each with the spellings it had, and
 * the laboratory each one asks. proxy.ts shows them, in any case and with or without a trailing
 * slash, from two internal routes: the pages (app/(en)/(private)/patient-reports/[site]) and the report
 * files (app/report-files). Their names must not begin with "lab": an address the proxy matches
 * again would be fetched over HTTP.
 */

export type LabPageKey = 'main' | 'westwood' | 'islamabad' | 'enclave' | 'akhtar';

export interface LabPage {
  id: LabPageKey;
  /** The search page's address, as the specification spells it. */
  path: string;
  /** The patient list's address, before the id, as the specification spells it. */
  listPath: string;
  lab: LabId;
  /** Lets the patient choose their branch's laboratory (the main site's). */
  chooser?: boolean;
  /**
   * {listPath}/{id} was the legacy download of the report as a file (Westwood's); it now leads to
   * the search, whose lookup hands out the report links.
   */
  downloads?: boolean;
  /** What the legacy page said in place of a title (Akhtar Saeed's: 'lab reports'). */
  heading?: (text: Messages['lab']) => string;
}

export const LAB_PAGES: readonly LabPage[] = [
  { id: 'main', path: '/labreports', listPath: '/labreports', lab: 'LAHORE', chooser: true },
  {
    id: 'westwood',
    path: '/labReportsWW',
    listPath: '/labreportsWW',
    lab: 'LAHORE',
    downloads: true,
  },
  { id: 'islamabad', path: '/LabReportsisl', listPath: '/LabReportsisl', lab: 'ISLAMABAD' },
  { id: 'enclave', path: '/labReportsbe', listPath: '/labReportsbe', lab: 'BAHRIA_ENCLAVE' },
  {
    id: 'akhtar',
    path: '/LabReportAS',
    listPath: '/LabReportAS',
    lab: 'AKHTAR_SAEED',
    heading: (text) => text.akhtarHeading,
  },
];

export function labPage(id: string): LabPage | undefined {
  return LAB_PAGES.find((site) => site.id === id);
}

/** The internal routes of the lab pages and of the report files (content/routes.ts). */
export const LAB_PAGES_ROUTE = '/patient-reports';
export const LAB_FILES_ROUTE = '/report-files';

/** No page: an address the lab routes do not have. */
const NOT_FOUND = `${LAB_FILES_ROUTE}/not-found`;

/**
 * The internal route a lab address is shown from, or null when the path is no lab address at
 * all. The lab servers' report links keep their own spelling on this site, with a lookup's link
 * in place of the patient's id: /LabReports/CombinedReport?t= and
 * /LabReports/NormalTempReport/{report}?t=.
 */
export function labRouteOf(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const [first = '', second, third] = segments.map((segment) => segment.toLowerCase());
  if (first === 'labreports' && second === 'combinedreport' && segments.length === 2) {
    return `${LAB_FILES_ROUTE}/combined`;
  }
  if (first === 'labreports' && second === 'normaltempreport' && third && segments.length === 3) {
    return `${LAB_FILES_ROUTE}/single/${segments[2]}`;
  }
  const site = LAB_PAGES.find((candidate) => candidate.path.slice(1).toLowerCase() === first);
  if (!site) return null;
  if (segments.length === 1) return `${LAB_PAGES_ROUTE}/${site.id}`;
  if (segments.length !== 2) return NOT_FOUND;
  return site.downloads
    ? `${LAB_FILES_ROUTE}/westwood/${segments[1]}`
    : `${LAB_PAGES_ROUTE}/${site.id}/${segments[1]}`;
}
