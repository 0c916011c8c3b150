/**
 * How a name sounds, written the same whichever script and spelling it was typed in, so that
 * "عائشہ", "Aisha" and "Ayesha" are one name, "خان" is "Khan" and "محمود" is "Mahmood". Doctors'
 * names and medicines' names (domain/medicineSearch.ts) are both found by it: "پیناڈول" is Panadol.
 *
 * Urdu writes a name's consonants and leaves most of its short vowels out; Roman Urdu spells the
 * same vowels many ways (Aisha, Ayesha; Mehmood, Mahmood). What both scripts agree on is the
 * consonants, so a name's sound is its consonants in order: each Urdu letter as the Latin letters
 * that write its sound in names, vowels (and ی, و and a final ہ where they are vowels) left out,
 * letters that sound alike made one, doubled letters once. A whole transliteration to Latin would
 * have to guess the vowels, and a guess ("aisha") is still two letters from "ayesha".
 */

/**
 * Urdu letters by the sound they write in names; the vowel letters are read in `urduSound`. A sound
 * Latin writes with two letters is one capital here (ش "sh" is S), so that "Shah" ("Sh") is not
 * "Ayesha" ("S") once doubled letters are taken once.
 */
const URDU_CONSONANTS: Readonly<Record<string, string>> = {
  ب: 'b',
  پ: 'p',
  ت: 't',
  ٹ: 't',
  ط: 't',
  ث: 's',
  س: 's',
  ص: 's',
  ج: 'j',
  چ: 'C',
  ح: 'h',
  ھ: 'h',
  خ: 'K',
  د: 'd',
  ڈ: 'd',
  ذ: 'z',
  ز: 'z',
  ض: 'z',
  ظ: 'z',
  ژ: 'z',
  ر: 'r',
  ڑ: 'r',
  ش: 'S',
  غ: 'G',
  ف: 'f',
  ق: 'k',
  ک: 'k',
  گ: 'g',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ں: 'n',
};

/** Letters that only carry or lengthen a vowel: alef, ain, hamza. */
const URDU_SILENT = new Set(['ا', 'آ', 'ع', 'ء', 'أ', 'إ']);

/** An Urdu word's sound ("عایشہ" → "S", "خان" → "Kn"); null if a letter is not Urdu's. */
function urduSound(word: string): string | null {
  const letters = [...word];
  let sound = '';
  for (const [at, letter] of letters.entries()) {
    const consonant = URDU_CONSONANTS[letter];
    if (consonant !== undefined) sound += consonant;
    // و and ی begin a word as w and y; inside it they are mostly vowels (or glides a Latin
    // spelling writes as a vowel just as often: Awais, Ayesha).
    else if (letter === 'و') sound += at === 0 ? 'w' : '';
    else if (letter === 'ی' || letter === 'ے') sound += at === 0 ? 'y' : '';
    // ہ (or Arabic's ة) is h, except at the end after a consonant, where it writes the vowel:
    // عائشہ, فاطمہ.
    else if (letter === 'ہ' || letter === 'ة') {
      const before = letters[at - 1];
      const isVowel = at === letters.length - 1 && before !== undefined && !'اوآ'.includes(before);
      sound += isVowel ? '' : 'h';
    } else if (!URDU_SILENT.has(letter)) return null;
  }
  return sound;
}

/** A Latin word's sound ("ayesha" → "S", "mehmood" → "mhmd"); null if not Latin letters. */
function latinSound(word: string): string | null {
  if (!/^[a-z]+$/.test(word)) return null;
  return (
    word
      // English spelling, as medicines' names are spelled (issue 54): "ph" is f (Glucophage), c
      // before e, i or y is s (paracetamol, Ciproxin), g before y or a final e is j (Flagyl,
      // Glucophage). Names rarely meet these (Gilani keeps its hard g).
      .replace(/ph/g, 'f')
      .replace(/c(?=[eiy])/g, 's')
      .replace(/g(?=y|e$)/g, 'j')
      .replace(/([sckg])h/g, (_, letter: string) => letter.toUpperCase())
      .replace(/c/g, 'k')
      .replace(/q/g, 'k')
      .replace(/x/g, 'ks')
      .replace(/v/g, 'w')
      // y and w begin a word as consonants; inside it they are spelled for a vowel or a glide.
      .replace(/(?!^)[yw]/g, '')
      .replace(/[aeiou]/g, '')
  );
}

/** Letters written twice are said once, in both scripts: "Siddiqui", "محمد" with its tashdeed. */
const once = (sound: string) => sound.replace(/(.)\1+/g, '$1');

/**
 * Whether a word begins with a vowel, which both scripts write: Latin with its vowel, Urdu with
 * alef or ain. It tells "Asma" (اسما) from "Saima" (سائمہ), whose consonants are the same.
 */
const beginsWithVowel = (word: string) => /^[aeiouاآعأإ]/.test(word);

/**
 * The sound of one word as searches compare it (domain/searchText.ts's `wordKey`), in either
 * script, a leading "-" for a word that begins with a vowel ("Ayesha", "عائشہ" → "-S"); null for
 * a word in neither script, or with no consonant to go by.
 */
export function nameSound(word: string): string | null {
  const sound = latinSound(word) ?? urduSound(word);
  if (!sound) return null;
  return (beginsWithVowel(word) ? '-' : '') + once(sound);
}

/** Whether a word is written in Urdu's (Arabic) script. */
export const isUrduScript = (word: string): boolean => /^[\u0600-\u06ff]+$/.test(word);
