import { CATALOGUE_PATH } from '@/domain/addresses/pharmacy';

/** Rupees as the pharmacy writes them: "1,250.00". */
export function rupees(amount: number): string {
  return amount.toLocaleString('en-PK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A price as every page writes it: one currency label (the legacy list said "Pkr", the rest "Rs."). */
export function price(amount: number): string {
  return `Rs. ${rupees(amount)}`;
}

/**
 * The catalogue's address for a search, a view (first cards or all) and a page of all, without
 * the language prefix: the site's Link adds it; anything else must (localePath).
 */
export function catalogueHref(search: string, all: boolean, page = 1): string {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (all) query.set('show', 'all');
  if (all && page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${CATALOGUE_PATH}?${text}` : CATALOGUE_PATH;
}
