import 'server-only';
import { config } from '@/adapters/config';
import { UpstreamError } from '@/adapters/http';
import { openLabLink, type LabFileGrant } from '@/adapters/labLinks';
import { logEvent } from '@/adapters/log';
import { MAIN_LAB_PAGE } from '@/domain/addresses';
import { LAB_IDS, type LabId } from '@/domain/labs';
import { messages } from '@/domain/messages';
import type { LabFile } from '@/adapters/labs';
import { RateLimited, clientKeyOf, takeOne } from '@/adapters/sharedState';

/**
 * The report files of the lab servers, served by this site (spec 001 §7 links them on the lab
 * hosts, plain HTTP on other hosts): HTTPS to the patient, never cached anywhere, never indexed,
 * limited in size and per client, and no patient id in any log. A file is served only through a
 * link a lookup handed out (labLinks.ts): the legacy addresses, which named the patient, lead to
 * the search.
 */

const PRIVATE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
} as const;

function message(status: number, text: string): Response {
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Lab report</title><body style="font:1.1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1 style="font-size:1.5rem">Lab report</h1><p>${text}</p><p><a href="${MAIN_LAB_PAGE.path}">Back to lab reports</a></p></body></html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...PRIVATE_HEADERS },
  });
}

/** The search a legacy address leads to: the lab's own, where the main page can choose it. */
function toSearch(params: URLSearchParams): Response {
  const lab = params.get('lab') ?? '';
  const search =
    lab !== MAIN_LAB_PAGE.lab && (LAB_IDS as readonly string[]).includes(lab)
      ? `${MAIN_LAB_PAGE.path}?lab=${lab}`
      : MAIN_LAB_PAGE.path;
  // A relative address: behind the proxy's rewrite, the request's own URL names an inner host.
  return new Response(null, { status: 303, headers: { Location: search, ...PRIVATE_HEADERS } });
}

/**
 * What the request's link grants, when it is a live link to a file of this `kind` (and report);
 * else the answer: the search for a legacy address with no link, a refusal for any other.
 */
export function readLabLink(
  params: URLSearchParams,
  kind: LabFileGrant['kind'],
  reportId?: string,
): LabFileGrant | Response {
  const token = params.get('t');
  if (!token) return toSearch(params);
  const grant = openLabLink(token);
  if (!grant || grant.kind !== kind || (grant.kind === 'single' && grant.reportId !== reportId)) {
    return message(403, messages.lab.linkInvalid);
  }
  return grant;
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
  logEvent('warn', 'lab_file_failed', {
    kind,
    lab,
    message: `Failed to fetch report. Status: ${status}`,
  });
}

/**
 * Answers a report file: the lab's PDF streamed on (inline to read, or as an attachment to save),
 * else `onUnavailable` — a page that says so — with the failure logged without ids.
 */
export async function serveLabFile(
  request: Request,
  kind: string,
  lab: LabId,
  patientId: string,
  open: () => Promise<LabFile>,
  disposition: 'inline' | 'attachment',
  onUnavailable: () => Response = () => message(502, messages.lab.reportUnavailable),
): Promise<Response> {
  const { pdfMaxBytes, lookupsPerMinute } = config().labs;
  try {
    // One allowance for lookups and files alike, a file costing what a lookup does: a link
    // cannot be used to ask a lab more often than the lookups could.
    await takeOne('lab-lookups', lookupsPerMinute, clientKeyOf(request.headers));
  } catch (error) {
    if (error instanceof RateLimited) {
      const refusal = message(429, messages.lab.filesTooMany);
      refusal.headers.set('Retry-After', String(error.retryAfterSeconds));
      return refusal;
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
  // A saved file's name is seen by whoever sees the phone's downloads: never the patient's id.
  const given = file.filename && !file.filename.includes(patientId) ? file.filename : null;
  const filename = safeName(given ?? `${kind}.pdf`);
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
