/**
 * The Urdu of the departments and designations the consultant service sends, by rule: the
 * service writes them in English from a small vocabulary ("Associate Professor, Medicine",
 * "Senior Consultant Cardiologist", "Orthopaedic Surgery"), so Urdu pages can show them in Urdu
 * without a translator seeing each record. A text the rules cannot read whole gets null: the page
 * then shows the English as sent, marked lang="en", rather than half a translation.
 *
 * The words are the glossary's (docs/translation.md): the Urdu Pakistani patients read on clinic
 * signboards ("ماہرِ امراضِ قلب"), with the English they also know in brackets where the Urdu is
 * not itself the English word ("امراضِ قلب (Cardiology)", but "ریڈیالوجی" alone).
 */

import { BY_DEPARTMENT, BY_SPECIALIST, indexBy, termKey, type Speciality } from './specialities';

/**
 * The ranks a designation names. `asSpecialist` is how a consultant-like rank reads before a
 * specialist's name ("Senior Consultant Cardiologist" is a "سینئر ماہرِ امراضِ قلب"): the
 * glossary calls a consultant a doctor (ڈاکٹر), and a specialist's name already says "consultant".
 */
interface Rank {
  names: readonly string[];
  urdu: string;
  asSpecialist?: string;
}

const RANKS: readonly Rank[] = [
  { names: ['Consultant'], urdu: 'ماہر ڈاکٹر', asSpecialist: '' },
  { names: ['Senior Consultant'], urdu: 'سینئر ماہر ڈاکٹر', asSpecialist: 'سینئر ' },
  { names: ['Visiting Consultant'], urdu: 'وزٹنگ ماہر ڈاکٹر', asSpecialist: 'وزٹنگ ' },
  { names: ['Specialist'], urdu: 'اسپیشلسٹ', asSpecialist: '' },
  { names: ['Professor', 'Prof'], urdu: 'پروفیسر' },
  { names: ['Associate Professor', 'Assoc Prof', 'Assoc Professor'], urdu: 'ایسوسی ایٹ پروفیسر' },
  { names: ['Assistant Professor', 'Asst Prof', 'Asst Professor'], urdu: 'اسسٹنٹ پروفیسر' },
  { names: ['Head of Department', 'HOD', 'Head of the Department'], urdu: 'سربراہِ شعبہ' },
  { names: ['Senior Registrar'], urdu: 'سینئر رجسٹرار' },
  { names: ['Registrar'], urdu: 'رجسٹرار' },
  { names: ['Senior Medical Officer'], urdu: 'سینئر میڈیکل آفیسر' },
  { names: ['Medical Officer'], urdu: 'میڈیکل آفیسر' },
  { names: ['Woman Medical Officer', 'Women Medical Officer'], urdu: 'ویمن میڈیکل آفیسر' },
  { names: ['House Officer'], urdu: 'ہاؤس آفیسر' },
  { names: ['Resident', 'Resident Medical Officer'], urdu: 'ریذیڈنٹ ڈاکٹر' },
];

const BY_RANK = indexBy(RANKS, (rank) => rank.names);

/** The department's name in Urdu, or null when the glossary does not know it. */
export function urduDepartment(name: string): string | null {
  return BY_DEPARTMENT.get(termKey(name))?.urdu ?? null;
}

/** Words that join a rank to its department: "Professor of Surgery", "Associate Professor, ENT". */
const JOINERS = new Set(['of', 'in', 'for']);
/** Words that join two ranks: "Professor & Head of Department". */
const RANK_SEPARATORS = new Set(['and']);

/** "A", "A اور B", "A، B اور C". */
function urduList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join('، ')} اور ${items.at(-1)}`;
}

/** The ranks of a designation's first words, or null when any word is not a known rank. */
function readRanks(words: readonly string[]): Rank[] | null {
  const ranks: Rank[] = [];
  let current: string[] = [];
  for (const word of [...words, 'and']) {
    if (!RANK_SEPARATORS.has(word)) {
      current.push(word);
      continue;
    }
    const rank = BY_RANK.get(current.join(' '));
    if (!rank) return null;
    ranks.push(rank);
    current = [];
  }
  return ranks;
}

/** What a designation's last words name: a department, a specialist, or nothing. */
type Subject =
  | { kind: 'department'; speciality: Speciality }
  | { kind: 'specialist'; speciality: Speciality }
  | { kind: 'none' };

function readSubject(words: readonly string[]): Subject | null {
  if (words.length === 0) return { kind: 'none' };
  const key = words.join(' ');
  const specialist = BY_SPECIALIST.get(key);
  if (specialist) return { kind: 'specialist', speciality: specialist };
  const department = BY_DEPARTMENT.get(key);
  return department ? { kind: 'department', speciality: department } : null;
}

function render(ranks: readonly Rank[], subject: Subject): string | null {
  const urduRanks = ranks.map((rank) => rank.urdu);
  if (subject.kind === 'none') return ranks.length === 0 ? null : urduList(urduRanks);
  const last = ranks.at(-1);
  const specialist = subject.speciality.urduSpecialist;
  // A consultant of a department that has a specialist's name is that specialist.
  const asSpecialist =
    last?.asSpecialist !== undefined && specialist
      ? urduList([...urduRanks.slice(0, -1), last.asSpecialist + specialist])
      : null;
  if (subject.kind === 'specialist') {
    if (!specialist) return null;
    return asSpecialist ?? urduList([...urduRanks, specialist]);
  }
  // A department alone names no role.
  if (ranks.length === 0) return null;
  return asSpecialist ?? `${urduList(urduRanks)}، ${subject.speciality.urdu}`;
}

/**
 * A designation in Urdu ("Associate Professor, Medicine" → "ایسوسی ایٹ پروفیسر، میڈیسن";
 * "Consultant Cardiologist" → "ماہرِ امراضِ قلب (Cardiologist)"), or null when any of its words
 * is outside the glossary: the caller then shows the English, marked lang="en".
 */
export function urduDesignation(text: string): string | null {
  const words = termKey(text).split(' ').filter(Boolean);
  if (words.length === 0) return null;
  // The longest subject first, so "Oral & Maxillofacial Surgery" wins over "Surgery".
  for (let split = 0; split <= words.length; split += 1) {
    const subject = readSubject(words.slice(split));
    if (!subject) continue;
    const head = words.slice(0, split);
    while (head.length > 0 && JOINERS.has(head.at(-1)!)) head.pop();
    const ranks = head.length === 0 ? [] : readRanks(head);
    if (!ranks) continue;
    const urdu = render(ranks, subject);
    if (urdu) return urdu;
  }
  return null;
}
