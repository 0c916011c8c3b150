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
