'use client';

import { useLocale } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { LocaleLink, getPathname } from './navigation';

/**
 * next-intl's link in the page's language: a site path on an Urdu page leads to its Urdu page, so
 * a patient who chose Urdu stays in it. Components import this instead of next/link.
 *
 * A page is fetched ahead when the patient shows they are going there (a touch, the pointer, the
 * keyboard's focus), not because its link is on the screen: next/link would fetch every link in
 * view (the header's, the phone bar's), a route's code included, on every page a patient opens
 * on mobile data (issue 22).
 */
export default function Link({
  href,
  prefetch,
  onTouchStart,
  onMouseEnter,
  onFocus,
  ...props
}: ComponentProps<typeof LocaleLink>) {
  const locale = useLocale();
  const router = useRouter();
  const ahead = () => {
    if (prefetch !== false && typeof href === 'string' && href.startsWith('/')) {
      router.prefetch(getPathname({ href, locale }));
    }
  };
  return (
    <LocaleLink
      href={href}
      prefetch={prefetch === true}
      onTouchStart={(event) => {
        ahead();
        onTouchStart?.(event);
      }}
      onMouseEnter={(event) => {
        ahead();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        ahead();
        onFocus?.(event);
      }}
      {...props}
    />
  );
}
