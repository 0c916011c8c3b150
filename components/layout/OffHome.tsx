'use client';

import { usePagePath } from './usePagePath';
import type { ReactNode } from 'react';

/** What the navigation shows on every page but the home page (spec 000 §2). */
export function OffHome({ children }: { children: ReactNode }) {
  return usePagePath() === '/' ? null : children;
}
