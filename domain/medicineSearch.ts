import MiniSearch, { type SearchOptions } from 'minisearch';
import { usesOf } from './medicineUses';
import { wordKey } from './searchText';

/** What the search reads of a medicine. */
export interface Searchable {
  tradeName: string;
  genericName: string | null;
}

/** The medicines whose trade or generic name holds the text, ignoring case (spec 001 §2). */
export function specMatches<T extends Searchable>(medicines: readonly T[], text: string): T[] {
  const wanted = text.toLowerCase();
  if (!wanted) return [...medicines];
  return medicines.filter((medicine) =>
    [medicine.tradeName, medicine.genericName].some((name) => name?.toLowerCase().includes(wanted)),
  );
}

/**
 * Words that say nothing about which medicine is wanted ("medicine for fever", "bukhar ki
 * dawa", "بخار کی دوا"): left out of the index and the query alike, since every query word must
 * match.
 */
const FILLER = new Set([
  ...['for', 'of', 'the', 'a', 'an', 'and', 'medicine', 'medicines', 'drug', 'drugs'],
  ...['ki', 'ka', 'ke', 'kay', 'ko', 'mein', 'main', 'liye', 'lye', 'dawa', 'dawai', 'dawaai'],
  ...['کی', 'کا', 'کے', 'کو', 'میں', 'لیے', 'لئے', 'دوا', 'دوائی', 'ادویات', 'اور'],
]);

/** A word as the index keeps it (domain/searchText.ts), or null for a filler word. */
function normalised(term: string): string | null {
  const word = wordKey(term);
  return word && !FILLER.has(word) ? word : null;
}

const SEARCH: SearchOptions = {
  combineWith: 'AND',
  // Whole words count most: a trade name over a use, a use over a near-miss.
  boost: { tradeName: 3, genericName: 2, uses: 1 },
  // Two letters start too many words; from three, "pana" finds Panadol.
  prefix: (term) => term.length >= 3,
  // One letter off from five letters ("panadool", "brufin"), two from ten; shorter words are
  // other words one letter off ("dard", "card").
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
};

interface Entry {
  id: number;
  tradeName: string;
  genericName: string;
  uses: string;
}

/** The brand a trade name starts with: "Panadol 500mg Tablet" is a Panadol. */
const brandOf = (tradeName: string) => tradeName.trim().split(/\s+/)[0]!.toLowerCase();

/**
 * Each medicine's generic name, or where the feed left it out, the one generic every other pack of
 * the same brand has: the feed leaves a few generic names empty, and a Panadol without one is
 * still paracetamol, for fever.
 */
function genericNames(medicines: readonly Searchable[]): (string | null)[] {
  const byBrand = new Map<string, Set<string>>();
  for (const { tradeName, genericName } of medicines) {
    if (!genericName) continue;
    const brand = brandOf(tradeName);
    byBrand.set(brand, (byBrand.get(brand) ?? new Set()).add(genericName));
  }
  return medicines.map(({ tradeName, genericName }) => {
    if (genericName) return genericName;
    const known = byBrand.get(brandOf(tradeName));
    return known?.size === 1 ? [...known][0]! : null;
  });
}

/** The catalogue's index: names and what each medicine treats (domain/medicineUses.ts). */
export function medicineIndex(medicines: readonly Searchable[]): MiniSearch<Entry> {
  const index = new MiniSearch<Entry>({
    fields: ['tradeName', 'genericName', 'uses'],
    processTerm: normalised,
    searchOptions: SEARCH,
  });
  const generics = genericNames(medicines);
  index.addAll(
    medicines.map((medicine, id) => ({
      id,
      tradeName: medicine.tradeName,
      genericName: generics[id] ?? '',
      uses: usesOf(generics[id] ?? null).join(' · '),
    })),
  );
  return index;
}

/** One index per catalogue the cache hands out, so a search does not index the feed again. */
const indexes = new WeakMap<readonly Searchable[], MiniSearch<Entry>>();

/**
 * The medicines a patient's text finds (issue 32): every medicine the specification's rule finds,
 * in the catalogue's order, so nothing the legacy search found moves or goes; then those the text
 * names by what they treat, in English, Roman Urdu or Urdu ("fever", "bukhar", "بخار"), or by a
 * name one or two letters off ("panadool"), best match first.
 */
export function searchMedicines<T extends Searchable>(medicines: readonly T[], text: string): T[] {
  const spec = specMatches(medicines, text);
  if (!text) return spec;
  let index = indexes.get(medicines);
  if (!index) {
    index = medicineIndex(medicines);
    indexes.set(medicines, index);
  }
  const found = new Set(spec);
  const more = index
    .search(text)
    .map((result) => medicines[result.id as number]!)
    .filter((medicine) => !found.has(medicine));
  return [...spec, ...more];
}
