import Link from 'next/link';
import { APPOINTMENT_LINK } from '@/content/navigation';
import { appointmentHref } from '@/components/forms/appointmentLink';
import { accentButton, outlineButton } from '@/components/ui/buttons';
import { telHref } from '@/content/group';
import { WhatsAppLink } from '@/components/ui/WhatsAppLink';
import { messages } from '@/domain/messages';
import type { LandingBranch } from './types';

/** The branch's name and description, its phone and the appointment form with it chosen. */
export function BranchHero({
  branch,
}: {
  branch: Pick<LandingBranch, 'id' | 'displayName' | 'description' | 'phone' | 'whatsapp'>;
}) {
  return (
    <section className="bg-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <h1 className="heading-display max-w-3xl">{branch.displayName}</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-50">{branch.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href={appointmentHref({ branch: branch.id })} className={accentButton}>
            {APPOINTMENT_LINK.label}
          </Link>
          <a href={telHref(branch.phone)} className={outlineButton}>
            <span className="sr-only">Call </span>
            {branch.phone}
          </a>
          <WhatsAppLink
            number={branch.whatsapp}
            message={messages.whatsapp.aboutBranch(branch.displayName)}
            name={branch.displayName}
            className={outlineButton}
          />
        </div>
      </div>
    </section>
  );
}
