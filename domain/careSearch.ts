import MiniSearch, { type Query, type SearchOptions, type SearchResult } from 'minisearch';
import { getBranch, type BranchId } from './branches';
import { CARE_VOCABULARY } from './careVocabulary';
import {
  SPECIALITIES,
  consultantSpeciality,
  coveredBy,
  specialityName,
  type Speciality,
} from './specialities';
import { nameSound } from './nameSounds';
import { romanUrduSpelling } from './romanUrduSpelling';
import { wordKey, wordsOf, type SearchText } from './searchText';

/**
 * The consultant search in a patient's own words: what the words name (a condition, a symptom, a
 * speciality, what families call the doctor; domain/careVocabulary.ts and domain/specialities.ts)
 * leads to specialities, and what is left is looked for in the consultants' names, designations
 * and branches. MiniSearch does the tokens, the fuzzy matching (`fuzziness`) and the ranking
 * within each part.
 */

/**
 * Words that say nothing about whom to see, dropped from queries and from the vocabulary alike:
 * "lady doctor" is "lady", "dr saima" is "saima", "مجھے دل کا ڈاکٹر چاہیے" is "دل". Kept as the
 * words of a query are compared (wordKey), or "مسئلہ" and "چاہئے" would never be dropped.
 */
const STOP_WORDS = new Set(
  `a an the of for in at on to with and or my me i is are am near best good top find need want
  please pls plz any some who which what doctor doctors dr prof professor specialist specialists
  consultant consultant's consultants hospital clinic ka ki ke ko se mein main hai hain ho mujhe
  hamen humein chahiye chaiye chahye wala wali walay walon ya aur kya kaun kon sa si dikhana
  dikhani ilaj ilaaj treatment problem problems issue masla masle
  bimari bemari disease
  کا کی کے کو سے میں ہے ہیں ہو مجھے ہمیں چاہیے چاہئے والا والی والے اور یا کیا کون ڈاکٹر ڈاکٹرز ڈا
  پروفیسر پروف اسپیشلسٹ سپیشلسٹ ماہر ہسپتال اسپتال و علاج دکھانا مسئلہ بیماری`
    .split(/\s+/)
    .map(wordKey),
);

/** The words of a text that carry meaning for a search. */
export function searchWords(text: string): string[] {
  return wordsOf(text).filter((word) => !STOP_WORDS.has(word));
}

/**
 * How far off a typed word may be: one letter in a word of four ("hart"), two in a word of eight;
 * names two from six letters, as they are spelled more ways ("Shoiab", "Mehmood"). Shorter words
 * exactly.
 */
const fuzziness =
  (twoFrom: number) =>
  (term: string): number =>
    term.length >= twoFrom ? 2 : term.length >= 4 ? 1 : 0;
/** "cardio" finds Cardiology; three letters are too few to mean a word. */
const asPrefix = (term: string) => term.length >= 4;

const WORD_SEARCH: SearchOptions = {
  fuzzy: fuzziness(8),
  prefix: asPrefix,
  // The words are read already; MiniSearch only splits what this module joined.
  tokenize: (text) => text.split(' '),
  processTerm: (term) => term,
};

/** Where words lead: the specialities that treat what they name. */
export interface Lead {
  kind: 'CONDITION' | 'SPECIALITY';
  /** Speciality names, the one to see first first. */
  departments: readonly string[];
  /** What the words are about ("heart problems"), for conditions. */
  about: { en: string; ur: string } | null;
  emergency: boolean;
}

/** A speciality's own names, in English and in Urdu with its bracketed English left out. */
function specialityTerms(speciality: Speciality): string[] {
  const urdu = [speciality.urdu, speciality.urduSpecialist ?? ''].map((name) =>
    name.replace(/\(.*?\)/g, ''),
  );
  return [...speciality.departments, ...(speciality.specialists ?? []), ...urdu];
}

/** Where words lead, and the words: `roman` are Roman Urdu, also read by their one spelling. */
const LEADS: readonly { lead: Lead; terms: readonly string[]; roman: readonly string[] }[] = [
  ...SPECIALITIES.map((speciality) => ({
    lead: {
      kind: 'SPECIALITY' as const,
      departments: [...coveredBy(speciality), ...(speciality.otherwise ?? [])],
      about: null,
      emergency: false,
    },
    terms: specialityTerms(speciality),
    roman: [],
  })),
  ...CARE_VOCABULARY.map((concern) => ({
    lead: {
      kind: 'CONDITION' as const,
      departments: concern.departments,
      about: concern.about,
      emergency: concern.emergency === true,
    },
    terms: [...concern.terms.en, ...concern.terms.ur],
    roman: concern.terms.roman,
  })),
];

interface TermDocument {
  id: number;
  words: string;
  /** For Roman Urdu, the words in their one spelling (domain/romanUrduSpelling.ts); else "". */
  spelling: string;
  lead: number;
}

/**
 * Every term of every lead, as a document of its meaningful words. The one place the Roman Urdu
 * spelling rules meet the vocabulary; `spellingsOf` is where they meet a query.
 */
const TERM_DOCUMENTS: readonly TermDocument[] = LEADS.flatMap(({ terms, roman }, lead) => [
  ...terms.map((term) => ({ words: searchWords(term).join(' '), spelling: '', lead })),
  ...roman.map((term) => {
    const words = searchWords(term);
    return { words: words.join(' '), spelling: words.map(romanUrduSpelling).join(' '), lead };
  }),
])
  .filter(({ words }) => words !== '')
  .map((term, id) => ({ ...term, id }));

const TERM_INDEX = new MiniSearch<TermDocument>({
  fields: ['words', 'spelling'],
  searchOptions: WORD_SEARCH,
  tokenize: (text) => text.split(' '),
  processTerm: (term) => term,
});
TERM_INDEX.addAll(TERM_DOCUMENTS);

/** What a query's words were read as. */
export interface QueryReading {
  /** Where the words lead, the best first. */
  leads: Lead[];
  /** Whether a lead is a red flag. */
  emergency: boolean;
  /** The meaningful words no lead accounts for: a name, a branch, or words the search cannot read. */
  rest: string[];
}

interface TermHit {
  lead: number;
  covered: Set<string>;
  score: number;
  /** Every word of the term is one of the query's as typed, not a near miss or a beginning. */
  exact: boolean;
}

const isStrictSubset = (a: Set<string>, b: Set<string>) =>
  a.size < b.size && [...a].every((word) => b.has(word));

/**
 * The leads a query's words name. A term counts when each of its words is among the query's
 * (fuzzily, in any order); a term whose words another counted term covers and more is dropped,
 * so "kidney stone" leads to Urology, not also to "kidney"'s Nephrology. A near miss of a word
 * that is a name among `consultants` is the name ("hamza" is not "haiza").
 */
export function readQuery(
  text: SearchText,
  consultants: readonly FindableConsultant[] = [],
): QueryReading {
  const names = nameWords(consultants);
  const words = searchWords(text);
  if (words.length === 0) return { leads: [], emergency: false, rest: [] };
  const spelt = spellingsOf(words);
  const hits: TermHit[] = [];
  for (const result of searchTerms(words, [...spelt.keys()])) {
    const term = TERM_DOCUMENTS[result.id as number]!;
    const termWords = term.words.split(' ');
    const spellings = term.spelling.split(' ');
    // Each word of the term is found, as typed or by its spelling.
    const found = (typed: readonly string[], spelling: readonly string[]) =>
      termWords.every((word, at) => typed.includes(word) || spelling.includes(spellings[at]!));
    if (!found(result.terms, term.spelling === '' ? [] : result.terms)) continue;
    hits.push({
      lead: term.lead,
      covered: new Set(result.queryTerms.flatMap((token) => spelt.get(token) ?? [token])),
      score: result.score,
      // A word found by its spelling is a near miss, as one found fuzzily is: a name stays a name
      // ("khan" is not "kaan").
      exact: found(words, []),
    });
  }
  // A near miss of a word that is itself a term is not that term: "urologist" is not "neurologist".
  const exactly = new Set(hits.filter((hit) => hit.exact).flatMap((hit) => [...hit.covered]));
  const near = hits.filter(
    (hit) =>
      hit.exact ||
      ([...hit.covered].every((word) => !names.has(word)) &&
        [...hit.covered].some((word) => !exactly.has(word))),
  );
  const counted = near.filter(
    (hit) => !near.some((other) => isStrictSubset(hit.covered, other.covered)),
  );
  // Each lead by its best term: words as typed before near misses, then more of the query's
  // words, then MiniSearch's score (rarer words first).
  const rank = (hit: TermHit) => [Number(hit.exact), hit.covered.size, hit.score];
  const before = (a: TermHit, b: TermHit) => {
    const [x, y] = [rank(a), rank(b)];
    return y[0]! - x[0]! || y[1]! - x[1]! || y[2]! - x[2]!;
  };
  const best = new Map<number, TermHit>();
  for (const hit of [...counted].sort(before)) if (!best.has(hit.lead)) best.set(hit.lead, hit);
  const leads = [...best.keys()].map((lead) => LEADS[lead]!.lead);
  const covered = new Set(counted.flatMap((hit) => [...hit.covered]));
  return {
    leads,
    emergency: leads.some((lead) => lead.emergency),
    rest: words.filter((word) => !covered.has(word)),
  };
}

/**
 * The terms a query's words find as typed (fuzzily, by their beginnings), and those its spellings
 * find exactly among the Roman Urdu terms' spellings: a spelling is the rules' whole answer. A term
 * found both ways keeps its better score, so a Roman Urdu term does not outrank an English or
 * Urdu one for being found twice.
 */
function searchTerms(words: readonly string[], spellings: readonly string[]) {
  const typed = TERM_INDEX.search(words.join(' '), { fields: ['words'], combineWith: 'OR' });
  const bySpelling = TERM_INDEX.search(spellings.join(' '), {
    fields: ['spelling'],
    combineWith: 'OR',
    fuzzy: false,
    prefix: false,
  });
  const results = new Map(typed.map((result) => [result.id as number, result]));
  for (const result of bySpelling) {
    const other = results.get(result.id as number);
    results.set(
      result.id as number,
      other
        ? {
            ...other,
            score: Math.max(other.score, result.score),
            terms: [...new Set([...other.terms, ...result.terms])],
            queryTerms: [...new Set([...other.queryTerms, ...result.queryTerms])],
          }
        : result,
    );
  }
  return results.values();
}

/**
 * A query's words by their Roman Urdu spelling (domain/romanUrduSpelling.ts), each spelling with
 * the words typed that have it: "pad" and "par" are both "par".
 */
function spellingsOf(words: readonly string[]): Map<string, string[]> {
  const spelt = new Map<string, string[]>();
  for (const word of words) {
    const spelling = romanUrduSpelling(word);
    spelt.set(spelling, [...(spelt.get(spelling) ?? []), word]);
  }
  return spelt;
}

/** Every word of the consultants' names, once per list. */
const listNames = new WeakMap<readonly FindableConsultant[], Set<string>>();

function nameWords(consultants: readonly FindableConsultant[]): Set<string> {
  let names = listNames.get(consultants);
  if (!names) {
    names = new Set(consultants.flatMap((consultant) => searchWords(consultant.name)));
    listNames.set(consultants, names);
  }
  return names;
}

/** What the search reads of a consultant. */
export interface FindableConsultant {
  name: string;
  designation: string | null;
  department: string | null;
  branch: BranchId | null;
  branchSpelling: string | null;
}

interface ConsultantDocument {
  id: number;
  name: string;
  /** How each word of the name sounds (domain/nameSounds.ts), for names typed in Urdu or spelled
   * another way. */
  sound: string;
  role: string;
  branch: string;
}

/** The fields a word is looked for in as typed; `sound` is searched by its sound only. */
const TYPED_FIELDS = ['name', 'role', 'branch'];

/** A consultant's branch by every name a patient may give it, in both languages. */
function branchWords(consultant: FindableConsultant): string {
  const branch = consultant.branch ? getBranch(consultant.branch) : null;
  return [
    consultant.branchSpelling,
    branch?.name,
    branch?.displayName,
    branch?.city,
    branch?.urdu.name,
    branch?.urdu.displayName,
    branch?.urdu.city,
  ]
    .filter(Boolean)
    .join(' ');
}

const consultantIndex = (consultants: readonly FindableConsultant[]) => {
  const index = new MiniSearch<ConsultantDocument>({
    fields: [...TYPED_FIELDS, 'sound'],
    searchOptions: { ...WORD_SEARCH, fuzzy: fuzziness(6), boost: { name: 3, branch: 1.5 } },
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
  });
  index.addAll(
    consultants.map((consultant, id) => ({
      id,
      name: searchWords(consultant.name).join(' '),
      sound: searchWords(consultant.name).map(nameSound).filter(Boolean).join(' '),
      role: searchWords(`${consultant.designation ?? ''} ${consultant.department ?? ''}`).join(' '),
      branch: searchWords(branchWords(consultant)).join(' '),
    })),
  );
  return index;
};

// A cached feed hands out the same list until it is refreshed, so each list is indexed once.
const indexes = new WeakMap<readonly FindableConsultant[], MiniSearch<ConsultantDocument>>();

function indexOf(consultants: readonly FindableConsultant[]): MiniSearch<ConsultantDocument> {
  let index = indexes.get(consultants);
  if (!index) {
    index = consultantIndex(consultants);
    indexes.set(consultants, index);
  }
  return index;
}

/**
 * A word as the consultants are searched for it: as typed (fuzzily) in their names, roles and
 * branches, or by its sound in their names: "عائشہ" and "aisha" find Ayesha. A Latin word shorter
 * than four letters is matched as spelled only, as it is not matched fuzzily either: "ali" would
 * otherwise find every name whose only consonant is l.
 */
function wordQuery(word: string): Query {
  const sound = nameSound(word);
  const typed: Query = { queries: [word], fields: TYPED_FIELDS };
  if (!sound || (/^[a-z]+$/.test(word) && word.length < 4)) return typed;
  const bySound: Query = { queries: [sound], fields: ['sound'], fuzzy: false, prefix: false };
  return { queries: [typed, bySound], combineWith: 'OR' };
}

/** How many of the words a result has, by their spelling or their sound. */
const wordsFound = (result: SearchResult, words: readonly string[]) =>
  words.filter(
    (word) => result.queryTerms.includes(word) || result.queryTerms.includes(nameSound(word)!),
  ).length;

/**
 * The consultants the words no lead accounts for find: all of the words, or, when nothing is led
 * to and no one has all of them ("saima ko dikhana hai"), the most of them anyone has.
 */
function searchRest(index: MiniSearch<ConsultantDocument>, reading: QueryReading) {
  const { rest } = reading;
  if (rest.length === 0) return [];
  const queries = rest.map(wordQuery);
  const all = index.search({ queries, combineWith: 'AND' });
  if (all.length > 0 || reading.leads.length > 0 || rest.length === 1) return all;
  const some = index.search({ queries, combineWith: 'OR' });
  const most = Math.max(0, ...some.map((result) => wordsFound(result, rest)));
  return some.filter((result) => wordsFound(result, rest) === most);
}

/**
 * Why a consultant is among the results. REFERRAL: the words need a speciality the list has no
 * doctor of (a care gap), and the consultant's is one whose doctors see such patients first and
 * refer them (issue 54: the physicians listed for "eye" are not eye doctors, and must not read as
 * if they were).
 */
export interface CareMatch {
  kind: 'CONDITION' | 'SPECIALITY' | 'REFERRAL' | 'NAME' | 'WORDS';
  /** The speciality the words led to, for CONDITION, SPECIALITY and REFERRAL. */
  speciality: string | null;
  about: { en: string; ur: string } | null;
}

export interface Found<T> {
  consultant: T;
  match: CareMatch;
}

// A cached feed hands out the same consultant objects, so each one's speciality is read once.
const specialities = new WeakMap<FindableConsultant, string | null>();

function specialityNameOf(consultant: FindableConsultant): string | null {
  let name = specialities.get(consultant);
  if (name === undefined) {
    const speciality = consultantSpeciality(consultant);
    name = speciality ? specialityName(speciality) : null;
    specialities.set(consultant, name);
  }
  return name;
}

/** The score of the lead a consultant's speciality answers: earlier leads and departments first. */
function leadScore(leads: readonly Lead[], speciality: string | null) {
  if (!speciality) return null;
  for (const [rank, lead] of leads.entries()) {
    const place = lead.departments.indexOf(speciality);
    if (place >= 0) return { lead, score: 1000 - 100 * rank - 10 * place };
  }
  return null;
}

/**
 * The consultants the reading finds, best first, each with why; `alsoFound` are found by another
 * rule (the specification's substring) and are kept, after the others. Ties go to complete
 * profiles first, then to the list's own order. `consultants` must be the list the feed handed out (it is indexed once per list); `among`
 * narrows it (other criteria).
 */
export function findConsultants<T extends FindableConsultant>(
  consultants: readonly T[],
  reading: QueryReading,
  among: (consultant: T) => boolean,
  alsoFound: (consultant: T) => boolean,
): Found<T>[] {
  const present = specialitiesOf(consultants);
  const restHits = new Map<number, { score: number; byName: boolean }>();
  for (const result of searchRest(indexOf(consultants), reading)) {
    const byName = Object.values(result.match).some(
      (fields) => fields.includes('name') || fields.includes('sound'),
    );
    restHits.set(result.id as number, { score: result.score, byName });
  }
  const scored: { found: Found<T>; score: number; order: number }[] = [];
  consultants.forEach((consultant, order) => {
    if (!among(consultant)) return;
    const speciality = specialityNameOf(consultant);
    const led = leadScore(reading.leads, speciality);
    const rest = restHits.get(order);
    let match: CareMatch | null = null;
    let score = 0;
    if (led) {
      match = isMissing(led.lead, present)
        ? { kind: 'REFERRAL', speciality, about: null }
        : { kind: led.lead.kind, speciality, about: led.lead.about };
      score = led.score + (rest ? 500 : 0);
    } else if (rest && (reading.leads.length === 0 || rest.byName)) {
      match = { kind: rest.byName ? 'NAME' : 'WORDS', speciality: null, about: null };
      score = 500;
    } else if (alsoFound(consultant)) {
      match = { kind: 'WORDS', speciality: null, about: null };
    }
    if (match)
      scored.push({ found: { consultant, match }, score: score + (rest?.score ?? 0) / 100, order });
  });
  return scored
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(isComplete(b.found.consultant)) - Number(isComplete(a.found.consultant)) ||
        a.order - b.order,
    )
    .map(({ found }) => found);
}

/**
 * Whether a consultant's card says all a patient asks of it: a card without a designation says
 * "Designation not available", and is shown after the complete ones it ties with.
 */
const isComplete = (consultant: FindableConsultant) => Boolean(consultant.designation?.trim());

/**
 * A speciality a reading needs that the list searched has no doctor of (issue 40): the first
 * department of the first lead ("eye" needs Eyes), and, of every lead's other departments, those
 * the list has doctors of, who can see such patients first and refer them (Medicine). Null when
 * the list has a doctor of it, or the words lead nowhere.
 */
export interface CareGap {
  speciality: string;
  instead: string[];
}

// A cached feed hands out the same list until it is refreshed, so each list's specialities are read once.
const listSpecialities = new WeakMap<readonly FindableConsultant[], Set<string | null>>();

function specialitiesOf(consultants: readonly FindableConsultant[]): Set<string | null> {
  let present = listSpecialities.get(consultants);
  if (!present) {
    present = new Set(consultants.map(specialityNameOf));
    listSpecialities.set(consultants, present);
  }
  return present;
}

/** Whether the list has no doctor of the speciality a lead names first, the one to see. */
function isMissing(lead: Lead, present: ReadonlySet<string | null>): boolean {
  return !present.has(lead.departments[0]!);
}

export function careGap(
  consultants: readonly FindableConsultant[],
  reading: QueryReading,
): CareGap | null {
  const [first] = reading.leads;
  const present = specialitiesOf(consultants);
  if (first === undefined || !isMissing(first, present)) return null;
  const needed = first.departments[0]!;
  const instead = new Set(
    reading.leads.flatMap((lead) => lead.departments).filter((name) => present.has(name)),
  );
  return { speciality: needed, instead: [...instead] };
}
