import Link from 'next/link';
import { GROUP } from '@/content/group';

/** A minimal header; the full navigation arrives with the navigation issue. */
export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3"
      >
        <Link href="/" className="text-lg font-bold text-brand-800">
          {GROUP.name}
        </Link>
        <ul className="flex flex-wrap items-center gap-4 text-sm font-medium">
          <li>
            <Link href="/OurDoctors" className="text-slate-700 hover:text-brand-700">
              Find a consultant
            </Link>
          </li>
          <li>
            <Link
              href="/appointment"
              className="rounded-md bg-brand-700 px-3 py-2 text-white hover:bg-brand-800"
            >
              Book an appointment
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
