import Link from '@/components/i18n/Link';
import { useTranslations } from 'next-intl';
import { branchNameById, branchPlaceIn } from '@/components/ui/branchNames';
import { PhoneNumber } from '@/components/ui/PhoneNumber';
import { telHref } from '@/content/group';
import { href } from '@/domain/addresses/href';
import { getBranch, listBranches, type BranchId } from '@/domain/branches';
import { RescueCall } from '@/components/ui/RescueCall';

const callLink =
  'flex min-h-11 items-center justify-between gap-2 rounded-md px-3 py-1 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600';

/**
 * What a search naming an emergency (chest pain, stroke signs...) shows before any result: to call
 * 1122 or go to an emergency department now, and our emergency lines as tap-to-call links: the
 * branch's own on a branch's list, every branch's on the group's, with the way to the emergency
 * page for directions. A heading and a region, not an alert: it is part of the page as served.
 */
export function EmergencyFirst({ branch }: { branch: BranchId | null }) {
  const t = useTranslations('care.emergency');
  const branches = branch ? [getBranch(branch)] : listBranches();
  return (
    <section
      aria-labelledby="emergency-first"
      className="mt-4 rounded-lg border-2 border-accent-600 bg-white p-4 text-slate-900"
    >
      <h3 id="emergency-first" className="text-lg font-semibold text-accent-700">
        {t('heading')}
      </h3>
      <p className="mt-1">{t('now')}</p>
      <RescueCall className="mt-3" />
      {branch ? null : <p className="mt-3 text-sm font-medium">{t('branches')}</p>}
      <ul className={`${branch ? 'mt-3' : 'mt-1'} grid gap-1 sm:grid-cols-2`}>
        {branches.map((each) => (
          <li key={each.id}>
            <a
              href={telHref(each.emergencyPhone)}
              className={`${callLink} border border-accent-600 bg-white text-sm text-accent-700`}
            >
              <span>
                {branch ? t('branch', { branch: branchPlaceIn(each.id) }) : branchNameById(each.id)}
              </span>
              <span className="whitespace-nowrap">
                <PhoneNumber number={each.emergencyPhone} />
              </span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-3">
        <Link href={href.emergency()} className="font-semibold text-brand-700 underline">
          {t('nearest')}
        </Link>
      </p>
    </section>
  );
}
