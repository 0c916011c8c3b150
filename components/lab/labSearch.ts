import type { LabReportsQuery, LabServer } from '@/graphql/__generated__/operations';

/** The specification's texts of the lab screens (spec 001 §2, §8). */
export const LAB_TEXT = {
  banner: 'FH LAB REPORTS',
  noId: 'Please enter either a Test ID or Patient ID.',
  noReports: 'No reports found.',
  noPatientReports: 'No reports found for this patient.',
  combined: 'Combined Report',
  single: 'Single Report',
  view: 'View',
  needPatient: 'Enter Patient ID to View',
  needAnyId: 'Enter Patient ID or Test ID to View',
  notGiven: 'N/A',
} as const;

const LABS: readonly LabServer[] = ['LAHORE', 'ISLAMABAD', 'BAHRIA_ENCLAVE', 'AKHTAR_SAEED'];

export interface LabQuery {
  lab: LabServer;
  patientId: string;
  testId: string;
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
export function readLabQuery(form: FormData, pageLab: LabServer): LabQuery {
  const text = (name: string) =>
    String(form.get(name) ?? '')
      .trim()
      .slice(0, 40);
  const lab = text('lab') as LabServer;
  return {
    lab: LABS.includes(lab) ? lab : pageLab,
    patientId: text('patientId'),
    testId: text('testId'),
  };
}
