'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@/domain/locales';

/**
 * The page's language for the browser components every page has (links, the language switch,
 * the newsletter's toasts). Not next-intl's provider: that one brings its message formatter, about
 * 14 KB of script (bench:page-weight), to pages that format nothing in the browser. Components
 * that show the catalogue's texts get next-intl's from components/i18n/ClientMessages.tsx.
 */
const PageLocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function PageLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <PageLocaleContext.Provider value={locale}>{children}</PageLocaleContext.Provider>;
}

export function usePageLocale(): Locale {
  return useContext(PageLocaleContext);
}
