/**
 * The four lab-report servers under /lab-a/ to /lab-d/ (spec 001 §7): report rows by patient or
 * test id, the combined and single report PDFs, and, on server A, the Westwood download, which
 * answers the same lookup as a PDF when asked for one. Paths and the Id key are case-insensitive,
 * as on IIS.
 */

import {
  LAB_ENDPOINTS,
  LAB_SERVERS,
  labReportOf,
  labRowsFor,
  type LabReportRecord,
  type LabServerName,
} from './data/lab-reports';
import { pdfOf } from './pdf';
import { iisErrorPage, json, webApiNotFound, type SandboxResponse } from './responses';

export function isLabPath(pathname: string): boolean {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  return (LAB_SERVERS as readonly string[]).includes(first);
}

/** A numeric id parameter, keyed in any case; NaN when present but not a number. */
function idParameter(params: URLSearchParams, name: string): number | undefined {
  const raw = [...params].find(([key]) => key.toLowerCase() === name)?.[1];
  if (raw === undefined) return undefined;
  return /^\s*\d{1,12}\s*$/.test(raw) ? Number(raw) : Number.NaN;
}

function pdf(
  body: Buffer,
  disposition: 'inline' | 'attachment',
  filename: string,
): SandboxResponse {
  return {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${disposition}; filename="${filename}"`,
    },
    body,
  };
}

const lines = (rows: readonly LabReportRecord[]) =>
  rows.flatMap((row) => [
    `${row.tesT_NAME ?? 'Test'}: ${row.reporT_STATUS ?? 'Status not given'}`,
    `  Approved ${row.approvaL_DATE ?? '-'}   ${row.remarks ?? ''}`,
  ]);

export function handleLabRequest(
  method: string,
  url: URL,
  accept: string,
  requestUri: string,
): SandboxResponse {
  const [, serverSegment = '', ...rest] = url.pathname.split('/');
  const server = serverSegment.toLowerCase() as LabServerName;
  const route = `/${rest.join('/')}`.toLowerCase().replace(/\/+$/, '');
  if (method !== 'GET' && method !== 'HEAD') return webApiNotFound(requestUri);

  if (route === `/shorturl/shorturl/${LAB_ENDPOINTS[server].toLowerCase()}`) {
    const id = idParameter(url.searchParams, 'id');
    if (id === undefined) return webApiNotFound(requestUri);
    if (Number.isNaN(id)) return json(400, { Message: 'The request is invalid.' });
    const rows = labRowsFor(server, id);
    // The Westwood download asks server A for the same lookup as a file.
    if (server === 'lab-a' && accept.includes('application/pdf')) {
      if (rows.length === 0) return iisErrorPage(404);
      const name = rows.find((row) => row.reporT_NAME)?.reporT_NAME ?? `LabReport-${id}`;
      return pdf(pdfOf(`Lab report ${id}`, lines(rows)), 'attachment', `${name}.pdf`);
    }
    return json(200, rows);
  }

  const patientId = idParameter(url.searchParams, 'pid');
  if (patientId === undefined || Number.isNaN(patientId)) return iisErrorPage(400);
  if (route === '/labreports/combinedreport') {
    const rows = labRowsFor(server, patientId);
    if (rows.length === 0) return iisErrorPage(404);
    return pdf(
      pdfOf(`Combined report ${patientId}`, lines(rows)),
      'inline',
      `CombinedReport-${patientId}.pdf`,
    );
  }
  const single = /^\/labreports\/normaltempreport\/(\d{1,12})$/.exec(route);
  if (single) {
    const report = labReportOf(server, Number(single[1]), patientId);
    if (!report) return iisErrorPage(404);
    return pdf(
      pdfOf(report.reporT_NAME ?? `Report ${report.reporT_ID}`, lines([report])),
      'inline',
      `${report.reporT_NAME ?? report.reporT_ID}.pdf`,
    );
  }
  return webApiNotFound(requestUri);
}
