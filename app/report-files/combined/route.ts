import { readLabLink, serveLabFile } from '../serveLabFile';
import { openCombinedReport } from '@/adapters/labs';

export const dynamic = 'force-dynamic';

/** A patient's combined report (/LabReports/CombinedReport?t={link}, via proxy.ts). */
export async function GET(request: Request): Promise<Response> {
  const grant = readLabLink(new URL(request.url).searchParams, 'combined');
  if (grant instanceof Response) return grant;
  return serveLabFile(
    request,
    'CombinedReport',
    grant.lab,
    grant.id,
    () => openCombinedReport(grant.lab, grant.id),
    'inline',
  );
}
