import en from '@/messages/en.json';
import type { MessageKeys, NestedKeyOf } from 'use-intl/core';

/**
 * The site's messages: one catalogue per language, `messages/<locale>.json` (issue 41), ICU
 * messages only, in the format next-intl and translation tools read. Every interface text, title
 * and description, and every error, empty and success text of the code is there, keyed by area
 * (`lab.status`). Code never writes such a text itself, nor looks one up by its English: it reads
 * it through a translator (`getTranslations`/`useTranslations` on a page, `translator()` from
 * ./translator.ts where no page is being rendered), which fills in the message's arguments
 * (`'Page {page} of {pages}.'`, a count's agreement as `{count, plural, …}`) where each language's
 * grammar wants them.
 *
 * The English catalogue is the specification's text byte for byte, defects of wording included
 * ('complaint sent successfully!'); tests compare it so. Its keys and each message's arguments
 * are the type every language's catalogue has (tests/unit/messages.test.ts holds the others to
 * them); next-intl's declaration of it (messages/en.d.json.ts) types `t(key, values)`.
 */

/** A catalogue shaped as `T`: the same keys, any text. */
type Translated<T> = T extends string ? string : { readonly [K in keyof T]: Translated<T[K]> };

/** The shape every language's catalogue has: the English keys, any text. */
export type Messages = Translated<typeof en>;

/** The English catalogue: the API's language, and the site's where no page is being rendered. */
export const messages: Messages = en;

/** The English catalogue as declared: its messages' literal texts, from which their arguments are typed. */
export type EnglishMessages = typeof en;

/** The dotted key of one message of the catalogue (`lab.status`), as a translator takes it. */
export type MessageKey = MessageKeys<EnglishMessages, NestedKeyOf<EnglishMessages>>;
