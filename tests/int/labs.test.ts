import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadConfig } from '@/adapters/config';
import {
  LabReportsDocument,
  type LabReportsQueryVariables,
  type LabServer,
} from './__generated__/operations';
import { labFacts } from '@/sandbox/data/lab-reports';
import type { Sandbox } from '@/sandbox/server';
import { GET as combinedReport } from '@/app/report-files/combined/route';
import { GET as singleReport } from '@/app/report-files/single/[reportId]/route';
import { GET as westwoodDownload } from '@/app/report-files/westwood/[patientId]/route';
import { executeOperation, resetBetweenTests, startTestSandbox } from './support';

/** The lab report lookups and files (issue 10): what a patient gets, and what nobody else does. */
let sandbox: Sandbox;
const LAHORE = labFacts['lab-a'];
const patient = String(LAHORE.richPatientId);

beforeAll(async () => {
  sandbox = await startTestSandbox({ LAB_MIN_ANSWER_MS: '0', LAB_LOOKUPS_PER_MINUTE: '1000' });
});
afterAll(() => sandbox.close());
beforeEach(() => resetBetweenTests(sandbox));

const lookup = (variables: Partial<LabReportsQueryVariables>, ip = '10.0.0.1') =>
  executeOperation(LabReportsDocument, { lab: 'LAHORE', ...variables }, { 'x-forwarded-for': ip });

const request = (path: string, ip = '10.1.1.1') =>
  new Request(`http://localhost${path}`, { headers: { 'x-forwarded-for': ip } });

describe('a lookup', () => {
  it("lists a patient's reports, every missing value null", async () => {
    const { body } = await lookup({ patientId: patient });
    expect(body.errors).toBeUndefined();
    const reports = body.data!.labReports.reports;
    expect(reports.map((report) => report.id)).toEqual(
      LAHORE.reportsOf(LAHORE.richPatientId).map((report) => String(report.reporT_ID)),
    );
    expect(body.data!.labReports).toMatchObject({ lab: 'LAHORE', idKind: 'PATIENT', id: patient });
    const pending = reports.find((report) => report.status === 'Pending');
    if (pending) expect(pending.approvalDate).toBeNull();
    expect(
      reports.every(
        (report) => report.approvalDate === null || report.approvalDate.endsWith('+05:00'),
      ),
    ).toBe(true);
  });

  it('uses the test id when both are given', async () => {
    const test = String(LAHORE.testIds[0]);
    const { body } = await lookup({ patientId: patient, testId: test });
    expect(body.data!.labReports).toMatchObject({ idKind: 'TEST', id: test });
    expect(body.data!.labReports.reports).toHaveLength(1);
  });

  it.each([
    [
      'no id at all',
      { patientId: '', testId: '  ' },
      'Please enter either a Test ID or Patient ID.',
    ],
    ['letters', { patientId: 'abc123' }, 'An ID is 4 to 12 digits, as printed on your receipt.'],
    [
      'too long',
      { testId: '1234567890123' },
      'An ID is 4 to 12 digits, as printed on your receipt.',
    ],
  ])('refuses %s before any lab is asked', async (_case, variables, message) => {
    const { body } = await lookup(variables);
    expect(body.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([
      [message, 'BAD_USER_INPUT'],
    ]);
    expect(sandbox.requests()).toEqual([]);
  });

  it.each<[LabServer, string]>([
    ['LAHORE', '/lab-a/shorturl/ShortURL/LabTestsIWW?Id='],
    ['ISLAMABAD', '/lab-b/shorturl/ShortURL/LabTestsIQT?Id='],
    ['BAHRIA_ENCLAVE', '/lab-c/shorturl/ShortURL/LabTestsIQT?Id='],
    ['AKHTAR_SAEED', '/lab-d/shorturl/ShortURL/LabTestsIQT?Id='],
  ])('asks the %s laboratory its own server and endpoint', async (lab, path) => {
    await lookup({ lab, patientId: '123456' });
    expect(sandbox.requests().map((request) => request.path)).toEqual([`${path}123456`]);
  });

  it('answers an unknown id and one the lab refuses alike: no reports, no error', async () => {
    const unknown = await lookup({ patientId: String(LAHORE.unknownPatientId) });
    sandbox.faults.set({ match: '/lab-a/', mode: 'error', status: 400 });
    const refused = await lookup({ patientId: patient });
    for (const answer of [unknown, refused]) {
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data!.labReports.reports).toEqual([]);
    }
  });

  it('answers no sooner than LAB_MIN_ANSWER_MS, hit or miss', async () => {
    process.env.LAB_MIN_ANSWER_MS = '250';
    reloadConfig();
    try {
      for (const patientId of [patient, String(LAHORE.unknownPatientId)]) {
        const started = performance.now();
        await lookup({ patientId });
        expect(performance.now() - started).toBeGreaterThanOrEqual(245);
      }
    } finally {
      process.env.LAB_MIN_ANSWER_MS = '0';
      reloadConfig();
    }
  });

  it("says 'HTTP error! status: {code}' when the lab fails, and 'Failed to fetch' when it does not answer", async () => {
    sandbox.faults.set({ match: '/lab-a/', mode: 'error', status: 503 });
    const failed = await lookup({ patientId: patient });
    expect(failed.body.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([
      ['HTTP error! status: 503', 'UPSTREAM_UNAVAILABLE'],
    ]);
    sandbox.faults.set({ match: '/lab-a/', mode: 'slow', delayMs: 2000 });
    process.env.LAB_TIMEOUT_MS = '200';
    reloadConfig();
    try {
      const silent = await lookup({ patientId: patient });
      expect(silent.body.errors?.[0]?.message).toBe('Failed to fetch');
    } finally {
      delete process.env.LAB_TIMEOUT_MS;
      reloadConfig();
    }
  });

  it('is never cached: the answer says no-store', async () => {
    const { headers } = await lookup({ patientId: patient });
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('is limited per client: past the limit, a clear message; another client is unaffected', async () => {
    process.env.LAB_LOOKUPS_PER_MINUTE = '3';
    reloadConfig();
    try {
      for (let turn = 0; turn < 3; turn += 1) {
        expect((await lookup({ patientId: patient }, '10.9.9.9')).body.errors).toBeUndefined();
      }
      const refused = await lookup({ patientId: patient }, '10.9.9.9');
      expect(refused.body.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([
        [
          'Too many report lookups from this device. Please wait a minute and try again.',
          'RATE_LIMITED',
        ],
      ]);
      expect((await lookup({ patientId: patient }, '10.9.9.8')).body.errors).toBeUndefined();
    } finally {
      process.env.LAB_LOOKUPS_PER_MINUTE = '1000';
      reloadConfig();
    }
  });
});

describe('the report files', () => {
  const report = LAHORE.reportsOf(LAHORE.richPatientId)[0]!;

  it("stream the lab's PDF, inline, named for the report, never cached or indexed", async () => {
    const response = await combinedReport(
      request(`/report-files/combined?PID=${patient}&lab=LAHORE`),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="CombinedReport-${patient}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const single = await singleReport(
      request(`/report-files/single/${report.reporT_ID}?PID=${patient}&lab=LAHORE`),
      {
        params: Promise.resolve({ reportId: String(report.reporT_ID) }),
      },
    );
    expect(single.headers.get('content-disposition')).toBe(
      `inline; filename="${report.reporT_NAME ?? report.reporT_ID}.pdf"`,
    );
  });

  it('refuse a request that names no lab or no valid id', async () => {
    expect((await combinedReport(request('/report-files/combined?PID=12&lab=LAHORE'))).status).toBe(
      400,
    );
    expect(
      (await combinedReport(request(`/report-files/combined?PID=${patient}&lab=MARS`))).status,
    ).toBe(400);
  });

  it('say the report is not available when the lab answers anything but a PDF', async () => {
    sandbox.faults.set({ match: '/lab-a/LabReports/', mode: 'error', status: 500 });
    const response = await combinedReport(
      request(`/report-files/combined?PID=${patient}&lab=LAHORE`),
    );
    expect(response.status).toBe(502);
    expect(await response.text()).toContain('This report is not available at the moment.');
  });

  it('keep to the size limit', async () => {
    process.env.LAB_PDF_MAX_BYTES = '100';
    reloadConfig();
    try {
      const response = await combinedReport(
        request(`/report-files/combined?PID=${patient}&lab=LAHORE`),
      );
      expect(response.status).toBe(502);
    } finally {
      delete process.env.LAB_PDF_MAX_BYTES;
      reloadConfig();
    }
  });

  it('download at Westwood as a file named for the report, or send the patient to say it is not there', async () => {
    const file = await westwoodDownload(request(`/report-files/westwood/${patient}`), {
      params: Promise.resolve({ patientId: patient }),
    });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="LAB-A-\d+\.pdf"$/,
    );
    const missing = await westwoodDownload(
      request(`/report-files/westwood/${LAHORE.unknownPatientId}`),
      {
        params: Promise.resolve({ patientId: String(LAHORE.unknownPatientId) }),
      },
    );
    expect(missing.status).toBe(303);
    expect(missing.headers.get('location')).toBe('/labReportsWW?unavailable=1');
  });
});

describe('the logs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('never hold a patient or test id, whatever fails', async () => {
    const lines: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(' '));
      });
    }
    const test = String(LAHORE.testIds[1]);
    for (const mode of ['error', 'malformed'] as const) {
      sandbox.faults.set({ match: '/lab-a/', mode, status: 503 });
      await lookup({ patientId: patient });
      await lookup({ testId: test });
      await combinedReport(request(`/report-files/combined?PID=${patient}&lab=LAHORE`));
      await westwoodDownload(request(`/report-files/westwood/${patient}`), {
        params: Promise.resolve({ patientId: patient }),
      });
    }
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toContain(patient);
      expect(line).not.toContain(test);
    }
  });
});
