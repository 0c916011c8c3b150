/** The catalogue's numbers and texts (spec 001 §2, §9). */
export const CATALOGUE = {
  heading: 'Medicine List',
  placeholder: 'Search medicines by name...',
  /** Cards shown before 'Show All Medicines'. */
  firstCards: 12,
  /** The logos banner comes after this many cards. */
  bannerAfter: 8,
  /** Cards a page holds when every match is shown, page after page. */
  pageOfAll: 48,
  /** The longest search text the catalogue takes. */
  longestSearch: 100,
  showAll: 'Show All Medicines',
  showLess: 'Show Less Medicines',
  empty: 'No medicines found matching your search.',
  failed: 'Failed to fetch medicine data',
} as const;
