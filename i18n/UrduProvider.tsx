'use client';

import type { ReactNode } from 'react';
import { ur } from '@/domain/messages/ur';
import { LocaleContext } from './LocaleContext';

const URDU = { locale: 'ur', messages: ur } as const;

/** The Urdu pages' language for the browser's components (app/ur/layout.tsx). */
export function UrduProvider({ children }: { children: ReactNode }) {
  return <LocaleContext.Provider value={URDU}>{children}</LocaleContext.Provider>;
}
