import type { Locale } from '../locales';
import { en } from './en';
import { ur } from './ur';
import type { Messages } from '.';

/** Every language's catalogue, for next-intl's configuration (components/i18n/request.ts) and tests. */
const CATALOGUES: Record<Locale, Messages> = { en, ur };

export function messagesIn(locale: Locale): Messages {
  return CATALOGUES[locale];
}
