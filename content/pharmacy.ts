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
