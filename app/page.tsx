import Link from 'next/link';
import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup';
import { primaryButton } from '@/components/ui/buttons';
import { GROUP } from '@/content/group';

/** A placeholder home page; the group home page arrives with its own issue. */
export default function HomePage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-900">{GROUP.name}</h1>
      <p className="mt-4 text-lg text-slate-700">
        Seven branches in Lahore and Islamabad. Find a consultant and book an appointment.
      </p>
      <p className="mt-8">
        <Link href="/OurDoctors" className={primaryButton}>
          Find a consultant
        </Link>
      </p>
      {/* The footer will carry the sign-up (issue 8); until then the home page does. */}
      <div className="mt-16 border-t border-slate-200 pt-8">
        <NewsletterSignup />
      </div>
    </div>
  );
}
