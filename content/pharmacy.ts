/**
 * SAMPLE: the pharmacies whose logos the catalogue shows after its eighth card (spec 001 §2: "a
 * banner of five pharmacy logos"). The specification does not name them.
 */
export const PHARMACY_LOGOS: readonly { name: string; src: string }[] = [
  { name: 'FH Pharmacy', src: '/images/pharmacy/logo-1.svg' },
  { name: 'CareMed', src: '/images/pharmacy/logo-2.svg' },
  { name: 'Shifa Pharma', src: '/images/pharmacy/logo-3.svg' },
  { name: 'MediPlus', src: '/images/pharmacy/logo-4.svg' },
  { name: 'Health Hub', src: '/images/pharmacy/logo-5.svg' },
];

/**
 * The amount of `quantity` units at `unitPrice` rupees, with 2 decimals (spec 001 §7): counted in
 * whole paisa, the price rounded half up as written in decimals (1.005 is 1.01, not 1.00).
 */
export function orderAmount(unitPrice: number, quantity: number): string {
  const paisa = Math.round(Number(`${unitPrice.toFixed(6)}e2`)) * quantity;
  return `${Math.floor(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;
}
