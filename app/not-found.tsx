import type { Metadata } from 'next';
import Link from 'next/link';
import { primaryButton } from '@/components/ui/buttons';
import { CONSULTANT_LIST_PATHS } from '@/content/consultantLists';
import { GROUP, telHref } from '@/content/group';

export const metadata: Metadata = { title: 'Page not found' };

/** Any address the site does not have: a way on to consultants, and the hospital's number. */
export default function NotFound() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-900">Page not found</h1>
      <p className="mt-4 text-lg text-slate-700">
        There is no page at this address. You can find a consultant, or call us on{' '}
        <a href={telHref(GROUP.phone)} className="text-brand-700 underline">
          {GROUP.phone}
        </a>
        .
      </p>
      <p className="mt-8">
        <Link href={CONSULTANT_LIST_PATHS.ALL[0]} className={primaryButton}>
          Find a consultant
        </Link>
      </p>
    </div>
  );
}
