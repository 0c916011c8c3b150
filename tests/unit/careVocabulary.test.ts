import { describe, expect, it } from 'vitest';
import { searchWords } from '@/domain/careSearch';
import { CARE_VOCABULARY, type Concern } from '@/domain/careVocabulary';
import { romanUrduSpelling } from '@/domain/romanUrduSpelling';
import { specialityName, specialityOf } from '@/domain/specialities';
import { DEPARTMENT_NAMES } from '@/sandbox/data/departments';

type Script = keyof Concern['terms'];
const SCRIPTS: readonly Script[] = ['en', 'roman', 'ur'];

/** The sandbox's departments under their speciality names ("Orthopaedic Surgery" is Orthopaedics). */
const SANDBOX_SPECIALITIES = new Set(
  DEPARTMENT_NAMES.map((department) => specialityName(specialityOf(department)!)),
);

/** The words the search drops from both query and term (careSearch.ts); they tell no terms apart. */
const STOP_WORDS = new Set(['doctor', 'specialist', 'ka', 'ki', 'ke', 'ڈاکٹر', 'کا']);

/** A term as the search matches it: its words, in any order, without stop words. */
const matchKey = (term: string): string =>
  term
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => !STOP_WORDS.has(word))
    .sort()
    .join(' ');

const ARABIC_SCRIPT = /^[\u0600-\u06ff\s]+$/;
const LATIN_LOWER_CASE = /^[a-z0-9][a-z0-9 '\-]*$/;

const allTerms = CARE_VOCABULARY.flatMap((concern) =>
  SCRIPTS.flatMap((script) => concern.terms[script].map((term) => ({ concern, script, term }))),
);

describe('the care vocabulary', () => {
  it('names only specialities of domain/specialities.ts, by their first spelling', () => {
    const unknown = CARE_VOCABULARY.flatMap((concern) =>
      concern.departments.filter((name) => {
        const speciality = specialityOf(name);
        return !speciality || specialityName(speciality) !== name;
      }),
    );
    expect(unknown).toEqual([]);
  });

  it('sends every concern to at least one department the sandbox has consultants in', () => {
    expect(SANDBOX_SPECIALITIES.size).toBe(16);
    const stranded = CARE_VOCABULARY.filter(
      (concern) => !concern.departments.some((name) => SANDBOX_SPECIALITIES.has(name)),
    ).map((concern) => concern.about.en);
    expect(stranded).toEqual([]);
  });

  it('has words in English, Roman Urdu and Urdu script for every concern', () => {
    const missing = CARE_VOCABULARY.flatMap((concern) =>
      SCRIPTS.filter((script) => concern.terms[script].length === 0).map(
        (script) => `${concern.about.en}: ${script}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it('writes English and Roman Urdu in lower case Latin letters and Urdu in Urdu script', () => {
    const misspelt = allTerms
      .filter(({ script, term }) =>
        script === 'ur' ? !ARABIC_SCRIPT.test(term) : !LATIN_LOWER_CASE.test(term),
      )
      .map(({ script, term }) => `${script}: ${term}`);
    expect(misspelt).toEqual([]);
  });

  it('has no empty term, nor one that is only stop words or padded with spaces', () => {
    const empty = allTerms.filter(
      ({ term }) => term.trim() !== term || /\s{2}/.test(term) || matchKey(term) === '',
    );
    expect(empty).toEqual([]);
  });

  it('gives every term one meaning: no term (as matched) belongs to two concerns', () => {
    const owner = new Map<string, string>();
    const repeated: string[] = [];
    for (const { concern, term } of allTerms) {
      const key = matchKey(term);
      const first = owner.get(key);
      if (first === undefined) owner.set(key, concern.about.en);
      else if (first !== concern.about.en) repeated.push(`${term}: ${first} / ${concern.about.en}`);
    }
    expect(repeated).toEqual([]);
  });

  it('says what every concern is about in English and Urdu, and where its words came from', () => {
    for (const concern of CARE_VOCABULARY) {
      expect(concern.about.en).toMatch(/^[a-z]/);
      expect(concern.about.ur).toMatch(/[\u0600-\u06ff]/);
      expect(concern.source.length).toBeGreaterThan(10);
      expect(concern.departments.length).toBeGreaterThan(0);
      expect(new Set(concern.departments).size).toBe(concern.departments.length);
    }
  });
});

describe('red flags', () => {
  const emergencyOf = (term: string): Concern | undefined =>
    CARE_VOCABULARY.find(
      (concern) =>
        concern.emergency &&
        SCRIPTS.some((script) => concern.terms[script].some((t) => matchKey(t) === matchKey(term))),
    );

  // The five the issue names, each as a patient would write it in the three ways of writing.
  it.each([
    ['chest pain', 'chest pain', 'seene mein dard', 'سینے میں درد'],
    ['chest pain', 'heart attack', 'dil ka dora', 'دل کا دورہ'],
    ['stroke', 'stroke', 'falij', 'فالج'],
    ['stroke', 'face drooping', 'laqwa', 'لقوہ'],
    ['breathlessness', "can't breathe", 'saans nahi aa raha', 'سانس نہیں آ رہا'],
    ['heavy bleeding', 'heavy bleeding', 'bohat khoon beh raha', 'خون بہنا'],
    ['unconscious', 'unconscious', 'behosh', 'بے ہوش'],
  ])('%s: "%s", "%s" and "%s" are emergencies', (_, en, roman, ur) => {
    const concerns = [emergencyOf(en), emergencyOf(roman), emergencyOf(ur)];
    expect(concerns.every(Boolean)).toBe(true);
    // The same red flag whichever way it is written, and it still names where to go.
    expect(new Set(concerns).size).toBe(1);
    expect(concerns[0]!.terms.en).toContain(en);
    expect(concerns[0]!.terms.roman).toContain(roman);
    expect(concerns[0]!.terms.ur).toContain(ur);
    expect(concerns[0]!.departments.length).toBeGreaterThan(0);
  });

  // Issue 54: the vocabulary grows by words, not by spellings the rules already read.
  it.each([
    'signs of a stroke',
    'heavy bleeding',
    'unconsciousness or fainting',
    'a fit happening now',
    'poisoning or a snake bite',
  ])('%s: lists no Roman Urdu term twice in spellings the rules read as one', (about) => {
    const concern = CARE_VOCABULARY.find((each) => each.about.en === about)!;
    const spelt = new Map<string, string>();
    const twice: string[] = [];
    for (const term of concern.terms.roman) {
      const key = searchWords(term).map(romanUrduSpelling).sort().join(' ');
      const first = spelt.get(key);
      if (first === undefined) spelt.set(key, term);
      else twice.push(`${term} = ${first}`);
    }
    expect(twice).toEqual([]);
  });

  it('leaves everyday complaints that share a word with a red flag out of the emergencies', () => {
    for (const term of [
      'seene mein jalan',
      'سینے میں جلن',
      'naak se khoon',
      'mirgi',
      'dil',
      'saans phoolna',
    ]) {
      expect(emergencyOf(term), term).toBeUndefined();
    }
  });
});
