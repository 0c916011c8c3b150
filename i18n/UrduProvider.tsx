'use client';

import type { ReactNode } from 'react';
import { LocaleContext } from './LocaleContext';

const URDU = { locale: 'ur' } as const;

/**
 * The Urdu pages' language for the browser's components (app/ur/layout.tsx): their links stay in
 * Urdu. The catalogue comes only with the components that read it (i18n/urduCatalogueRoute.tsx).
 */
export function UrduProvider({ children }: { children: ReactNode }) {
  return <LocaleContext.Provider value={URDU}>{children}</LocaleContext.Provider>;
}
