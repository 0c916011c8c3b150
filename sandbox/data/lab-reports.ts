/**
 * The four lab servers' patients and reports. Each server keeps its own patients; a lookup by id
 * matches a patient (all their reports) or a test (that one report). Patient ids have 6 digits,
 * test ids 8, report ids 7, and every server's ranges are apart.
 */

import { createRandom } from './random';
import { randomDay, sqlTimestampOn, utcDay } from './sql-dates';

export const LAB_SERVERS = ['lab-a', 'lab-b', 'lab-c', 'lab-d'] as const;
export type LabServerName = (typeof LAB_SERVERS)[number];

/** Server A answers LabTestsIWW, the others LabTestsIQT (spec 001 §7). */
export const LAB_ENDPOINTS: Record<LabServerName, string> = {
  'lab-a': 'LabTestsIWW',
  'lab-b': 'LabTestsIQT',
  'lab-c': 'LabTestsIQT',
  'lab-d': 'LabTestsIQT',
};

/** A report row as the lab servers send it. */
export interface LabReportRecord {
  reporT_ID: number;
  tesT_NAME: string | null;
  reporT_STATUS: string | null;
  approvaL_DATE: string | null;
  remarks: string | null;
  reporT_NAME: string | null;
}

interface Report extends LabReportRecord {
  testId: number;
  patientId: number;
}

const TESTS = [
  'Complete Blood Count (CBC)',
  'Lipid Profile',
  'Liver Function Tests (LFTs)',
  'Renal Function Tests (RFTs)',
  'HbA1c',
  'Thyroid Profile (TSH, T3, T4)',
  'Urine Complete Examination',
  'Serum Electrolytes',
  'Dengue NS1 Antigen',
  'Blood Culture & Sensitivity',
  'Hepatitis B Surface Antigen',
  'Vitamin D (25-OH)',
];

const REMARKS = ['Fasting sample', 'Repeat advised in 3 months', 'Sample slightly haemolysed'];

function reportsOf(server: LabServerName, index: number): Report[] {
  const random = createRandom(0x1ab + index * 7919);
  const reports: Report[] = [];
  for (let patient = 0; patient < 12; patient += 1) {
    const patientId = 200_000 + index * 10_000 + patient * 37;
    const count = random.int(1, 5);
    for (let test = 0; test < count; test += 1) {
      const reportId = 3_000_000 + index * 100_000 + reports.length * 11;
      const pending = random.chance(0.15);
      const approved = randomDay(random, utcDay(2026, 9, 1), utcDay(2026, 11, 20));
      reports.push({
        patientId,
        testId: 40_000_000 + index * 1_000_000 + reports.length * 13,
        reporT_ID: reportId,
        tesT_NAME: random.chance(0.05) ? null : random.pick(TESTS),
        reporT_STATUS: pending ? 'Pending' : random.chance(0.05) ? null : 'Approved',
        approvaL_DATE: pending ? null : sqlTimestampOn(random, approved),
        remarks: random.chance(0.6) ? null : random.pick(REMARKS),
        reporT_NAME: random.chance(0.1) ? null : `${server.toUpperCase()}-${reportId}`,
      });
    }
  }
  return reports;
}

const REPORTS = new Map(LAB_SERVERS.map((server, index) => [server, reportsOf(server, index)]));

const wire = ({ patientId: _patient, testId: _test, ...record }: Report): LabReportRecord => record;

/** The rows a lookup by id answers: a patient's reports, or the one report of a test. */
export function labRowsFor(server: LabServerName, id: number): LabReportRecord[] {
  return REPORTS.get(server)!
    .filter((report) => report.patientId === id || report.testId === id)
    .map(wire);
}

/** One report, when `pid` is its patient's id or its test's (the legacy search links either). */
export function labReportOf(
  server: LabServerName,
  reportId: number,
  pid: number,
): LabReportRecord | undefined {
  const report = REPORTS.get(server)!.find((candidate) => candidate.reporT_ID === reportId);
  return report && (report.patientId === pid || report.testId === pid) ? wire(report) : undefined;
}

/** Facts for tests: each server's patients and tests, and ids no record has. */
export const labFacts = Object.fromEntries(
  LAB_SERVERS.map((server) => {
    const reports = REPORTS.get(server)!;
    const patients = [...new Set(reports.map((report) => report.patientId))];
    const reportCount = (patientId: number) =>
      reports.filter((report) => report.patientId === patientId).length;
    return [
      server,
      {
        patientIds: patients,
        /** A patient with several reports, among them one without a date and one without a name. */
        richPatientId: patients.find((id) => reportCount(id) >= 3) ?? patients[0]!,
        testIds: reports.map((report) => report.testId),
        reportsOf: (patientId: number) =>
          reports.filter((report) => report.patientId === patientId).map(wire),
        /** Has the format of a patient id; no patient has it. */
        unknownPatientId: 299_999,
      },
    ];
  }),
) as Record<
  LabServerName,
  {
    patientIds: number[];
    richPatientId: number;
    testIds: number[];
    reportsOf: (patientId: number) => LabReportRecord[];
    unknownPatientId: number;
  }
>;
