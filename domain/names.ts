/**
 * A name as editors type it, reduced to what tells names apart: letters and digits, lower case.
 * "Bahria  Golf City" and "bahria golf city", "D.H.A" and "DHA" are then the same.
 */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}
