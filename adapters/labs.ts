import 'server-only';
import { LAB_IDS, type LabId } from '@/domain/labs';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { BranchId } from '@/domain/branches';
import { config } from './config';
import { UpstreamError, getJsonFrom, openUpstream, type UpstreamTarget } from './http';
import { singleReportLink } from './labLinks';
import { optionalText, recordId, reshapeEach, wireDate } from './wire';

/**
 * The group's four lab-report servers (spec 001 §7). Patients' results: nothing here is cached,
 * and no patient or test id is ever written to a log (the transport logs `label`, which leaves
 * them out).
 */

export interface Lab {
  id: LabId;
  name: string;
  /** The branches whose patients' reports it holds. */
  branches: readonly BranchId[];
}

/** Where a laboratory's server answers lookups: its host is configured (LAB_HOST_A to D). */
interface LabOnTheWire extends Lab {
  /** The Lahore server (A) answers LabTestsIWW, the others LabTestsIQT. */
  endpoint: 'LabTestsIWW' | 'LabTestsIQT';
}

const LABS: Record<LabId, LabOnTheWire> = {
  // The main site's lab and Westwood's.
  LAHORE: {
    id: 'LAHORE',
    name: 'Lahore laboratory',
    branches: ['ALLAMA_IQBAL_TOWN', 'DHA', 'WEST_WOOD', 'DOCTORS_HOSPITAL'],
    endpoint: 'LabTestsIWW',
  },
  ISLAMABAD: {
    id: 'ISLAMABAD',
    name: 'Islamabad laboratory',
    branches: ['BAHRIA_GOLF_CITY'],
    endpoint: 'LabTestsIQT',
  },
  BAHRIA_ENCLAVE: {
    id: 'BAHRIA_ENCLAVE',
    name: 'Bahria Enclave laboratory',
    branches: ['BAHRIA_ENCLAVE'],
    endpoint: 'LabTestsIQT',
  },
  AKHTAR_SAEED: {
    id: 'AKHTAR_SAEED',
    name: 'Akhtar Saeed Trust Hospital laboratory',
    branches: ['AKHTAR_SAEED'],
    endpoint: 'LabTestsIQT',
  },
};

export function listLabs(): Lab[] {
  return LAB_IDS.map((id) => LABS[id]);
}

/** One row of a lab's answer. */
export interface LabReport {
  id: string;
  testName: string | null;
  status: string | null;
  approvalDate: string | null;
  remarks: string | null;
  reportName: string | null;
}

/** A row as a lookup answers it: with the link that opens its file for a while. */
export interface FoundLabReport extends LabReport {
  fileUrl: string;
}

const labReportWire = z.looseObject({
  reporT_ID: recordId,
  tesT_NAME: optionalText,
  reporT_STATUS: optionalText,
  approvaL_DATE: wireDate,
  remarks: optionalText,
  reporT_NAME: optionalText,
});

/**
 * A lab's rows. An answer of the wrong shape (an object for the list, rows that are not report
 * rows) throws WireShapeError, which the lookup counts as the lab failing; `[]` is an id with no
 * reports.
 */
export function reshapeLabReports(raw: unknown): LabReport[] {
  return reshapeEach(raw, labReportWire, (wire) => ({
    id: wire.reporT_ID,
    testName: wire.tesT_NAME,
    status: wire.reporT_STATUS,
    approvalDate: wire.approvaL_DATE,
    remarks: wire.remarks,
    reportName: wire.reporT_NAME,
  }));
}

/** A call to a lab; the id is in the path, never in the label. */
function target(lab: LabId, path: string, label: string): UpstreamTarget {
  return { name: `lab ${lab}`, base: config().labs.hosts[lab], path, label };
}

const lookupPath = (lab: LabId, id: string) => `shorturl/ShortURL/${LABS[lab].endpoint}?Id=${id}`;

/** Resolves no sooner than `ms` after it was called, whatever `work` does. */
async function answerNoSoonerThan<T>(ms: number, work: Promise<T>): Promise<T> {
  const floor = new Promise((resolve) => setTimeout(resolve, ms));
  try {
    return await work;
  } finally {
    await floor;
  }
}

/**
 * A patient's or a test's reports, each with the link to its file: the only way to one
 * (labLinks.ts). A lab that says the id is unknown, or refuses it (4xx), has no reports for it:
 * the same answer, after at least the same time, so ids cannot be told apart by their answers. A
 * lab that fails throws UpstreamError (with the status it answered, if any).
 */
export function lookupLabReports(lab: LabId, id: string): Promise<FoundLabReport[]> {
  const { policy, minAnswerMs } = config().labs;
  const call = target(lab, lookupPath(lab, id), lookupPath(lab, '{id}'));
  // Read and checked in one step, so a wrong-shaped answer counts against the lab's breaker.
  const lookup = getJsonFrom(call, policy, reshapeLabReports)
    .then((reports) =>
      reports.map((report) => ({ ...report, fileUrl: singleReportLink(lab, report.id, id) })),
    )
    .catch((error: unknown) => {
      // 400 is how a lab refuses an id it will not look up: no reports, like an unknown one.
      if (error instanceof UpstreamError && (error.isNotFound || error.status === 400)) return [];
      throw error;
    });
  return answerNoSoonerThan(minAnswerMs, lookup);
}

/** A report file as it arrives from a lab: streamed on, never kept. */
export interface LabFile {
  status: number;
  contentType: string;
  /** The lab's own file name, when it gives one. */
  filename: string | null;
  /** Bytes, when the lab says how many. */
  length: number | null;
  body: ReadableStream<Uint8Array>;
  /** Lets the body go unread. */
  discard(): void;
}

const FILENAME = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;

async function openFile(lab: LabId, path: string, label: string, accept: string): Promise<LabFile> {
  const response = await openUpstream(target(lab, path, label), accept, config().labs.policy);
  const header = (name: string) => {
    const value = response.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const length = Number(header('content-length'));
  return {
    status: response.statusCode,
    contentType: header('content-type') ?? '',
    filename: FILENAME.exec(header('content-disposition') ?? '')?.[1] ?? null,
    length: Number.isFinite(length) && header('content-length') ? length : null,
    body: Readable.toWeb(response.body) as ReadableStream<Uint8Array>,
    discard: () => response.body.destroy(),
  };
}

/** The combined report of a patient, as the lab's report page serves it. */
export function openCombinedReport(lab: LabId, patientId: string): Promise<LabFile> {
  return openFile(
    lab,
    `LabReports/CombinedReport?PID=${patientId}`,
    'LabReports/CombinedReport?PID={id}',
    'application/pdf',
  );
}

/** One report of a patient. */
export function openSingleReport(
  lab: LabId,
  reportId: string,
  patientId: string,
): Promise<LabFile> {
  return openFile(
    lab,
    `LabReports/NormalTempReport/${reportId}?PID=${patientId}`,
    'LabReports/NormalTempReport/{report}?PID={id}',
    'application/pdf',
  );
}
