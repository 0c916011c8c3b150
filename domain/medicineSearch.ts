import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import { usesOf } from './medicineUses';
import { isUrduScript, nameSound } from './nameSounds';
import { wordKey, wordsOf } from './searchText';

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
  /** How each word of the trade and generic names sounds (domain/nameSounds.ts), for names typed
   * in Urdu script: "پیناڈول" sounds as Panadol does. */
  sound: string;
}

/** The sounds of a medicine's names, one word each, as the `sound` field keeps them. */
const soundsOf = (...names: string[]) =>
  wordsOf(names.join(' ')).map(nameSound).filter(Boolean).join(' ');

/** The default tokenizer, for every field but `sound`, whose sounds ("-gmntn") hold a hyphen. */
const tokenizeWords = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/**
 * A word of the query as the index is searched for it: as typed in every field and, written in
 * Urdu script, by its sound in the names, whole (the doctors' names are found the same way,
 * domain/careSearch.ts). A Latin word is matched as spelled and by near-misses only: its sound
 * would find every name with its consonants ("aspirin" is not Disprol).
 */
function wordQuery(word: string): Query {
  const sound = isUrduScript(word) ? nameSound(word) : null;
  if (!sound) return word;
  const bySound: Query = {
    queries: [sound],
    fields: ['sound'],
    fuzzy: false,
    prefix: false,
    tokenize: (text) => [text],
    processTerm: (term) => term,
  };
  return { queries: [word, bySound], combineWith: 'OR' };
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
    fields: ['tradeName', 'genericName', 'uses', 'sound'],
    tokenize: (text, field) => (field === 'sound' ? text.split(' ') : tokenizeWords(text)),
    processTerm: (term, field) => (field === 'sound' ? term : normalised(term)),
    searchOptions: SEARCH,
  });
  const generics = genericNames(medicines);
  index.addAll(
    medicines.map((medicine, id) => ({
      id,
      tradeName: medicine.tradeName,
      genericName: generics[id] ?? '',
      uses: usesOf(generics[id] ?? null).join(' · '),
      sound: soundsOf(medicine.tradeName, generics[id] ?? ''),
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
  // Filler words are left out here, not in the query: a word that finds nothing finds no medicine.
  const words = tokenizeWords(text)
    .map(normalised)
    .filter((word): word is string => word !== null);
  const more = index
    .search({ queries: words.map(wordQuery), combineWith: 'AND' })
    .map((result) => medicines[result.id as number]!)
    .filter((medicine) => !found.has(medicine));
  return [...spec, ...more];
}
