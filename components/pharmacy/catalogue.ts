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
