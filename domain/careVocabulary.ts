/**
 * What patients type when they look for a doctor, and which specialities treat it: conditions,
 * symptoms, body parts, specialist nouns and what families call the doctor, in English, Roman Urdu
 * and Urdu script. The consultant search (domain/careSearch.ts) reads it; the names of the
 * specialities themselves and their spellings come from domain/specialities.ts and need no entry.
 *
 * Written for patients and checked for medical sense: each concern names the specialities a
 * general practitioner in Pakistan would send the patient to, the first the one to see first
 * (Medicine last, as the general physician who sees what has no specialist at a branch).
 */

export interface Concern {
  /** What the words are about, for the reason a result is shown: "for heart problems". */
  about: { en: string; ur: string };
  /** The specialities that treat it, the one to see first first; names as in specialities.ts. */
  departments: readonly string[];
  /** A red flag: the search shows the emergency numbers before any result. */
  emergency?: true;
  /**
   * The words, per way of writing. A term matches when each of its words is in the query (one or
   * two letters off allowed on longer words), in any order.
   */
  terms: {
    en: readonly string[];
    /** Roman Urdu: Urdu in Latin letters, as typed on phones ("dil", "bachon ka doctor"). */
    roman: readonly string[];
    ur: readonly string[];
  };
  /** Where the terms came from (a source a reviewer can check). */
  source: string;
}

export const CARE_VOCABULARY: readonly Concern[] = [
  {
    about: { en: 'heart problems', ur: 'دل کے امراض' },
    departments: ['Cardiology'],
    terms: {
      en: ['heart', 'heart specialist', 'heart attack', 'palpitations', 'angina'],
      roman: ['dil', 'dil ka doctor', 'dil ki bimari', 'dil ka dora'],
      ur: ['دل', 'دل کا ڈاکٹر', 'دل کی بیماری', 'دل کا دورہ'],
    },
    source:
      'NHS Health A to Z (heart conditions); Urdu and Roman Urdu as on oladoc/marham listings',
  },
];
