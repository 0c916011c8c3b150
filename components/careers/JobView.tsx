import Link from '@/components/i18n/Link';
import { ContentImage } from '@/components/ui/ContentImage';
import { requestLocale } from '@/graphql/client/pageLanguage';
import { pakistanDate } from '@/components/ui/pakistanTime';
import { accentButton } from '@/components/ui/buttons';
import { messages } from '@/domain/messages';
import type { CareersPageQuery, JobDetailQuery } from '@/graphql/__generated__/operations';
import { applicationMailto } from './application';
import { CmsSection } from '@/components/ui/CmsSection';

type Job = NonNullable<JobDetailQuery['job']>;

const NOT_GIVEN = messages.common.notGiven;

/**
 * A job (spec 001 §2): its title and department, the Job Details list (dates in Pakistan time),
 * the skills and description, the note about the resume, and Apply Now, which writes a mail to
 * the careers mailbox. A job whose deadline has passed says so instead of offering to apply.
 */
export function JobView({ job, closed }: { job: Job; closed: boolean }) {
  const deadline = pakistanDate(job.applicationDeadline, requestLocale());
  const details: [string, string][] = [
    ['Department', job.department ?? NOT_GIVEN],
    ['Location', job.location ?? NOT_GIVEN],
    ['Job Type', job.type ?? NOT_GIVEN],
    ['Number of Positions', job.positions === null ? NOT_GIVEN : String(job.positions)],
    ['Salary Range', job.salaryRange ?? NOT_GIVEN],
    ['Application Deadline', deadline ?? NOT_GIVEN],
    ['Expected Start Date', pakistanDate(job.expectedStartDate, requestLocale()) ?? NOT_GIVEN],
  ];
  return (
    <>
      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-5xl px-4 py-12">
          <h1 className="heading-1">{job.title}</h1>
          {job.department && (
            <p className="mt-2 text-lg text-brand-50">{job.department} Department</p>
          )}
        </div>
      </section>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <CmsSection id="skills" heading="Skills Requirements" html={job.skillsHtml} />
          <CmsSection
            id="description"
            heading="Job Description"
            html={job.detailHtml}
            className="mt-8"
          />
        </div>
        <aside aria-labelledby="job-details" className="rounded-lg bg-brand-50 p-6 md:self-start">
          <h2 id="job-details" className="heading-3 text-brand-900">
            Job Details
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
              Applications for this job closed on {deadline}.
            </p>
          ) : (
            <>
              <p className="mt-6 text-slate-700">Please attach your resume as a PDF file.</p>
              <p className="mt-3">
                <a href={applicationMailto(job.title)} className={accentButton}>
                  Apply Now
                </a>
              </p>
            </>
          )}
        </aside>
      </div>
    </>
  );
}

/** The careers list's card of a job (spec 001 §2): title, branch, department, type and picture. */
export function JobCard({
  job,
  closed,
}: {
  job: CareersPageQuery['jobs']['nodes'][number];
  /** Its deadline has passed: said on the card, so nobody opens a job they cannot apply for. */
  closed: boolean;
}) {
  return (
    <article className="card card-row">
      <ContentImage
        image={job.image}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 112px"
        decorative
        className="min-h-20 w-28 max-sm:aspect-auto sm:w-auto"
      />
      <div className="p-3 sm:p-4">
        <h2 className="heading-4 text-brand-900">
          <Link href={`/careers/${job.id}`} className="card-link">
            {job.title}
          </Link>
        </h2>
        <p className="text-slate-700">
          {[job.department, job.branchName].filter(Boolean).join(', ')}
        </p>
        {job.type && <p className="text-sm font-medium text-brand-700">{job.type}</p>}
        {closed && (
          <p className="mt-1 text-sm font-semibold text-slate-700">
            Closed on {pakistanDate(job.applicationDeadline, requestLocale())}
          </p>
        )}
      </div>
    </article>
  );
}
