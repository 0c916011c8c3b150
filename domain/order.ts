// An order's numbers, apart from the customer's rules (domain/payment.ts): the medicine's page
// needs these on arrival, the form library and its rules only once Add to Cart is pressed.

/** The most units of one medicine one payment buys. */
export const MAX_QUANTITY = 100;

/**
 * The amount of `quantity` units at `unitPrice` rupees, with 2 decimals (spec 001 §7): counted in
 * whole paisa, the price rounded half up as written in decimals (1.005 is 1.01, not 1.00).
 */
export function orderAmount(unitPrice: number, quantity: number): string {
  const paisa = Math.round(Number(`${unitPrice.toFixed(6)}e2`)) * quantity;
  return `${Math.floor(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;
}

/** Whether `text` has the shape of an order number of ours: 'FH-' and up to 20 digits. */
export const isOrderNumber = (text: string) => /^FH-\d{1,20}$/.test(text);
