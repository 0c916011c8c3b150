import { en } from './en';

/**
 * The one catalogue of the site's messages (issue 18): every text the specification fixes and
 * every error, empty and success text of the code, keyed by area. Code never writes such a text
 * itself; it reads `messages.<area>.<key>` (or calls it, for a text with a value in it).
 *
 * One file per language (`en.ts`), this index choosing among them, so that a language is added
 * beside the others without touching English or any code that shows a text.
 *
 * Adding a language (Urdu, say):
 * 1. Write `domain/messages/ur.ts` as `export const ur = { ... } as const satisfies Messages;`
 *    (`import type { Messages } from '.'`): the type checker then refuses a missing or extra key,
 *    or a function where a text is expected.
 * 2. Choose the catalogue per request where texts are shown, instead of this index's fixed
 *    `messages`: with next-intl, `getRequestConfig` returns `{ locale, messages: catalogues[locale] }`
 *    and components read `useTranslations`/`getTranslations`. next-intl's catalogues are plain
 *    data with ICU placeholders, so each function here becomes a `{name}` placeholder named after
 *    its parameter (`status: 'HTTP error! status: {code}'`); the keys stay as they are.
 *    The API keeps answering in English: its messages are read by tools as well as shown.
 */

/** The shape every language's catalogue has: the same keys, any text, the same functions. */
type Shape<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Shape<T[K]> };

export type Messages = Shape<typeof en>;

/** The site's texts, in its one language for now. */
export const messages: Messages = en;
