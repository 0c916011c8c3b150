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

interface Speciality {
  /** Every spelling of the department's name seen on the wire or in the site's own lists. */
  departments: readonly string[];
  urdu: string;
  /** What one of its doctors is called ("Cardiologist"), where the service uses such a word. */
  specialists?: readonly string[];
  urduSpecialist?: string;
}

const SPECIALITIES: readonly Speciality[] = [
  {
    departments: ['Medicine', 'General Medicine', 'Internal Medicine'],
    urdu: 'میڈیسن',
    specialists: ['Physician', 'Medical Specialist'],
    urduSpecialist: 'فزیشن',
  },
  { departments: ['Family Medicine'], urdu: 'فیملی میڈیسن' },
  {
    departments: ['Cardiology'],
    urdu: 'امراضِ قلب (Cardiology)',
    specialists: ['Cardiologist'],
    urduSpecialist: 'ماہرِ امراضِ قلب (Cardiologist)',
  },
  { departments: ['Cardiac Surgery'], urdu: 'دل کی سرجری (Cardiac Surgery)' },
  {
    departments: ['Neurology'],
    urdu: 'امراضِ دماغ و اعصاب (Neurology)',
    specialists: ['Neurologist'],
    urduSpecialist: 'ماہرِ امراضِ دماغ و اعصاب (Neurologist)',
  },
  {
    departments: ['Neurosurgery', 'Neuro Surgery'],
    urdu: 'نیورو سرجری',
    specialists: ['Neurosurgeon', 'Neuro Surgeon'],
    urduSpecialist: 'نیورو سرجن',
  },
  // The consultant finder's search word for Neurology and Neurosurgery together (spec 000 §5).
  { departments: ['Neuro'], urdu: 'دماغ و اعصاب (Neuro)' },
  {
    departments: [
      'Orthopaedics',
      'Orthopedics',
      'Orthopaedic',
      'Orthopedic',
      'Orthopaedic Surgery',
      'Orthopedic Surgery',
    ],
    urdu: 'امراضِ ہڈی و جوڑ (Orthopaedics)',
    specialists: ['Orthopaedic Surgeon', 'Orthopedic Surgeon'],
    urduSpecialist: 'آرتھوپیڈک سرجن',
  },
  {
    departments: ['Radiology'],
    urdu: 'ریڈیالوجی',
    specialists: ['Radiologist'],
    urduSpecialist: 'ریڈیالوجسٹ',
  },
  {
    departments: ['General Surgery'],
    urdu: 'جنرل سرجری',
    specialists: ['General Surgeon'],
    urduSpecialist: 'جنرل سرجن',
  },
  // The chair a surgery professor holds ("Professor of Surgery").
  { departments: ['Surgery'], urdu: 'سرجری', specialists: ['Surgeon'], urduSpecialist: 'سرجن' },
  {
    departments: [
      'Gynaecology & Obstetrics',
      'Gynecology & Obstetrics',
      'Obstetrics & Gynaecology',
      'Obstetrics & Gynecology',
      'Gynaecology',
      'Gynecology',
      'Gynae & Obs',
      'Obs & Gynae',
      'Gynae',
    ],
    urdu: 'امراضِ نسواں و زچگی (Gynae)',
    specialists: ['Gynaecologist', 'Gynecologist'],
    urduSpecialist: 'ماہرِ امراضِ نسواں (Gynaecologist)',
  },
  {
    departments: ['Paediatrics', 'Pediatrics', 'Paeds', 'Peds'],
    urdu: 'امراضِ اطفال (Paediatrics)',
    specialists: ['Paediatrician', 'Pediatrician'],
    urduSpecialist: 'ماہرِ امراضِ اطفال (Paediatrician)',
  },
  { departments: ['Neonatology'], urdu: 'نوزائیدہ بچوں کا شعبہ (Neonatology)' },
  {
    departments: ['ENT', 'Ear Nose & Throat', 'Ear Nose & Throat (ENT)', 'Otorhinolaryngology'],
    urdu: 'ناک، کان، گلا (ENT)',
    specialists: ['ENT Surgeon', 'ENT Specialist'],
    urduSpecialist: 'ماہرِ ناک، کان، گلا (ENT)',
  },
  {
    departments: ['Dermatology'],
    urdu: 'امراضِ جلد (Dermatology)',
    specialists: ['Dermatologist'],
    urduSpecialist: 'ماہرِ امراضِ جلد (Dermatologist)',
  },
  {
    departments: ['Dermatology & Cosmetology'],
    urdu: 'امراضِ جلد و کاسمیٹک علاج (Dermatology)',
  },
  {
    departments: ['Urology'],
    urdu: 'امراضِ گردہ و مثانہ (Urology)',
    specialists: ['Urologist'],
    urduSpecialist: 'ماہرِ امراضِ گردہ و مثانہ (Urologist)',
  },
  {
    departments: ['Nephrology'],
    urdu: 'امراضِ گردہ (Nephrology)',
    specialists: ['Nephrologist'],
    urduSpecialist: 'ماہرِ امراضِ گردہ (Nephrologist)',
  },
  {
    departments: ['Gastroenterology'],
    urdu: 'امراضِ معدہ و جگر (Gastroenterology)',
    specialists: ['Gastroenterologist'],
    urduSpecialist: 'ماہرِ امراضِ معدہ و جگر (Gastroenterologist)',
  },
  {
    departments: ['Pulmonology', 'Chest Medicine'],
    urdu: 'امراضِ سینہ (Pulmonology)',
    specialists: ['Pulmonologist', 'Chest Specialist', 'Chest Physician'],
    urduSpecialist: 'ماہرِ امراضِ سینہ (Pulmonologist)',
  },
  {
    departments: ['Psychiatry'],
    urdu: 'نفسیاتی امراض (Psychiatry)',
    specialists: ['Psychiatrist'],
    urduSpecialist: 'ماہرِ نفسیاتی امراض (Psychiatrist)',
  },
  {
    departments: ['Oncology'],
    urdu: 'کینسر کا علاج (Oncology)',
    specialists: ['Oncologist'],
    urduSpecialist: 'کینسر اسپیشلسٹ (Oncologist)',
  },
  {
    departments: ['Endocrinology', 'Diabetes & Endocrinology'],
    urdu: 'ذیابیطس و غدود (Endocrinology)',
    specialists: ['Endocrinologist'],
    urduSpecialist: 'ماہرِ ذیابیطس و غدود (Endocrinologist)',
  },
  {
    departments: ['Haematology', 'Hematology'],
    urdu: 'امراضِ خون (Haematology)',
    specialists: ['Haematologist', 'Hematologist'],
    urduSpecialist: 'ماہرِ امراضِ خون (Haematologist)',
  },
  {
    departments: ['Rheumatology'],
    urdu: 'جوڑوں کا درد و گٹھیا (Rheumatology)',
    specialists: ['Rheumatologist'],
    urduSpecialist: 'ماہرِ جوڑوں کا درد و گٹھیا (Rheumatologist)',
  },
  {
    departments: ['Plastic Surgery'],
    urdu: 'پلاسٹک سرجری',
    specialists: ['Plastic Surgeon'],
    urduSpecialist: 'پلاسٹک سرجن',
  },
  { departments: ['Pain Management'], urdu: 'درد کا علاج (Pain Management)' },
  {
    departments: ['Eyes', 'Eye', 'Ophthalmology'],
    urdu: 'امراضِ چشم (Eye)',
    specialists: ['Ophthalmologist', 'Eye Specialist', 'Eye Surgeon'],
    urduSpecialist: 'ماہرِ امراضِ چشم (Eye Specialist)',
  },
  {
    departments: ['Dental', 'Dentistry', 'Dental Surgery'],
    urdu: 'دانتوں کا علاج (Dental)',
    specialists: ['Dental Surgeon', 'Dentist'],
    urduSpecialist: 'ڈینٹل سرجن',
  },
  { departments: ['Dental & Maxillofacial'], urdu: 'دانت، منہ و جبڑے کا علاج (Dental)' },
  {
    departments: ['Oral & Maxillofacial Surgery', 'Maxillofacial Surgery'],
    urdu: 'منہ و جبڑے کی سرجری (Maxillofacial Surgery)',
    specialists: ['Oral & Maxillofacial Surgeon', 'Maxillofacial Surgeon'],
    urduSpecialist: 'منہ و جبڑے کے سرجن (Maxillofacial Surgeon)',
  },
  {
    departments: ['Anesthesiology', 'Anaesthesiology', 'Anaesthesia', 'Anesthesia'],
    urdu: 'بے ہوشی (Anaesthesia)',
    specialists: ['Anaesthetist', 'Anesthetist', 'Anesthesiologist', 'Anaesthesiologist'],
    urduSpecialist: 'ماہرِ بے ہوشی (Anaesthetist)',
  },
  {
    departments: ['Diet & Nutrition', 'Nutrition', 'Dietetics'],
    urdu: 'خوراک و غذائیت (Diet & Nutrition)',
    specialists: ['Dietitian', 'Nutritionist'],
    urduSpecialist: 'ماہرِ غذائیت (Nutritionist)',
  },
  {
    departments: ['Emergency', 'Accident & Emergency', 'A&E'],
    urdu: 'ایمرجنسی',
    specialists: ['Emergency Physician'],
    urduSpecialist: 'ایمرجنسی فزیشن',
  },
  {
    departments: ['Critical Care', 'Intensive Care', 'ICU'],
    urdu: 'انتہائی نگہداشت (ICU)',
  },
  {
    departments: ['Pathology', 'Laboratory'],
    urdu: 'لیبارٹری (Pathology)',
    specialists: ['Pathologist'],
    urduSpecialist: 'پیتھالوجسٹ',
  },
  {
    departments: ['Physiotherapy', 'Physical Therapy'],
    urdu: 'فزیوتھراپی',
    specialists: ['Physiotherapist'],
    urduSpecialist: 'فزیوتھراپسٹ',
  },
  // The departments the careers feed names beyond the clinical ones.
  { departments: ['Nursing'], urdu: 'نرسنگ' },
  { departments: ['Pharmacy'], urdu: 'فارمیسی' },
  { departments: ['Patient Services'], urdu: 'مریضوں کی سہولت (Patient Services)' },
  { departments: ['Information Technology', 'IT'], urdu: 'انفارمیشن ٹیکنالوجی (IT)' },
  { departments: ['Biomedical Engineering'], urdu: 'بائیو میڈیکل انجینئرنگ' },
  { departments: ['Transport'], urdu: 'ٹرانسپورٹ' },
  { departments: ['Administration'], urdu: 'انتظامیہ (Administration)' },
];

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

/**
 * A name reduced to what tells names apart: lower case words, "&" read as "and", dots, brackets
 * and commas dropped ("Ear, Nose & Throat (ENT)" and "ear nose and throat ent" are the same).
 */
function termKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function indexBy<T>(items: readonly T[], names: (item: T) => readonly string[]): Map<string, T> {
  return new Map(items.flatMap((item) => names(item).map((name) => [termKey(name), item])));
}

const BY_DEPARTMENT = indexBy(SPECIALITIES, (speciality) => speciality.departments);
const BY_SPECIALIST = indexBy(SPECIALITIES, (speciality) => speciality.specialists ?? []);
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
