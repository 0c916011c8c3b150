import type { Translated } from './translated';
import { en } from './en';

/**
 * The site's messages, one keyed catalogue per language (issues 18, 20, 31), an area per file
 * (`en/<area>.ts`, `ur/<area>.ts`): every interface text, and every error, empty and success text
 * of the code. Code never writes such a text itself; it reads it through next-intl
 * (components/i18n/request.ts gives it the page's catalogue) or `requestMessages()` on the server
 * and `useMessages()` in the browser. Nothing is ever looked up by its English.
 *
 * `ur/index.ts` is typed `satisfies Messages`, so the type checker refuses a missing or extra key,
 * or a function where a text is expected; tests/unit/messages.test.ts compares the two key for
 * key. The API answers in English (tools read it), and in the page's language to the site's own
 * pages and forms (graphql/context.ts `messages`).
 */

/** The shape every language's catalogue has: the same keys, any text, the same functions. */
export type Messages = Translated<typeof en>;

/** The English catalogue: the API's language, and the site's where no page is being rendered. */
export const messages: Messages = en;
