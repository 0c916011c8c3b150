import { readLabRequest, serveLabFile } from '@/adapters/labFiles';
import { openCombinedReport } from '@/adapters/labs';

export const dynamic = 'force-dynamic';

/** A patient's combined report (/LabReports/CombinedReport?PID={id}&lab={lab}, via proxy.ts). */
export async function GET(request: Request): Promise<Response> {
  const read = readLabRequest(new URL(request.url).searchParams);
  if (read instanceof Response) return read;
  return serveLabFile(
    request,
    'CombinedReport',
    read.lab,
    () => openCombinedReport(read.lab, read.patientId),
    'inline',
  );
}
