import { useTranslations } from 'next-intl';
import { RESCUE_PHONE, telHref } from '@/domain/phoneLinks';

/**
 * Rescue 1122 as one tap-to-call button, and what it is for: the first number wherever an
 * emergency is named (the consultant search's emergency box, the emergency page, the offline
 * page), so a patient whose branch is far away, or who does not know which branch, can call for
 * an ambulance at once. One place for the number and its words.
 */
export function RescueCall({ className = '' }: { className?: string }) {
  const text = useTranslations('phones');
  return (
    <a
      href={telHref(RESCUE_PHONE)}
      className={`flex min-h-11 items-center justify-between gap-2 rounded-md bg-accent-600 px-3 py-1 font-semibold text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600 ${className}`}
    >
      <span>
        {text('rescue')}
        <span className="block text-xs font-medium">{text('rescueWhat')}</span>
      </span>
    </a>
  );
}
