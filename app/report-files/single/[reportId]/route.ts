import { readLabLink, serveLabFile } from '../../serveLabFile';
import { openSingleReport } from '@/adapters/labs';

export const dynamic = 'force-dynamic';

/** One report (/LabReports/NormalTempReport/{report}?t={link}, via proxy.ts). */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ reportId: string }> },
): Promise<Response> {
  const { reportId } = await params;
  const grant = readLabLink(new URL(request.url).searchParams, 'single', reportId);
  if (grant instanceof Response) return grant;
  return serveLabFile(
    request,
    'Report',
    grant.lab,
    grant.id,
    () => openSingleReport(grant.lab, reportId, grant.id),
    'inline',
  );
}
