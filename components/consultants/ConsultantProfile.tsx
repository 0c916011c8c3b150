import Link from 'next/link';
import { accentButton, primaryButton } from '@/components/ui/buttons';
import { telHref } from '@/content/group';
import type { ConsultantDetailQuery } from '@/graphql/__generated__/operations';
import { ConsultantPhoto } from './ConsultantPhoto';
import { MISSING } from './missingValues';

type Consultant = NonNullable<ConsultantDetailQuery['consultant']>;

/** The consultant detail page: every field of the record, with the specified missing-value texts. */
export function ConsultantProfile({ consultant }: { consultant: Consultant }) {
  const facts: [string, string][] = [
    ['Designation', consultant.designation ?? MISSING.designation],
    ['Speciality', consultant.speciality ?? MISSING.speciality],
    ['Department', consultant.department ?? MISSING.department],
    ['Timing', consultant.timing ?? MISSING.timing],
    ['Branch Location', consultant.branchName ?? MISSING.branch],
  ];
  return (
    <article className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:grid-cols-[320px_1fr]">
      <div className="overflow-hidden rounded-lg border border-slate-200 shadow-sm">
        <ConsultantPhoto photo={consultant.photo} sizes="(min-width: 768px) 320px, 90vw" priority />
      </div>
      <div>
        <h1 className="text-3xl font-bold text-brand-900">{consultant.name}</h1>
        <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-slate-900">{term}</dt>
              <dd className="text-slate-700">{value}</dd>
            </div>
          ))}
        </dl>
        {consultant.profile && (
          <section aria-labelledby="profile-heading" className="mt-8">
            <h2 id="profile-heading" className="text-xl font-semibold text-brand-900">
              Profile
            </h2>
            <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-800">
              {consultant.profile}
            </p>
          </section>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/appointment" className={accentButton}>
            Appointment
          </Link>
          {consultant.branch && (
            <a href={telHref(consultant.branch.phone)} className={primaryButton}>
              Call {consultant.branch.displayName}: {consultant.branch.phone}
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
