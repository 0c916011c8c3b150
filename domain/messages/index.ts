import type { Translated } from './translated';
import { en } from './en';

/**
 * The site's messages, one catalogue per language (issue 18, 20): every text the specification
 * fixes and every error, empty and success text of the code, keyed by area. Code never writes
 * such a text itself; it reads `<catalogue>.<area>.<key>` (or calls it, for a text with a value in
 * it): a server component from `requestMessages()` (i18n/server.ts), a browser one from
 * `useMessages()` (i18n/useMessages.ts). This module holds English alone, so a browser
 * component that reads it carries no other language; `messagesIn` (i18n/catalogues.ts) has all.
 *
 * `ur.ts` is typed `satisfies Messages`, so the type checker refuses a missing or extra key, or a
 * function where a text is expected; tests/unit/messages.test.ts compares the two key for key.
 * The API keeps answering in English: its messages are read by tools as well as shown.
 */

/** The shape every language's catalogue has: the same keys, any text, the same functions. */
export type Messages = Translated<typeof en>;

/** The English catalogue: the API's language, and the site's where no page is being rendered. */
export const messages: Messages = en;

/** The same key's text in another catalogue: `null` where `text` is not an English text. */
function sameKey(text: string, english: unknown, other: unknown): string | null {
  if (english === text) return typeof other === 'string' ? other : null;
  if (!english || typeof english !== 'object' || !other || typeof other !== 'object') return null;
  for (const [key, value] of Object.entries(english)) {
    const found = sameKey(text, value, (other as Record<string, unknown>)[key]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * An English text of the catalogue in another catalogue's language; any other text as it is. For
 * what the API says (in English, for tools and pages alike) when a page shows it.
 */
export function translated(text: string, into: Messages): string {
  return into === en ? text : (sameKey(text, en, into) ?? text);
}
