'use client';

import { createContext, useContext } from 'react';
import type { Messages } from '@/domain/messages';
import { DEFAULT_LOCALE, localePath, type Locale } from './locales';

/**
 * The page's language (and, where it is not English, its catalogue) for the browser's components;
 * the server's is i18n/request.ts. English needs no provider: it is what is read when none is
 * given. Urdu's language is given by its layout (i18n/UrduProvider.tsx) and its catalogue only
 * around the components that read one (i18n/urduCatalogueRoute.tsx), so it is sent to the Urdu
 * pages that hold such a component and to no other; and this module holds no catalogue, so a
 * component that only needs the language (a link) carries none.
 */
export const LocaleContext = createContext<{ locale: Locale; messages?: Messages }>({
  locale: DEFAULT_LOCALE,
});

export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

/** A site path in the page's language. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(path, locale);
}
