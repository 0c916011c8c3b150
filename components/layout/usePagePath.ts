'use client';

import { usePathname } from 'next/navigation';
import { pagePathOf } from '@/domain/addresses/spellings';
import { splitLocale } from '@/domain/locales';

/**
 * The path of the page being shown, the same on the server and in the browser: the server sees a
 * rewritten path (/home for /, /appointment for /Appointment) where the browser sees the address; an Urdu
 * page's path is its English page's.
 */
export function usePagePath(): string | null {
  const pathname = usePathname();
  return pathname === null ? null : pagePathOf(splitLocale(pathname).path);
}
