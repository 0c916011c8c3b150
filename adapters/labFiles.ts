import 'server-only';
import { REPORT_UNAVAILABLE } from '@/content/labSites';
import { config } from './config';
import { UpstreamError } from './http';
import { isLabId, LAB_IDS, type LabFile, type LabId } from './labs';
import { RateLimited, clientKeyOf, takeOne } from './sharedState';

/**
 * The report files of the lab servers, served by this site (spec 001 §7 links them on the lab
 * hosts, plain HTTP on other hosts): HTTPS to the patient, never cached anywhere, never indexed,
 * limited in size and per client, and no patient id in any log.
 */

const PRIVATE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
} as const;

/** Opening a report file counts against a client more lightly than a lookup: a lookup has several. */
const FILES_PER_LOOKUP = 5;

function message(status: number, text: string): Response {
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Lab report</title><body style="font:1.1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1 style="font-size:1.5rem">Lab report</h1><p>${text}</p><p><a href="/labreports">Back to lab reports</a></p></body></html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...PRIVATE_HEADERS },
  });
}

/** The request's lab and patient id, or the answer for a request that names none. */
export function readLabRequest(
  params: URLSearchParams,
): { lab: LabId; patientId: string } | Response {
  const lab = params.get('lab') ?? 'LAHORE';
  const patientId = params.get('PID')?.trim() ?? '';
  if (!(LAB_IDS as readonly string[]).includes(lab) || !isLabId(patientId)) {
    return message(400, 'This link does not name a report. Please look the report up again.');
  }
  return { lab: lab as LabId, patientId };
}

/** Counts the bytes going through and fails the stream past `max`. */
function limitedTo(max: number): TransformStream<Uint8Array, Uint8Array> {
  let seen = 0;
  return new TransformStream({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > max) controller.error(new Error(`Report file over ${max} bytes`));
      else controller.enqueue(chunk);
    },
  });
}

/** A file name safe for a header: letters, digits, dot, dash and underscore. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100);

function logFailure(kind: string, lab: LabId, status: number | string): void {
  // The legacy page's message (spec 001 §8); the request's ids are not in it.
  console.warn(
    JSON.stringify({
      level: 'warn',
      event: 'lab_file_failed',
      kind,
      lab,
      message: `Failed to fetch report. Status: ${status}`,
    }),
  );
}

/**
 * Answers a report file: the lab's PDF streamed on (inline to read, or as an attachment to save),
 * else `onUnavailable` — a page that says so — with the failure logged without ids.
 */
export async function serveLabFile(
  request: Request,
  kind: string,
  lab: LabId,
  open: () => Promise<LabFile>,
  disposition: 'inline' | 'attachment',
  onUnavailable: () => Response = () => message(502, REPORT_UNAVAILABLE),
): Promise<Response> {
  const { pdfMaxBytes, lookupsPerMinute } = config().labs;
  try {
    await takeOne('lab-files', lookupsPerMinute * FILES_PER_LOOKUP, clientKeyOf(request.headers));
  } catch (error) {
    if (error instanceof RateLimited) {
      return message(
        429,
        'Too many reports opened from this device. Please wait a minute and try again.',
      );
    }
    throw error;
  }
  let file: LabFile;
  try {
    file = await open();
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    logFailure(kind, lab, error.status ?? error.failure);
    return onUnavailable();
  }
  const isPdf = file.contentType.toLowerCase().startsWith('application/pdf');
  if (file.status !== 200 || !isPdf || (file.length ?? 0) > pdfMaxBytes) {
    file.discard();
    logFailure(kind, lab, file.status !== 200 ? file.status : isPdf ? 'too large' : 'not a PDF');
    return onUnavailable();
  }
  const filename = safeName(file.filename ?? `${kind}.pdf`);
  return new Response(file.body.pipeThrough(limitedTo(pdfMaxBytes)), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${disposition}; filename="${filename}"`,
      'X-Content-Type-Options': 'nosniff',
      ...(file.length !== null && { 'Content-Length': String(file.length) }),
      ...PRIVATE_HEADERS,
    },
  });
}
