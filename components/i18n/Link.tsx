'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { localePath } from '@/domain/locales';
import { usePageLocale } from './PageLocale';

/**
 * next/link in the page's language: a site path on an Urdu page leads to its Urdu page, so a
 * patient who chose Urdu stays in it (English unprefixed, Urdu under /ur: `localePath`). Components
 * import this instead of next/link. next-intl's own Link needs its provider on every page, and with it the message
 * formatter: 14 KB of script on a content page (issue 31's note).
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
}: ComponentProps<typeof NextLink>) {
  const locale = usePageLocale();
  const router = useRouter();
  const target = typeof href === 'string' ? localePath(href, locale) : href;
  const ahead = () => {
    if (prefetch !== false && typeof target === 'string' && target.startsWith('/')) {
      router.prefetch(target);
    }
  };
  return (
    <NextLink
      href={target}
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
