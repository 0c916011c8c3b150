'use client';

import { useContext } from 'react';
import { en } from '@/domain/messages/en';
import type { Messages } from '@/domain/messages';
import { LocaleContext } from './LocaleContext';

/** The catalogue of the page's language, for a browser component. */
export function useMessages(): Messages {
  return useContext(LocaleContext).messages ?? en;
}
