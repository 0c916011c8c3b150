import { serveLabFile } from '@/adapters/labFiles';
import { isLabId, openWestwoodDownload } from '@/adapters/labs';

export const dynamic = 'force-dynamic';

/** Where the patient is sent when the report is not there: the search, which says so. */
const UNAVAILABLE = '/labReportsWW?unavailable=1';

/**
 * The Westwood download (/labreportsWW/{id}, via proxy.ts): the lab's PDF arrives as a file named
 * for the report. When it does not, the failure is logged (spec 001 §8) and the patient is told,
 * where the legacy page showed nothing (docs/differences.md).
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ patientId: string }> },
): Promise<Response> {
  const { patientId } = await params;
  // A relative address: behind the proxy's rewrite, the request's own URL names an inner host.
  const unavailable = () => new Response(null, { status: 303, headers: { Location: UNAVAILABLE } });
  if (!isLabId(patientId)) return unavailable();
  return serveLabFile(
    request,
    'LabReport',
    'LAHORE',
    () => openWestwoodDownload(patientId),
    'attachment',
    unavailable,
  );
}
