/**
 * The shape of an entry of the address table (domain/addresses/index.ts), apart so that the
 * browser's modules (files.ts, spellings.ts) can use it without the table.
 */

/**
 * page: the same for everyone, rendered once and kept; record: one item of a feed, by its number;
 * list: a page whose query picks what it shows; search: a form whose answer holds a patient's
 * results (never kept); private: a patient's own data; internal: a route only a rewrite reaches;
 * file: a file, the API or the service worker, the same in every language.
 */
export type AddressKind = 'page' | 'record' | 'list' | 'search' | 'private' | 'internal' | 'file';

/**
 * How an answer with a patient's data is sent (server/answerHeaders.ts). `patient`: a patient's own
 * answer, which passes its address to no one and is never indexed; `search`: a lab search form,
 * which holds no patient, may be indexed and posts with its Origin; `results`: what that form's
 * no-script post answers, a patient's list at the search page's address: never indexed, and
 * still posting with its Origin, which a server action requires (under no-referrer a browser
 * sends "Origin: null"), since its own form searches again.
 */
export type Privacy = 'patient' | 'search' | 'results';

/** How long shared caches keep an answer: from the build, a number of seconds, or never. */
export type Keeping = 'build' | number | 'never';

export interface Address {
  path: string;
  kind: AddressKind;
  /**
   * The route that renders it, when not its own path: a private address's is reached by the
   * proxy's rewrite (proxy.ts), any other's by next.config.build.ts's, which runs no code.
   */
  route?: string;
  /** Other spellings old links and menus use, shown as the same page (rewritten, not moved). */
  spellings?: readonly string[];
  /** Matched in any letter case: the lab addresses were typed and printed every way. */
  anyCase?: true;
  /** At its address in English and under /ur in Urdu; false for files, the API and the worker. */
  languages: boolean;
  privacy?: Privacy;
  keep: Keeping;
  /** Query parameters the page reads; those in `varies` make another kept copy. */
  params?: readonly string[];
  varies?: readonly string[];
  sitemap: boolean;
}

export const fileAddress = (path: string, keep: Keeping = 'never'): Address => ({
  path,
  kind: 'file',
  languages: false,
  keep,
  sitemap: false,
});
