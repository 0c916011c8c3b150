'use client';

import type { ReactNode } from 'react';
import { ur } from '@/domain/messages/ur';
import { LocaleContext } from './LocaleContext';

const URDU = { locale: 'ur', messages: ur } as const;

/** The Urdu catalogue for the browser's components below (i18n/urduCatalogueRoute.tsx). */
export function UrduCatalogue({ children }: { children: ReactNode }) {
  return <LocaleContext.Provider value={URDU}>{children}</LocaleContext.Provider>;
}
