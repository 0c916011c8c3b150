import type { Translated } from './translated';
import { en } from './en';

/**
 * The site's messages, one keyed catalogue per language (issues 18, 20, 31), an area per file
 * (`en/<area>.ts`, `ur/<area>.ts`): every interface text, and every error, empty and success text
 * of the code. Code never writes such a text itself; it reads it through next-intl
 * (components/i18n/request.ts gives it the page's catalogue): `getTranslations`/`useTranslations`
 * on the server, `useTranslations` in the browser, given only the areas its components read
 * (components/i18n/ClientMessages.tsx), `requestMessages()` for a plain text on the server, and
 * `translator()` (./translator.ts) where no page is being rendered. Nothing is ever looked up by
 * its English.
 *
 * A text with a value in it is an ICU message (`'HTTP error! status: {status}'`, a count's
 * agreement by `{count, plural, ...}`), so each language places the value where its grammar wants
 * it. The areas the browser reads hold only such texts, since a function cannot travel to it; the
 * server-only areas still hold functions of their values (`api.badId`, `site.photoOf`...).
 *
 * `ur/index.ts` is typed `satisfies Messages`, so the type checker refuses a missing or extra key,
 * or a function where a text is expected; tests/unit/messages.test.ts compares the two key for
 * key. The API answers in English (tools read it), and in the page's language to the site's own
 * pages and forms (graphql/context.ts `messages`).
 */

/** The shape every language's catalogue has: the same keys, any text (ICU messages included), the same functions. */
export type Messages = Translated<typeof en>;

/** The English catalogue: the API's language, and the site's where no page is being rendered. */
export const messages: Messages = en;
