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
import { findAddress } from '@/domain/addresses';
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

/** A client of its own: the address the front server hands on, or (before it) the proxy's. */
const client = (ip: string) => ({ 'x-forwarded-for': ip, 'x-client-address': ip });

const lookup = (variables: Partial<LabReportsQueryVariables>, ip = '10.0.0.1') =>
  executeOperation(LabReportsDocument, { lab: 'LAHORE', ...variables }, client(ip));

const request = (path: string, ip = '10.1.1.1') =>
  new Request(`http://localhost${path}`, { headers: client(ip) });

/** The report links a lookup of the rich patient hands out. */
async function linksOf(ip = '10.0.0.1') {
  const found = (await lookup({ patientId: patient }, ip)).body.data!.labReports;
  return { combined: found.combinedReportUrl!, single: found.reports[0]!.fileUrl, found };
}

/** Opens a report link (/LabReports/...) at the route proxy.ts shows it from. */
function open(link: string, ip = '10.1.1.1'): Promise<Response> {
  const url = new URL(link, 'http://localhost');
  const route = findAddress(url.pathname)!.route;
  const req = request(`${route}${url.search}`, ip);
  if (route === '/report-files/combined') return combinedReport(req);
  const reportId = route.split('/').at(-1)!;
  return singleReport(req, { params: Promise.resolve({ reportId }) });
}

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

  it("open through a lookup's links only: the lab's PDF, inline, named for the report, never cached or indexed", async () => {
    const { combined, single, found } = await linksOf();
    // The links name no patient: the id is sealed inside.
    expect(combined).toMatch(/^\/LabReports\/CombinedReport\?t=[\w-]+$/);
    expect(single).toMatch(
      new RegExp(`^/LabReports/NormalTempReport/${report.reporT_ID}\\?t=[\\w-]+$`),
    );
    expect(combined + single).not.toContain(patient);
    expect(found.reports.map((row) => row.fileUrl)).toHaveLength(found.reports.length);

    const response = await open(combined);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      // The lab names it CombinedReport-{patient id}.pdf.
      'inline; filename="CombinedReport.pdf"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const file = await open(single);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      `inline; filename="${report.reporT_NAME ?? report.reporT_ID}.pdf"`,
    );
  });

  it('a lookup by test id links its report, but no combined report', async () => {
    const { body } = await lookup({ testId: String(LAHORE.testIds[0]) });
    const found = body.data!.labReports;
    expect(found.combinedReportUrl).toBeNull();
    expect((await open(found.reports[0]!.fileUrl)).status).toBe(200);
  });

  it('lead a legacy address, which named the patient, to the search: no lab is asked', async () => {
    for (const response of [
      await combinedReport(request(`/report-files/combined?PID=${patient}&lab=LAHORE`)),
      await singleReport(request(`/report-files/single/${report.reporT_ID}?PID=${patient}`), {
        params: Promise.resolve({ reportId: String(report.reporT_ID) }),
      }),
    ]) {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/labreports');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    const islamabad = await combinedReport(
      request(`/report-files/combined?PID=${patient}&lab=ISLAMABAD`),
    );
    expect(islamabad.headers.get('location')).toBe('/labreports?lab=ISLAMABAD');
    expect(sandbox.requests()).toEqual([]);
  });

  it('refuse a link that was altered, is expired, or is for another file, with a clear page', async () => {
    const { combined, single } = await linksOf();
    const token = new URL(combined, 'http://localhost').searchParams.get('t')!;
    const flipped = `${token.slice(0, 30)}${token[30] === 'A' ? 'B' : 'A'}${token.slice(31)}`;
    const other = String(LAHORE.reportsOf(LAHORE.richPatientId)[1]!.reporT_ID);
    sandbox.resetRequests();
    const refusals = [
      await open(`/LabReports/CombinedReport?t=${flipped}`),
      await open(`/LabReports/CombinedReport?t=not-a-token`),
      // A single report's link opens that report only, and not as the combined one.
      await open(single.replace(/NormalTempReport\/\d+/, `NormalTempReport/${other}`)),
      await open(`/LabReports/CombinedReport?${new URL(single, 'http://localhost').searchParams}`),
    ];
    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 601_000);
    try {
      refusals.push(await open(combined));
    } finally {
      later.mockRestore();
    }
    for (const response of refusals) {
      expect(response.status).toBe(403);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain('This link has expired or is not valid.');
    }
    expect(sandbox.requests()).toEqual([]);
  });

  it('share one allowance with the lookups: past it, refused with Retry-After', async () => {
    process.env.LAB_LOOKUPS_PER_MINUTE = '3';
    reloadConfig();
    try {
      const ip = '10.7.7.7';
      const { combined, single } = await linksOf(ip);
      expect((await open(combined, ip)).status).toBe(200);
      expect((await open(single, ip)).status).toBe(200);
      const refused = await open(single, ip);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect((await lookup({ patientId: patient }, ip)).body.errors?.[0]?.extensions?.code).toBe(
        'RATE_LIMITED',
      );
      // Another client keeps its own allowance.
      expect((await open(single, '10.7.7.8')).status).toBe(200);
    } finally {
      process.env.LAB_LOOKUPS_PER_MINUTE = '1000';
      reloadConfig();
    }
  });

  it('say the report is not available when the lab answers anything but a PDF', async () => {
    const { combined } = await linksOf();
    sandbox.faults.set({ match: '/lab-a/LabReports/', mode: 'error', status: 500 });
    const response = await open(combined);
    expect(response.status).toBe(502);
    expect(await response.text()).toContain('This report is not available at the moment.');
  });

  it('keep to the size limit', async () => {
    const { combined } = await linksOf();
    process.env.LAB_PDF_MAX_BYTES = '100';
    reloadConfig();
    try {
      expect((await open(combined)).status).toBe(502);
    } finally {
      delete process.env.LAB_PDF_MAX_BYTES;
      reloadConfig();
    }
  });

  it("lead the legacy Westwood download, which named the patient, to Westwood's search", async () => {
    const response = await westwoodDownload();
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/labReportsWW');
    expect(sandbox.requests()).toEqual([]);
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
    const { combined, single } = await linksOf();
    for (const mode of ['error', 'malformed'] as const) {
      sandbox.faults.set({ match: '/lab-a/', mode, status: 503 });
      await lookup({ patientId: patient });
      await lookup({ testId: test });
      await open(combined);
      await open(single);
    }
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toContain(patient);
      expect(line).not.toContain(test);
    }
  });
});
