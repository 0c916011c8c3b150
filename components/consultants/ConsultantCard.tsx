import Link from 'next/link';
import type { ConsultantCardFragment } from '@/graphql/__generated__/operations';
import { ConsultantPhoto } from './ConsultantPhoto';
import { MISSING } from './missingValues';

/** One card of the grid: photo, name, designation, Timing, Department and Branch Location. */
export function ConsultantCard({ consultant }: { consultant: ConsultantCardFragment }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-3 focus-within:ring-brand-700 hover:shadow-md">
      <ConsultantPhoto
        photo={consultant.photo}
        sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 90vw"
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-lg font-semibold text-brand-900">
          <Link
            href={`/consultant/${consultant.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {consultant.name}
          </Link>
        </h3>
        <p className="text-sm text-slate-700">{consultant.designation ?? MISSING.designation}</p>
        <dl className="mt-2 space-y-1 text-sm">
          <div>
            <dt className="inline font-medium text-slate-900">Timing: </dt>
            <dd className="inline text-slate-700">{consultant.timing ?? MISSING.timing}</dd>
          </div>
          <div>
            <dt className="inline font-medium text-slate-900">Department: </dt>
            <dd className="inline text-slate-700">{consultant.department ?? MISSING.department}</dd>
          </div>
          <div>
            <dt className="inline font-medium text-slate-900">Branch Location: </dt>
            <dd className="inline text-slate-700">{consultant.branchName ?? MISSING.branch}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
