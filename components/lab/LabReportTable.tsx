import { pakistanDate, pakistanDateTime } from '@/components/ui/pakistanTime';
import type { LabReportRowFragment } from '@/graphql/__generated__/operations';
import type { Locale } from '@/domain/locales';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PAKISTAN_TIME_ZONE } from '@/domain/pakistanClock';
import { urduClockTime } from '@/domain/urduTimings';
import { isReportPending } from '@/domain/labs';

interface ReportLink {
  href: string | null;
  label: string;
  /** What stands in red in its place when there is no link (spec 001 §2). */
  missing: string;
}

const PAKISTAN_CLOCK = new Intl.DateTimeFormat('en-GB', {
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
  timeZone: PAKISTAN_TIME_ZONE,
});

/**
 * "30 October 2026 at 3:58 pm"; in Urdu "30 اکتوبر، 2026، سہ پہر 3:58 بجے": the time told by the
 * part of the day, as patients say it, where ur-PK would write "3:58 PM" in Latin letters.
 */
function approvedAt(iso: string, locale: Locale): string | null {
  if (locale !== 'ur') return pakistanDateTime(iso);
  const parts = PAKISTAN_CLOCK.formatToParts(new Date(iso));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const time = { hour: part('hour'), minute: part('minute') };
  if (Number.isNaN(time.hour) || Number.isNaN(time.minute)) return pakistanDateTime(iso, locale);
  return `${pakistanDate(iso, locale)}، ${urduClockTime(time)}`;
}

/** A status in the page's language where it is one the laboratories send; else as sent. */
function Status({
  status,
  text,
}: {
  status: string;
  text: Record<'approved' | 'pending', string>;
}) {
  const key = status.trim().toLowerCase();
  const known = key === 'approved' || key === 'pending' ? text[key] : null;
  if (known !== null) return <>{known}</>;
  return <span lang="en">{status}</span>;
}

/**
 * A report's link: its label, then, for screen readers, what it opens and that it opens a new
 * tab. Said in the link's text, not an aria-label, so a test's name keeps its own language mark
 * (English inside an Urdu link, issue 54).
 */
function Link({ link, name, opens }: { link: ReportLink; name: ReactNode; opens: string }) {
  if (!link.href) return <span className="font-semibold text-accent-600">{link.missing}</span>;
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-brand-700 underline"
    >
      {link.label}
      <span className="sr-only">
        {' '}
        {name} {opens}
      </span>
    </a>
  );
}

/**
 * The reports of a lab answer (spec 001 §2): Test Name, Report Status, Approval Date, Remarks and
 * Report Name, with the combined report's link above and each report's in its row. A table on a
 * wide screen; on a phone each report is a card of labelled lines (the same markup, globals.css).
 * Missing values read "N/A", except the report's name. A test not reported yet says so in place
 * of its link.
 */
export function LabReportTable({
  reports,
  combined,
  rowLink,
  locale,
}: {
  reports: readonly LabReportRowFragment[];
  combined: ReportLink;
  rowLink: (report: LabReportRowFragment) => ReportLink;
  /** The page's language (the table is drawn by the server and the browser). */
  locale: Locale;
}) {
  const t = useTranslations('lab');
  const NOT_GIVEN = useTranslations('common')('notGiven');
  const caption = useTranslations('titles')('labReports');
  const COLUMNS = {
    testName: t('columns.testName'),
    status: t('columns.status'),
    approvalDate: t('columns.approvalDate'),
    remarks: t('columns.remarks'),
    reportName: t('columns.reportName'),
  };
  const statuses = { approved: t('statuses.approved'), pending: t('statuses.pending') };
  // What the laboratories write (test names, remarks, file names) is English as sent.
  const asSent = (value: string) => (locale === 'ur' ? <span lang="en">{value}</span> : value);
  return (
    <div className="mt-6">
      <p className="mb-3">
        <Link link={combined} name={t('everyReport')} opens={t('opensInNewTab')} />
      </p>
      <table className="lab-table">
        <caption className="sr-only">{caption}</caption>
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
            // The laboratory's own words are English as sent; the site's fallback is the page's.
            const sentName = report.testName ?? report.reportName;
            const name = sentName
              ? asSent(sentName)
              : t('reportNumbered', { id: String(report.id) });
            return (
              <tr key={report.id}>
                <td data-label={COLUMNS.testName}>
                  {report.testName ? asSent(report.testName) : NOT_GIVEN}
                </td>
                <td data-label={COLUMNS.status}>
                  {report.status ? (
                    locale === 'ur' ? (
                      <Status status={report.status} text={statuses} />
                    ) : (
                      report.status
                    )
                  ) : (
                    NOT_GIVEN
                  )}
                </td>
                <td data-label={COLUMNS.approvalDate}>
                  {report.approvalDate ? (
                    <time dateTime={report.approvalDate}>
                      {approvedAt(report.approvalDate, locale)}
                    </time>
                  ) : (
                    NOT_GIVEN
                  )}
                </td>
                <td data-label={COLUMNS.remarks}>
                  {report.remarks ? asSent(report.remarks) : NOT_GIVEN}
                </td>
                <td data-label={COLUMNS.reportName}>
                  {report.reportName && (
                    <span lang={locale === 'ur' ? 'en' : undefined}>{report.reportName}</span>
                  )}
                  {/* The gap on the page's side: the name may run left to right in an Urdu row. */}
                  <span className={report.reportName ? 'ms-2' : undefined}>
                    {isReportPending(report.status) ? (
                      // Not reported yet: no file to open, so its status stands where the link was.
                      <span className="font-semibold text-slate-700">{statuses.pending}</span>
                    ) : (
                      <Link link={rowLink(report)} name={name} opens={t('opensInNewTab')} />
                    )}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
