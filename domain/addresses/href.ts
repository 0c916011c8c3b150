import { LAB_REPORT_LINK_PATHS } from './files';
import { RECORD_PATHS, type RecordKind } from './records';
import { APPOINTMENT_PATH } from './spellings';

/**
 * The site's links to its pages that carry a value (a record's number, a report, a choice on the
 * appointment form) or that many places give (the emergency page), each read from the address
 * table's path (index.ts), so that a changed table changes every link; no other module builds a
 * site path (held by tests/unit/handBuiltPaths.test.ts). Each is the path without the language
 * prefix, which the site's Link adds for the page's language (components/i18n/Link.tsx,
 * `localePath`). Apart from the table, with the small modules it reads, since the browser's
 * components link with it: the table's own module is only a type here.
 */

/** An address's path with its one value (`{id}`, `{text}`) filled in. */
const filled = (path: string, value: string | number) =>
  // A function, so that a value is never read as a replacement pattern (`$&`).
  path.replace(/\{(?:id|text)\}/, () => String(value));

const record = (kind: RecordKind) => (id: string | number) => filled(RECORD_PATHS[kind], id);

/**
 * The emergency page, one of the table's service pages (index.ts imports this module, so it is
 * not read from there: tests/unit/addresses.test.ts holds every link here to the table).
 */
const EMERGENCY_PATH = '/emergency';

export interface AppointmentQuery {
  /** A branch's registry key, chosen on the form. */
  branch?: string | null;
  /** The consultant's name, for the form to name. */
  consultant?: string | null;
  /** The consultant's id, for the form to show who the appointment is with. */
  doctor?: string | null;
}

export const href = {
  consultant: record('consultant'),
  department: record('department'),
  service: record('service'),
  /** A news item's or an event's page: both are the content service's events. */
  event: record('event'),
  announcement: record('announcement'),
  job: record('job'),
  gallery: record('gallery'),
  medicine: record('medicine'),
  emergency: () => EMERGENCY_PATH,
  /**
   * The appointment form, choosing the branch and naming the consultant (a consultant's
   * Appointment button, a branch page's). The form page is one cached page, so the choice
   * travels in the query and is applied in the browser (components/forms/appointmentLink.ts).
   */
  appointment: ({ branch, consultant, doctor }: AppointmentQuery = {}) => {
    const query = new URLSearchParams();
    if (branch) query.set('branch', branch);
    if (consultant) query.set('consultant', consultant);
    if (doctor) query.set('doctor', doctor);
    const text = query.toString();
    return text ? `${APPOINTMENT_PATH}?${text}` : APPOINTMENT_PATH;
  },
  /** A lookup's combined report, by its sealed token (adapters/labLinks.ts). */
  combinedReport: (token: string) => `${LAB_REPORT_LINK_PATHS.combined}?t=${token}`,
  /** One report of a lookup, by its id and sealed token. */
  singleReport: (reportId: string, token: string) =>
    `${filled(LAB_REPORT_LINK_PATHS.single, reportId)}?t=${token}`,
};
