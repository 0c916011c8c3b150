import { describe, expect, it } from 'vitest';
import { searchMedicines } from '@/domain/medicineSearch';
import { MEDICINES } from '@/sandbox/data/medicines';

/**
 * Medicine names typed in Urdu script (issue 54): found by their sound, the rule the doctors'
 * names are found by (domain/nameSounds.ts), not by a list of Urdu spellings.
 */

// The sandbox's feed as the adapter hands it on: an empty generic name is none.
const catalogue = MEDICINES.map((record) => ({
  id: String(record.itemId),
  tradeName: record.tradeName,
  genericName: record.genericName || null,
}));

const brandOf = (tradeName: string) => tradeName.split(' ')[0];
const search = (text: string) => searchMedicines(catalogue, text);

/**
 * Twenty common brands the sandbox's pharmacy sells, as a patient writes them in Urdu. Of the
 * brands the issue named, Disprin, Ponstan, Arinac, Motilium, Gravinate, Surbex, Caflam, Klaricid
 * and Lexotanil are not in the catalogue; its other brands stand in for them.
 */
const BRANDS: [urdu: string, brand: string][] = [
  ['اگمنٹن', 'Augmentin'],
  ['فلیجل', 'Flagyl'],
  ['رائسیک', 'Risek'],
  ['کالپول', 'Calpol'],
  ['سوفٹن', 'Softin'],
  ['وینٹولن', 'Ventolin'],
  ['اموکسل', 'Amoxil'],
  ['گلوکوفیج', 'Glucophage'],
  ['لپیگیٹ', 'Lipiget'],
  ['زرٹیک', 'Zyrtec'],
  ['نیکسم', 'Nexum'],
  ['لپیٹر', 'Lipitor'],
  ['لوسیک', 'Losec'],
  ['سنگولیئر', 'Singulair'],
  ['وولٹرال', 'Voltral'],
  ['لینٹس', 'Lantus'],
  ['اماریل', 'Amaryl'],
  ['سپروکسن', 'Ciproxin'],
  ['ازومیکس', 'Azomax'],
  ['پیڈیٹرال', 'Peditral'],
];

describe('medicine names typed in Urdu script', () => {
  it('finds Panadol for پیناڈول, Brufen for بروفن, and every paracetamol for پیراسیٹامول', () => {
    expect(new Set(search('پیناڈول').map((medicine) => brandOf(medicine.tradeName)))).toEqual(
      new Set(['Panadol']),
    );
    expect(new Set(search('بروفن').map((medicine) => brandOf(medicine.tradeName)))).toEqual(
      new Set(['Brufen']),
    );
    const paracetamol = catalogue.filter((medicine) => medicine.genericName === 'Paracetamol');
    expect(search('پیراسیٹامول')).toEqual(expect.arrayContaining(paracetamol));
  });

  it('lists twenty other brands, each sold by the pharmacy', () => {
    expect(BRANDS).toHaveLength(20);
    const sold = new Set(catalogue.map((medicine) => brandOf(medicine.tradeName)));
    for (const [, brand] of BRANDS) expect(sold, brand).toContain(brand);
  });

  it.each(BRANDS)('finds %s (%s) first', (urdu, brand) => {
    const found = search(urdu);
    expect(found.length, urdu).toBeGreaterThan(0);
    expect(brandOf(found[0]!.tradeName), urdu).toBe(brand);
  });

  it('finds a pack by its name and form typed in Urdu: پیناڈول ٹیبلٹ', () => {
    const found = search('پیناڈول ٹیبلٹ');
    expect(found.length).toBeGreaterThan(0);
    for (const medicine of found) expect(medicine.tradeName).toMatch(/^Panadol .*Tablet/);
  });
});
