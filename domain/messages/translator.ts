import { createTranslator } from 'use-intl/core';
import { LOCALES, type Locale } from '../locales';
import { PAKISTAN_TIME_ZONE } from '../pakistanClock';
import { messagesIn } from './catalogues';
import type { EnglishMessages, Messages } from '.';

/** The language a catalogue is in: English for any catalogue that is not one of the site's. */
export function localeOf(messages: Messages): Locale {
  return LOCALES.find((locale) => messagesIn(locale) === messages) ?? 'en';
}

/**
 * The translator of a catalogue (use-intl's, which next-intl's pages use too, without the framework), for code that formats a text with a value (an ICU message,
 * `'HTTP error! status: {status}'`) where no page is being rendered: the GraphQL resolvers, which
 * answer in the asker's catalogue (graphql/context.ts `messages`), and tests. Keys are dotted
 * (`t('lab.status', { status: 503 })`) and typed by the English catalogue, the arguments by its
 * ICU messages. Pages and components use next-intl's `getTranslations` and `useTranslations`.
 */
export function translator(messages: Messages) {
  return createTranslator({
    locale: localeOf(messages),
    // Every language has the English catalogue's keys and arguments (tests/unit/messages.test.ts).
    messages: messages as EnglishMessages,
    timeZone: PAKISTAN_TIME_ZONE,
  });
}

/** A translator of the whole catalogue, as `translator()` and `getTranslations()` give it. */
export type Translator = ReturnType<typeof translator>;
