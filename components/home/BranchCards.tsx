import { useTranslations } from 'next-intl';
import Link from '@/components/i18n/Link';
import { BranchCard } from '@/components/branches/BranchCard';
import type { BranchCardFragment } from '@/graphql/__generated__/operations';
import { branchName } from '@/components/ui/branchNames';

/** Cards a phone shows before the rest are listed by name only (spec 000 §2). */
const CARDS_ON_SMALL_SCREENS = 4;

/**
 * The group's hospitals as cards. On a small screen the last three cards are hidden and the
 * hospitals they stand for are listed by name below, so the page stays short on a phone.
 */
export function BranchCards({ branches }: { branches: readonly BranchCardFragment[] }) {
  const rest = branches.slice(CARDS_ON_SMALL_SCREENS);
  const text = useTranslations('site');
  return (
    <section aria-labelledby="branches-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="branches-heading" className="heading-2 text-brand-900">
        {text('ourHospitals')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {branches.map((branch, index) => (
          <li
            key={branch.id}
            className={index < CARDS_ON_SMALL_SCREENS ? undefined : 'max-md:hidden'}
          >
            <BranchCard branch={branch} />
          </li>
        ))}
      </ul>
      {rest.length > 0 && (
        <div className="mt-6 md:hidden">
          <h3 className="font-semibold text-slate-900">{text('moreHospitals')}</h3>
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {rest.map((branch) => (
              <li key={branch.id}>
                <Link
                  href={branch.landingPath}
                  className="flex min-h-12 items-center justify-between px-4 font-medium text-brand-800"
                >
                  {branchName(branch)}
                  <span aria-hidden="true" className="rtl:-scale-x-100">
                    →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
