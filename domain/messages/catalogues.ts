import en from '@/messages/en.json';
import ur from '@/messages/ur.json';
import type { Locale } from '../locales';
import type { Messages } from '.';

/**
 * Every language's catalogue, for next-intl's configuration (components/i18n/request.ts) and tests.
 * A JSON file's type is what it holds; tests/unit/messages.test.ts holds each to the English keys
 * and arguments, which is the type it is given here.
 */
const CATALOGUES: Record<Locale, Messages> = { en, ur: ur as Messages };

export function messagesIn(locale: Locale): Messages {
  return CATALOGUES[locale];
}
