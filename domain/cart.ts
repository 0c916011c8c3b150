import { MAX_CART_LINES, MAX_QUANTITY } from './order';

/**
 * The pharmacy's cart (issue 40): several medicines, each with a quantity, kept on the patient's
 * phone (components/pharmacy/cartStore.ts) and paid for in one order. What the phone keeps is the
 * patient's to change: its names and prices only show the cart, and the server prices the order
 * again from the catalogue (graphql/resolvers/pharmacy.ts). These rules are shared by both.
 */

/** A medicine in the cart, as the phone keeps it. */
export interface CartLine {
  id: string;
  tradeName: string;
  /** The catalogue's price when it was added: shown only, never paid at. */
  unitPrice: number;
  quantity: number;
  /** Sold only on a doctor's prescription (domain/prescriptions.ts). */
  prescription: boolean;
}

/** A medicine id as the catalogue numbers them: a positive whole number. */
const MEDICINE_ID = /^[1-9]\d{0,11}$/;

const isQuantity = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_QUANTITY;

/**
 * The cart a phone kept (JSON it may have been given by anything): each well-formed line once, in
 * order, at most MAX_CART_LINES; anything else is dropped, so a damaged store is an emptier cart,
 * never a broken page.
 */
export function readCart(raw: unknown): CartLine[] {
  if (!Array.isArray(raw)) return [];
  const lines: CartLine[] = [];
  for (const item of raw as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const line = item as Record<string, unknown>;
    const { id, tradeName, unitPrice, quantity, prescription } = line;
    if (typeof id !== 'string' || !MEDICINE_ID.test(id)) continue;
    if (lines.some((kept) => kept.id === id)) continue;
    if (typeof tradeName !== 'string' || !tradeName.trim() || tradeName.length > 200) continue;
    if (typeof unitPrice !== 'number' || !Number.isFinite(unitPrice) || unitPrice <= 0) continue;
    if (!isQuantity(quantity)) continue;
    lines.push({ id, tradeName, unitPrice, quantity, prescription: prescription === true });
    if (lines.length === MAX_CART_LINES) break;
  }
  return lines;
}

/** What adding a medicine did: the cart after it, and whether the cart had room. */
export interface Added {
  lines: CartLine[];
  added: boolean;
}

/**
 * The cart with `quantity` more of a medicine: a line of its own, or more of the line it has
 * (never past MAX_QUANTITY). A full cart takes no new medicine.
 */
export function addToCart(
  lines: readonly CartLine[],
  medicine: Omit<CartLine, 'quantity'>,
  quantity = 1,
): Added {
  const line = lines.find((kept) => kept.id === medicine.id);
  if (line) {
    const more = Math.min(MAX_QUANTITY, line.quantity + quantity);
    return {
      lines: lines.map((kept) => (kept === line ? { ...kept, quantity: more } : kept)),
      added: more > line.quantity,
    };
  }
  if (lines.length >= MAX_CART_LINES) return { lines: [...lines], added: false };
  const units = Math.max(1, Math.min(MAX_QUANTITY, quantity));
  return { lines: [...lines, { ...medicine, quantity: units }], added: true };
}

/** The cart with a line's quantity changed, kept from 1 to MAX_QUANTITY. */
export function setQuantity(lines: readonly CartLine[], id: string, quantity: number): CartLine[] {
  const units = Math.max(1, Math.min(MAX_QUANTITY, Math.trunc(quantity)));
  return lines.map((line) => (line.id === id ? { ...line, quantity: units } : line));
}

/** The cart without a medicine. */
export function removeFromCart(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.filter((line) => line.id !== id);
}

/** An order's line as the browser sends it: which medicine and how many, never a price. */
export interface OrderLine {
  medicineId: string;
  quantity: number;
}

/** Why an order's lines cannot be ordered; each has its message (messages.cart.problems). */
export type CartProblem = 'empty' | 'tooManyLines' | 'quantity' | 'twice';

/** What is wrong with an order's lines, before any medicine is looked up; null when nothing. */
export function cartProblem(lines: readonly OrderLine[]): CartProblem | null {
  if (lines.length === 0) return 'empty';
  if (lines.length > MAX_CART_LINES) return 'tooManyLines';
  if (lines.some((line) => !isQuantity(line.quantity))) return 'quantity';
  const ids = lines.map((line) => line.medicineId.trim());
  if (new Set(ids).size !== ids.length) return 'twice';
  return null;
}
