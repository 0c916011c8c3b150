'use client';

import { usePagePath } from '@/components/layout/usePagePath';
import { usePageLocale } from '@/components/i18n/PageLocale';
import {
  LOCALE_COOKIE,
  LOCALE_NAMES,
  localePath,
  splitLocale,
  type Locale,
} from '@/domain/locales';

const A_YEAR = 60 * 60 * 24 * 365;

/**
 * The same page in the other language, named in that language ("اردو" on English pages). The
 * search and the place on the page go along (the address is read when the link is followed), and
 * the choice is kept in a cookie: the site's root then opens in it (next.config.build.ts). A plain link,
 * so it works before any JavaScript: without it, the page in the other language without its search.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const other: Locale = usePageLocale() === 'ur' ? 'en' : 'ur';
  const href = localePath(usePagePath() ?? '/', other);
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      className={className}
      onClick={(event) => {
        document.cookie = `${LOCALE_COOKIE}=${other}; path=/; max-age=${A_YEAR}; samesite=lax`;
        const { path } = splitLocale(window.location.pathname);
        event.currentTarget.href =
          localePath(path, other) + window.location.search + window.location.hash;
      }}
    >
      {LOCALE_NAMES[other]}
    </a>
  );
}
