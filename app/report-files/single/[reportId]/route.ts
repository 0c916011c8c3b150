import { readLabRequest, serveLabFile } from '@/adapters/labFiles';
import { openSingleReport } from '@/adapters/labs';

export const dynamic = 'force-dynamic';

/** One report (/LabReports/NormalTempReport/{report}?PID={id}&lab={lab}, via proxy.ts). */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ reportId: string }> },
): Promise<Response> {
  const read = readLabRequest(new URL(request.url).searchParams);
  if (read instanceof Response) return read;
  const { reportId } = await params;
  if (!/^\d{1,12}$/.test(reportId)) return new Response(null, { status: 404 });
  return serveLabFile(
    request,
    'Report',
    read.lab,
    () => openSingleReport(read.lab, reportId, read.patientId),
    'inline',
  );
}
