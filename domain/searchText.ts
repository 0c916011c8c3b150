/**
 * Text a person typed into a search, read once where it enters (an address, a GraphQL criterion)
 * and carried as a `SearchText` from there, so the search never sees text that has not been read.
 */

/** The longest criterion a search takes (the form's field, the address, the API). */
export const SEARCH_TEXT_MAX = 100;

export type SearchText = string & { readonly read: unique symbol };

export const NO_TEXT = '' as SearchText;

/**
 * One spelling for letters typed more than one way: Unicode compatibility forms (full-width
 * Latin, Arabic presentation forms), and the Arabic letters Arabic keyboards give for the Urdu
 * ones (ي ی, ك ک, ه ۀ ة ہ).
 */
function oneSpelling(text: string): string {
  return text.normalize('NFKC').replace(/[يى]/g, 'ی').replace(/ك/g, 'ک').replace(/ه/g, 'ہ');
}

/** Typed text tidied: one spelling, spaces collapsed, trimmed; "" for anything not a string. */
export function readText(raw: unknown): string {
  return typeof raw === 'string' ? oneSpelling(raw).replace(/\s+/g, ' ').trim() : '';
}

/** Whether typed text is longer than the search takes: refused by the API, cut by addresses. */
export const isTooLong = (raw: unknown): boolean => readText(raw).length > SEARCH_TEXT_MAX;

/**
 * Typed text as the search takes it: tidied and cut to SEARCH_TEXT_MAX, at a whole character and
 * trimmed again, so that text read once reads the same again: an address's search passes through
 * the proxy, the page's key and the API, and a cut that left a space or half a character made
 * the key no longer match (a 100-character search answered "Page not found", issue 39).
 */
export function readSearchText(raw: unknown): SearchText {
  const text = readText(raw);
  if (text.length <= SEARCH_TEXT_MAX) return text as SearchText;
  const cut = text.slice(0, SEARCH_TEXT_MAX);
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trimEnd() as SearchText;
}

/**
 * Harakat (zabar, zer, pesh, tashdeed…), the superscript alef and the tatweel: some phones type
 * them, most people never do, so words are compared without them.
 */
const URDU_MARKS = /[\u064B-\u065F\u0670\u0640]/g;

/**
 * A word as searches compare it: lower case, without Latin accents and Urdu marks, one spelling
 * (آ and ا, ئ and ی compare equal: the marks that tell them apart are often left out).
 */
export function wordKey(word: string): string {
  return oneSpelling(
    word
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(URDU_MARKS, ''),
  ).normalize('NFC');
}

/** The words of a text: letters and digits of any script, apostrophes and dots dropped. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/['’.]/g, '')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .map(wordKey)
    .filter(Boolean);
}
