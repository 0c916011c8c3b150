import { describe, expect, it } from 'vitest';
import { searchMedicines, specMatches } from '@/domain/medicineSearch';
import { MEDICINE_USES } from '@/domain/medicineUses';
import { MEDICINES } from '@/sandbox/data/medicines';

/** The catalogue's search by what a medicine treats and by near-misses of its name (issue 32). */

// The sandbox's feed as the adapter hands it on: an empty generic name is none.
const catalogue = MEDICINES.map((record) => ({
  id: String(record.itemId),
  tradeName: record.tradeName,
  genericName: record.genericName || null,
}));
type Medicine = (typeof catalogue)[number];

const brandsOf = (found: readonly Medicine[]) =>
  new Set(found.map((medicine) => medicine.tradeName.split(' ')[0]));
const genericsOf = (found: readonly Medicine[]) =>
  new Set(found.map((medicine) => medicine.genericName).filter(Boolean));
const search = (text: string) => searchMedicines(catalogue, text);

const PARACETAMOL = ['Panadol', 'Calpol', 'Disprol', 'Tylenol'];
const IBUPROFEN = ['Brufen', 'Advil', 'Nurofen'];

describe('the vocabulary of what medicines treat', () => {
  const feedGenerics = new Set(catalogue.map((medicine) => medicine.genericName?.toLowerCase()));

  it.each(MEDICINE_USES.map((use) => [use.id, use] as const))(
    '%s names only ingredients the pharmacy sells, with terms in all three ways of writing and a source',
    (_id, use) => {
      expect(use.ingredients.length).toBeGreaterThan(0);
      for (const ingredient of use.ingredients) {
        expect(feedGenerics, ingredient).toContain(ingredient.toLowerCase());
      }
      expect(use.terms.en.length).toBeGreaterThan(0);
      expect(use.terms.romanUrdu.length).toBeGreaterThan(0);
      expect(use.terms.ur.length).toBeGreaterThan(0);
      for (const term of [...use.terms.en, ...use.terms.romanUrdu]) {
        expect(term, use.id).toMatch(/^[a-z][a-z ]*$/);
      }
      for (const term of use.terms.ur) expect(term, use.id).toMatch(/^[\u0600-\u06ff ]+$/);
      expect(use.source).not.toBe('');
    },
  );

  it('has each id once', () => {
    const ids = MEDICINE_USES.map((use) => use.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the medicine search', () => {
  it('finds the fever medicines, paracetamol first, for "fever" in English, Roman Urdu and Urdu', () => {
    for (const text of ['fever', 'bukhar', 'بخار', 'bukhar ki dawa', 'بخار کی دوا', 'Fever ']) {
      const found = search(text);
      expect([...brandsOf(found)], text).toEqual([...PARACETAMOL, ...IBUPROFEN]);
    }
  });

  it('finds the pain medicines for "dard" and "sar dard"', () => {
    for (const text of ['dard', 'sar dard', 'درد', 'headache']) {
      expect(genericsOf(search(text)), text).toEqual(
        new Set(['Paracetamol', 'Ibuprofen', 'Diclofenac']),
      );
    }
  });

  it('finds a brand one or two letters off: "panadool", "brufin", "augmentn"', () => {
    expect(brandsOf(search('panadool'))).toEqual(new Set(['Panadol']));
    expect(brandsOf(search('brufin'))).toEqual(new Set(['Brufen']));
    expect(brandsOf(search('augmentn'))).toEqual(new Set(['Augmentin']));
  });

  it('reads Urdu typed on an Arabic keyboard as Urdu', () => {
    // ي (Arabic yeh) for ی: "تیزابیت" (acidity).
    expect(genericsOf(search('تيزابيت'))).toEqual(new Set(['Omeprazole', 'Esomeprazole']));
  });

  it("finds a pack whose feed entry lacks its generic name by its brand's other packs", () => {
    const unnamed = catalogue.find(
      (medicine) => !medicine.genericName && medicine.tradeName.startsWith('Panadol'),
    ) ?? { id: 'x', tradeName: 'Panadol 1g Tablet', genericName: null };
    const withUnnamed = [...catalogue.filter((medicine) => medicine !== unnamed), unnamed];
    expect(searchMedicines(withUnnamed, 'fever')).toContain(unnamed);
  });

  it('finds nothing for text that names no medicine or use', () => {
    for (const text of ['zzqqxx', 'aspirin', 'cough syrup']) expect(search(text), text).toEqual([]);
  });

  it("keeps every match of the specification's rule, first and in the catalogue's order", () => {
    const names = catalogue.flatMap((medicine) => [medicine.tradeName, medicine.genericName ?? '']);
    // Pieces of every name (starts, middles, ends, across a space), in any case, and the uses.
    const pieces = new Set<string>(['TAB', 'cal', 'd', '5', 'mg', 'ol 5', ' ']);
    for (const name of names) {
      for (const length of [2, 3, 5, 8]) {
        for (let at = 0; at + length <= name.length; at += 7) {
          pieces.add(name.slice(at, at + length));
        }
      }
    }
    for (const use of MEDICINE_USES) {
      for (const term of [...use.terms.en, ...use.terms.romanUrdu, ...use.terms.ur]) {
        pieces.add(term);
      }
    }
    for (const text of pieces) {
      const spec = specMatches(catalogue, text);
      expect(search(text).slice(0, spec.length), text).toEqual(spec);
    }
  });
});
