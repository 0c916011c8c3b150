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

/** Rupees as the pharmacy writes them: "1,250.00". */
export function rupees(amount: number): string {
  return amount.toLocaleString('en-PK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The catalogue's address for a search, a view (first cards or all) and a page of all. */
export function catalogueHref(search: string, all: boolean, page = 1): string {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (all) query.set('show', 'all');
  if (all && page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/Medicines?${text}` : '/Medicines';
}
