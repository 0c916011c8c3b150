/**
 * One spelling for a word of Roman Urdu, so that the care vocabulary lists a word once and the
 * search still reads the ways patients type it: "dora", "daura" and "dorra" (دورہ); "pad", "par"
 * and "parh" (پڑ); "zehar", "zeher" and "zehr" (زہر); "jhatke", "jhatkay" and "jhatkey" (جھٹکے).
 *
 * Roman Urdu has no standard spelling: each writer picks Latin letters for Urdu sounds English
 * has not, and most of the variation is a handful of choices, made the same way in every word.
 * The rules below are those choices, each taken to one side; they are applied to the vocabulary's
 * Roman Urdu and to a query's Latin words alike (domain/careSearch.ts), never to English terms,
 * whose spellings are English's own. Fuzzy matching still catches a letter off; these catch the
 * spellings that are several letters off yet the same word.
 */

/** The choices, in order: a later rule reads what an earlier one wrote. */
const RULES: readonly (readonly [RegExp, string])[] = [
  // ڑ and ڈ after a short vowel are written d or r: "pad/par" (پڑ), "ladkhadana/larkharana"
  // (لڑکھڑانا), "tedha/terha" (ٹیڑھا). Urdu has no ڑ at a word's start, so a first d stays d;
  // after a long vowel, written twice, d is mostly د and stays: "daad" (داد) is not "daarh"
  // (داڑھ). First, while the vowels are as typed.
  [/(^|[^aeiou])([aeiou])d/g, '$1$2r'],
  // Long vowels doubled or not: "seena/sina" (ee, i), "khoon/khun" (oo, u).
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  // Doubled letters once: "aa/a" ("aankh/ankh"), "dorra/dora", "chhat/chat"; again at the end,
  // for the letters the rules make alike.
  [/([a-z])\1+/g, '$1'],
  // The diphthong of دورہ and the o are one: "daura/dora", "mausam/mosam".
  [/au/g, 'o'],
  // The final or closed e, written e, ai, ay, ae or ey: "doray/dore", "jhatkay/jhatkey/jhatke",
  // "hai/he". Not before a vowel, where y is a consonant ("gaya").
  [/(?:ai|ay|ae|ey)(?![aeiou])/g, 'e'],
  // ق and ک, و as w or v: "laqwa/lakwa", "dawa/dava".
  [/q/g, 'k'],
  [/v/g, 'w'],
  // u and o are one vowel in Roman Urdu: "munh/monh", "bohut/bohot".
  [/u/g, 'o'],
  // The h of an aspirate or of a letter Latin has not is often left out: "kh/k" ("khoon/koon"),
  // "gh/g" ("ghash/gash"), "jh/j", "bh/b", "ph/p", "th/t", "dh/d", "rh/r", "zh/z"; "ch" and "sh"
  // are letters of their own (چ, ش) and keep it. A final nasal h goes too: "munh/mun".
  [/([bdgjkprtz])h/g, '$1'],
  [/nh$/, 'n'],
  // A final h after a is ہ written as a vowel: "laqwah/laqwa", "dorah/dora".
  [/ah$/, 'a'],
  // a and e before h are one ("zahar/zehar", "kehna/kahna"), and a vowel written between that h
  // and a last consonant is not ("zehar/zehr", "shehar/shehr").
  [/ah/g, 'eh'],
  [/h[aeo]([^aeiouh])$/, 'h$1'],
  [/([a-z])\1+/g, '$1'],
];

/** A word of Roman Urdu in the one spelling these rules give it; any other word as it is. */
export function romanUrduSpelling(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  return RULES.reduce((spelt, [pattern, replacement]) => spelt.replace(pattern, replacement), word);
}
