import { getTranslations } from 'next-intl/server';
import { requestLocale } from '@/graphql/renderedLocale';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { budgetCounted, queryPage, type PageResult } from '@/graphql/client/server';
import type { LabId } from '@/domain/labs';
import type { LabContact } from './labQuery';
import { NoReports } from './NoReports';
import { LabReportsDocument, type LabReportsQuery } from '@/graphql/__generated__/operations';
import { LabReportTable } from './LabReportTable';

type Lookup = Promise<PageResult<LabReportsQuery>>;

/**
 * Starts a patient's lookup and waits only until it has been counted against the client's budget
 * (or refused past it, or refused its id), so that the page's status can say a refusal (429 with
 * Retry-After) while a lookup under way still streams behind the loading text.
 */
export async function startLabLookup(lab: LabId, patientId: string): Promise<{ lookup: Lookup }> {
  const counted = budgetCounted();
  const lookup = queryPage(LabReportsDocument, { lab, patientId });
  await Promise.race([counted, lookup]);
  return { lookup };
}

/**
 * A patient's reports at one laboratory (spec 001 §2, /labreports/{patientId}): the combined report
 * and each report, opening in a new tab through the links the lookup handed out; 'Error: HTTP
 * error! status: {code}' when the lab fails.
 */
export async function LabPatientReports({
  lookup,
  directory,
}: {
  lookup: Lookup;
  /** Every laboratory with its branches' numbers: what a list with no reports offers. */
  directory: readonly LabContact[];
}) {
  const result = await lookup;
  const TEXT = await getTranslations('lab');
  const found = result.data?.labReports;
  if (!found) return <ErrorMessage message={result.errors[0]?.message ?? TEXT('noAnswer')} />;
  if (found.reports.length === 0) {
    return (
      <NoReports
        message={TEXT('noPatientReports')}
        lab={found.lab}
        patientId={found.idKind === 'PATIENT' ? found.id : null}
        directory={directory}
      />
    );
  }
  return (
    <LabReportTable
      reports={found.reports}
      locale={requestLocale()}
      combined={{ href: found.combinedReportUrl, label: TEXT('combined'), missing: '' }}
      rowLink={(report) => ({
        href: report.fileUrl,
        label: TEXT('single'),
        missing: '',
      })}
    />
  );
}
