import { en } from '@/domain/messages/en';
import { ur } from '@/domain/messages/ur';
import type { Messages } from '@/domain/messages';
import type { Locale } from './locales';

/**
 * Every language's catalogue. Read by the server (i18n/server.ts) and tests; a browser component
 * reads its page's catalogue from i18n/useMessages.ts instead, so no page carries them all.
 */
const CATALOGUES: Record<Locale, Messages> = { en, ur };

export function messagesIn(locale: Locale): Messages {
  return CATALOGUES[locale];
}
