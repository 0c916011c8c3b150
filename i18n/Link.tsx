'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { useLocalePath } from '@/i18n/LocaleContext';

/**
 * next/link in the page's language: a site path on an Urdu page leads to its Urdu page, so a
 * patient who chose Urdu stays in it. Components import this instead of next/link.
 */
export default function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  const inLocale = useLocalePath();
  return <NextLink href={typeof href === 'string' ? inLocale(href) : href} {...props} />;
}
