import { useTranslations } from 'next-intl';
import Link from '@/components/i18n/Link';
import { accentButton, outlineButton } from '@/components/ui/buttons';
import { telHref } from '@/content/group';
import { PhoneNumber } from '@/components/ui/PhoneNumber';
import { WhatsAppLink } from '@/components/ui/WhatsAppLink';
import { EmergencyLines } from '@/components/info/EmergencyLines';
import { href } from '@/domain/addresses/href';
import { getBranch } from '@/domain/branches';
import type { LandingBranch } from './types';

/**
 * The branch's name and description, its phone and the appointment form with it chosen, and its
 * 24/7 emergency and ambulance lines (issue 40): on the first screen of a phone, since a patient
 * who searched for the branch in an emergency should not need to find the emergency page.
 */
export function BranchHero({
  branch,
}: {
  branch: Pick<LandingBranch, 'id' | 'displayName' | 'description' | 'phone' | 'whatsapp'>;
}) {
  const messages = useTranslations();
  const t = useTranslations('whatsapp');
  return (
    <section className="bg-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        {/* The registry's name and description, in the page's language (branchLandingRoute). */}
        <h1 className="heading-display max-w-3xl">{branch.displayName}</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-50">{branch.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href={href.appointment({ branch: branch.id })} className={accentButton}>
            {messages('finder.book')}
          </Link>
          <a href={telHref(branch.phone)} className={outlineButton}>
            <span className="sr-only">{messages('site.call')} </span>
            <PhoneNumber number={branch.phone} />
          </a>
          <WhatsAppLink
            number={branch.whatsapp}
            message={t('aboutBranch', { branch: branch.displayName })}
            name={branch.displayName}
            className={outlineButton}
          />
        </div>
        <section
          aria-labelledby="branch-emergency"
          className="mt-6 max-w-md rounded-lg bg-white p-3 text-slate-900"
        >
          <h2 id="branch-emergency" className="text-sm font-semibold">
            {messages('phones.branchEmergency')}
          </h2>
          <EmergencyLines branch={getBranch(branch.id)} className="mt-2" />
        </section>
      </div>
    </section>
  );
}
