// The pharmacy's addresses, for the table (index.ts) and for the browser's components, which
// import them from here: the whole table would travel with the catalogue's script.

/**
 * The catalogue (spec 001 §2): without a query one page for everyone, kept; with one of these
 * keys a search rendered per request (issue 22).
 */
export const CATALOGUE_PATH = '/Medicines';
export const CATALOGUE_QUERY_KEYS = ['search', 'show', 'page'] as const;

/**
 * Where the payment gateway sends the customer back, in the language they paid in (issue 40): the
 * site names it, with its language prefix, in each order's payment link (adapters/paypro.ts).
 */
export const PAYMENT_STATUS_PATH = '/payment/status';
