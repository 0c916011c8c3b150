import { useTranslations } from 'next-intl';
import Link from '@/components/i18n/Link';
import { ContentImage } from '@/components/ui/ContentImage';
import { href } from '@/domain/addresses/href';
import { requestLocale } from '@/graphql/renderedLocale';
import { pakistanDate } from '@/components/ui/pakistanTime';
import { accentButton } from '@/components/ui/buttons';
import { English, shown, withValues } from '@/components/consultants/inUrdu';
import { departmentInUrdu } from '@/components/consultants/byRule';
import { isUrduPage } from '@/components/i18n/pageLanguage';
import { branchNameFromEnglish } from '@/components/ui/branchNames';
import type { ReactNode } from 'react';
import { jobTypeInUrdu } from './jobTypes';
import type { JobCardFragment, JobDetailQuery } from '@/graphql/__generated__/operations';
import { applicationMailto } from './application';
import { CmsSection } from '@/components/ui/CmsSection';
import type { JobOpenness } from '@/domain/jobDeadlines';

type Job = NonNullable<JobDetailQuery['job']>;

/** A day of the rule (YYYY-MM-DD, Pakistan's calendar) as the page's language writes it. */
const dayInPage = (day: string): string =>
  pakistanDate(`${day}T00:00:00+05:00`, requestLocale()) ?? day;

/**
 * Where a posting stands, in a word or two: "Open until 12 January 2027", "Open until filled" or
 * "Closed" (issue 54: the list said "Application Deadline N/A" and offered Apply Now on all).
 */
export function OpennessLine({ openness }: { openness: JobOpenness }) {
  const t = useTranslations('careers');
  if (openness.state === 'closed') {
    return <p className="text-sm font-semibold text-accent-600">{t('closed')}</p>;
  }
  return (
    <p className="text-sm font-semibold text-brand-700">
      {openness.state === 'open'
        ? withValues(isUrduPage(), (values) => t('openUntil', values), {
            date: dayInPage(openness.until),
          })
        : t('openUntilFilled')}
    </p>
  );
}

/**
 * A job (spec 001 §2): its title and department, the Job Details list (dates in Pakistan time),
 * the skills and description, the note about the resume, and Apply Now, which writes a mail to
 * the careers mailbox. A job whose deadline has passed says so instead of offering to apply; an
 * open one says until when. On Urdu pages a line says the posting itself is in English.
 */
export function JobView({ job, openness }: { job: Job; openness: JobOpenness }) {
  const closed = openness.state === 'closed';
  const messages = useTranslations();
  const text = useTranslations('careers');
  const t = useTranslations('careers');
  const NOT_GIVEN = messages('common.notGiven');
  const urdu = isUrduPage();
  const deadline = pakistanDate(job.applicationDeadline, requestLocale());
  const startDate = pakistanDate(job.expectedStartDate, requestLocale());
  const department =
    job.department && shown(urdu, urdu && departmentInUrdu(job.department), job.department);
  // Location and salary range are the feed's free text: kept as sent, marked English.
  const free = (value: string | null) =>
    value === null ? NOT_GIVEN : urdu ? <English>{value}</English> : value;
  const date = (value: string | null) => (value === null ? NOT_GIVEN : <bdi>{value}</bdi>);
  const details: [string, ReactNode][] = [
    [text('department'), job.department === null ? NOT_GIVEN : department],
    [text('location'), free(job.location)],
    [
      text('jobType'),
      job.type === null ? NOT_GIVEN : shown(urdu, jobTypeInUrdu(job.type, messages), job.type),
    ],
    [text('positions'), job.positions === null ? NOT_GIVEN : String(job.positions)],
    [text('salaryRange'), free(job.salaryRange)],
    // No deadline the hospital meant ("N/A", none, 9999): the job is open until filled (issue 54).
    [text('deadline'), openness.state === 'untilFilled' ? text('openUntilFilled') : date(deadline)],
    [text('startDate'), date(startDate)],
  ];
  return (
    <>
      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-5xl px-4 py-12">
          <h1 lang="en" className="heading-1">
            {job.title}
          </h1>
          {job.department && (
            <p className="mt-2 text-lg text-brand-50">
              {withValues(urdu, (values) => t('inDepartment', values), { department })}
            </p>
          )}
          {urdu && <p className="mt-2 text-brand-50">{text('postingInEnglish')}</p>}
        </div>
      </section>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <CmsSection id="skills" heading={text('skills')} html={job.skillsHtml} />
          <CmsSection
            id="description"
            heading={text('description')}
            html={job.detailHtml}
            className="mt-8"
          />
        </div>
        <aside aria-labelledby="job-details" className="rounded-lg bg-brand-50 p-6 md:self-start">
          <h2 id="job-details" className="heading-3 text-brand-900">
            {text('details')}
          </h2>
          <dl className="mt-3 space-y-2">
            {details.map(([term, value]) => (
              <div key={term}>
                <dt className="text-sm font-semibold text-slate-900">{term}</dt>
                <dd className="text-slate-700">{value}</dd>
              </div>
            ))}
          </dl>
          {closed ? (
            <p role="status" className="mt-6 font-semibold text-accent-600">
              {withValues(urdu, (values) => t('closedOn', values), { date: deadline ?? '' })}
            </p>
          ) : (
            <>
              <div className="mt-6">
                <OpennessLine openness={openness} />
              </div>
              <p className="mt-2 text-slate-700">{text('attachResume')}</p>
              <p className="mt-3">
                <a href={applicationMailto(job.title)} className={accentButton}>
                  {text('applyNow')}
                </a>
              </p>
            </>
          )}
        </aside>
      </div>
    </>
  );
}

/**
 * The careers list's card of a job (spec 001 §2): title, branch, department, type and picture,
 * and where it stands (open until when, or closed).
 */
export function JobCard({ job, openness }: { job: JobCardFragment; openness: JobOpenness }) {
  const messages = useTranslations();
  const urdu = isUrduPage();
  const department =
    job.department && shown(urdu, urdu && departmentInUrdu(job.department), job.department);
  const branch = job.branchName && branchNameFromEnglish(job.branchName);
  return (
    <article className="card card-row">
      <ContentImage
        image={job.image}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 112px"
        decorative
        className="card-thumb"
      />
      <div className="p-3 sm:p-4">
        {/* Under the list's group headings (open, closed). */}
        <h3 lang="en" className="heading-4 text-brand-900">
          <Link href={href.job(job.id)} className="card-link">
            {job.title}
          </Link>
        </h3>
        <p className="text-slate-700">
          {urdu ? (
            <>
              {department}
              {department && branch && '، '}
              {branch && (branch === job.branchName ? <English>{branch}</English> : branch)}
            </>
          ) : (
            [job.department, job.branchName].filter(Boolean).join(', ')
          )}
        </p>
        {job.type && (
          <p className="text-sm font-medium text-brand-700">
            {shown(urdu, jobTypeInUrdu(job.type, messages), job.type)}
          </p>
        )}
        <OpennessLine openness={openness} />
      </div>
    </article>
  );
}
