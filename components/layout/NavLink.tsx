'use client';

import Link from '@/components/i18n/Link';
import type { ReactNode } from 'react';
import { isCurrentPath } from './currentPath';
import { usePagePath } from './usePagePath';

/** A link of the site's navigation, marked as the current page where it is one. */
export function NavLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const current = isCurrentPath(usePagePath(), href);
  return (
    <Link href={href} aria-current={current ? 'page' : undefined} className={className}>
      {children}
    </Link>
  );
}
