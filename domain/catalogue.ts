/** The catalogue's numbers (spec 001 §2, §9); its texts are `messages.catalogue`. */
export const CATALOGUE = {
  /** Cards shown before 'Show All Medicines'. */
  firstCards: 12,
  /** The logos banner comes after this many cards. */
  bannerAfter: 8,
  /** Cards a page holds when every match is shown, page after page. */
  pageOfAll: 48,
  /** The longest search text the catalogue takes. */
  longestSearch: 100,
} as const;

/**
 * The catalogue's address. Without a query it is one page for everyone, kept in the page cache;
 * proxy.ts sends an address with one of these keys to the per-request route, since Next keeps
 * rendered pages by path only (issue 22).
 */
export const CATALOGUE_PATH = '/Medicines';
export const MEDICINE_SEARCH_ROUTE = '/medicine-search';
export const CATALOGUE_QUERY_KEYS = ['search', 'show', 'page'] as const;
