'use client';

import { useLocale } from 'next-intl';
import { en } from '@/domain/messages/en';
import { ur } from '@/domain/messages/ur';
import type { Messages } from '@/domain/messages';

/** The catalogue of the page's language, for a browser component. */
export function useMessages(): Messages {
  return useLocale() === 'ur' ? ur : en;
}
