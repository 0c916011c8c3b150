import { LAB_IDS, type LabId } from '@/domain/labs';
import type { LabReportsQuery } from '@/graphql/__generated__/operations';

export interface LabQuery {
  lab: LabId;
  patientId: string;
  testId: string;
}

/** A laboratory the patient can choose, named by its branches in the page's language. */
export interface LabChoice {
  id: LabId;
  label: string;
}

/**
 * A laboratory as a search that finds nothing offers it (issue 54): named as in the chooser, with
 * the phone number of each branch it serves, whose reception puts the patient through to it.
 */
export interface LabContact extends LabChoice {
  phones: readonly { branch: string; phone: string }[];
}

export type LabLookup = LabReportsQuery['labReports'];

/** What a lab search shows: what was asked, and the answer or why there is none. */
export interface LabSearchState {
  query: LabQuery | null;
  lookup: LabLookup | null;
  error: string | null;
}

export const NO_SEARCH: LabSearchState = { query: null, lookup: null, error: null };

/** The search form's fields: the lab asked (the page's own when the form names none). */
export function readLabQuery(form: FormData, pageLab: LabId): LabQuery {
  const text = (name: string) =>
    String(form.get(name) ?? '')
      .trim()
      .slice(0, 40);
  const lab = text('lab') as LabId;
  return {
    lab: (LAB_IDS as readonly string[]).includes(lab) ? lab : pageLab,
    patientId: text('patientId'),
    testId: text('testId'),
  };
}
