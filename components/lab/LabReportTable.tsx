import { pakistanDateTime } from '@/components/ui/pakistanTime';
import type { LabReportRowFragment } from '@/graphql/__generated__/operations';
import { messages } from '@/domain/messages';

interface ReportLink {
  href: string | null;
  label: string;
  /** What stands in red in its place when there is no link (spec 001 §2). */
  missing: string;
}

const NOT_GIVEN = messages.common.notGiven;
const COLUMNS = messages.lab.columns;

function Link({ link, name }: { link: ReportLink; name: string }) {
  if (!link.href) return <span className="font-semibold text-accent-600">{link.missing}</span>;
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-brand-700 underline"
    >
      {link.label}
      <span className="sr-only"> {name} (opens in a new tab)</span>
    </a>
  );
}

/**
 * The reports of a lab answer (spec 001 §2): Test Name, Report Status, Approval Date, Remarks and
 * Report Name, with the combined report's link above and each report's in its row. A table on a
 * wide screen; on a phone each report is a card of labelled lines (the same markup, globals.css).
 * Missing values read "N/A", except the report's name.
 */
export function LabReportTable({
  reports,
  combined,
  rowLink,
}: {
  reports: readonly LabReportRowFragment[];
  combined: ReportLink;
  rowLink: (report: LabReportRowFragment) => ReportLink;
}) {
  return (
    <div className="mt-6">
      <p className="mb-3">
        <Link link={combined} name="of every report" />
      </p>
      <table className="lab-table">
        <caption className="sr-only">Lab reports</caption>
        <thead>
          <tr>
            <th scope="col">{COLUMNS.testName}</th>
            <th scope="col">{COLUMNS.status}</th>
            <th scope="col">{COLUMNS.approvalDate}</th>
            <th scope="col">{COLUMNS.remarks}</th>
            <th scope="col">{COLUMNS.reportName}</th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => {
            const name = report.testName ?? report.reportName ?? `report ${report.id}`;
            return (
              <tr key={report.id}>
                <td data-label={COLUMNS.testName}>{report.testName ?? NOT_GIVEN}</td>
                <td data-label={COLUMNS.status}>{report.status ?? NOT_GIVEN}</td>
                <td data-label={COLUMNS.approvalDate}>
                  {report.approvalDate ? (
                    <time dateTime={report.approvalDate}>
                      {pakistanDateTime(report.approvalDate)}
                    </time>
                  ) : (
                    NOT_GIVEN
                  )}
                </td>
                <td data-label={COLUMNS.remarks}>{report.remarks ?? NOT_GIVEN}</td>
                <td data-label={COLUMNS.reportName}>
                  {report.reportName && <span className="me-2">{report.reportName}</span>}
                  <Link link={rowLink(report)} name={name} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
