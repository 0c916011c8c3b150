// An order's numbers, apart from the customer's rules (domain/payment.ts): the pharmacy's pages
// need these on arrival, the form library and its rules only once the patient checks out.

/** The most units of one medicine one payment buys. */
export const MAX_QUANTITY = 100;

/** The most different medicines one order holds: a household's errand, never a wholesale one. */
export const MAX_CART_LINES = 20;

/** Rupees in whole paisa, the price rounded half up as written in decimals (1.005 is 1.01). */
function paisaOf(rupees: number): number {
  return Math.round(Number(`${rupees.toFixed(6)}e2`));
}

/** Whole paisa as the gateway takes an amount: rupees with 2 decimals. */
function amountText(paisa: number): string {
  return `${Math.floor(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;
}

/**
 * The amount of `quantity` units at `unitPrice` rupees, with 2 decimals (spec 001 §7): counted in
 * whole paisa, so no float error creeps in.
 */
export function orderAmount(unitPrice: number, quantity: number): string {
  return amountText(paisaOf(unitPrice) * quantity);
}

/** What a cart's line costs: its medicine's unit price and how many. */
export interface PricedLine {
  unitPrice: number;
  quantity: number;
}

/** An order of several medicines: each line's amount, their sum, delivery once, and the total. */
export interface CartAmounts {
  subtotal: string;
  delivery: string;
  total: string;
}

/** The amounts of an order of `lines` with `deliveryRupees` for delivery, in whole paisa. */
export function cartAmounts(lines: readonly PricedLine[], deliveryRupees: number): CartAmounts {
  const subtotal = lines.reduce((sum, line) => sum + paisaOf(line.unitPrice) * line.quantity, 0);
  const delivery = paisaOf(deliveryRupees);
  return {
    subtotal: amountText(subtotal),
    delivery: amountText(delivery),
    total: amountText(subtotal + delivery),
  };
}

/** Whether `text` has the shape of an order number of ours: 'FH-' and up to 20 digits. */
export const isOrderNumber = (text: string) => /^FH-\d{1,20}$/.test(text);
