import { useTranslations } from 'next-intl';
import { PhoneNumber } from '@/components/ui/PhoneNumber';
import type { Branch } from '@/domain/branches';
import { telHref } from '@/domain/phoneLinks';

const callLink =
  'flex min-h-11 flex-1 flex-col justify-center rounded-md px-3 py-1 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * A branch's 24/7 emergency and ambulance lines, side by side, as tap-to-call links, each named
 * by what it is for: on the emergency page's card of the branch and on the first screen of the
 * branch's own page. On a white ground (the outlined one is red on white).
 */
export function EmergencyLines({
  branch,
  className = '',
}: {
  branch: Pick<Branch, 'emergencyPhone' | 'ambulancePhone'>;
  className?: string;
}) {
  const text = useTranslations('phones');
  return (
    <p className={`flex gap-2 ${className}`}>
      <a href={telHref(branch.emergencyPhone)} className={`${callLink} bg-accent-600 text-white`}>
        <span className="text-xs font-medium">{text('emergency')}</span>
        <PhoneNumber number={branch.emergencyPhone} />
      </a>
      <a
        href={telHref(branch.ambulancePhone)}
        className={`${callLink} border-2 border-accent-600 text-accent-600`}
      >
        <span className="text-xs font-medium">{text('ambulance')}</span>
        <PhoneNumber number={branch.ambulancePhone} />
      </a>
    </p>
  );
}
