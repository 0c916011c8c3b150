import { getTranslations } from 'next-intl/server';
import { requestLocale } from '@/graphql/client/pageLanguage';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { queryPage } from '@/graphql/client/server';
import type { LabId } from '@/domain/labs';
import { LabReportsDocument } from '@/graphql/__generated__/operations';
import { LabReportTable } from './LabReportTable';

/**
 * A patient's reports at one laboratory (spec 001 §2, /labreports/{patientId}): the combined report
 * and each report, opening in a new tab through the links the lookup handed out; 'Error: HTTP
 * error! status: {code}' when the lab fails.
 */
export async function LabPatientReports({ lab, patientId }: { lab: LabId; patientId: string }) {
  const result = await queryPage(LabReportsDocument, { lab, patientId });
  const TEXT = await getTranslations('lab');
  const lookup = result.data?.labReports;
  if (!lookup) return <ErrorMessage message={result.errors[0]?.message ?? TEXT('noAnswer')} />;
  if (lookup.reports.length === 0) {
    return <p className="mt-6 text-lg text-slate-700">{TEXT('noPatientReports')}</p>;
  }
  return (
    <LabReportTable
      reports={lookup.reports}
      locale={requestLocale()}
      combined={{ href: lookup.combinedReportUrl, label: TEXT('combined'), missing: '' }}
      rowLink={(report) => ({
        href: report.fileUrl,
        label: TEXT('single'),
        missing: '',
      })}
    />
  );
}
