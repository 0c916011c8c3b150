import { useTranslations } from 'next-intl';
import Link from '@/components/i18n/Link';
import { EmergencyLines } from '@/components/info/EmergencyLines';
import { branchPlaceIn } from '@/components/ui/branchNames';
import { RescueCall } from '@/components/ui/RescueCall';
import { href } from '@/domain/addresses/href';
import { getBranch, type BranchId } from '@/domain/branches';

/**
 * What the general appointment form shows when the clinics are closed at the time in question, at
 * night or on their day off (issue 54): a booking is for a visit when they are open, and care
 * now is Rescue 1122's and the emergency department's. Rescue 1122 first, then the chosen
 * branch's 24/7 lines (every branch's are a tap away on the emergency page). Rendered on the
 * server, in the page's language, and handed to the form, which carries no translator (issue 33).
 * A level-2 heading: it sits in the form, under the page's only level-1 heading.
 */
export function CareNow({ branch }: { branch: BranchId | null }) {
  const t = useTranslations('care.emergency');
  return (
    <section
      aria-labelledby="care-now"
      className="rounded-lg border-2 border-accent-600 bg-white p-4 text-slate-900"
    >
      <h2 id="care-now" className="text-lg font-semibold text-accent-700">
        {t('heading')}
      </h2>
      <p className="mt-1">{t('now')}</p>
      <RescueCall className="mt-3" />
      {branch && (
        <>
          <p className="mt-3 text-sm font-medium">
            {t('branch', { branch: branchPlaceIn(branch) })}
          </p>
          <EmergencyLines branch={getBranch(branch)} className="mt-1" />
        </>
      )}
      <p className="mt-3">
        <Link href={href.emergency()} className="font-semibold text-brand-700 underline">
          {t('nearest')}
        </Link>
      </p>
    </section>
  );
}
