/**
 * The consultant table behind every simulated host, in the wire format of /api/web/Consultants.
 * Generated from a fixed seed, so ids, gaps, missing values and counts never change between runs;
 * `consultantFacts` derives the numbers tests may rely on from the data itself.
 */

import { BRANCH_PLACES, canonicalBranchName, type BranchName } from './branches';
import {
  CONSULTANT_DEPARTMENTS,
  CORE_DEPARTMENT_QUOTA,
  DEPARTMENT_NAMES,
  type ConsultantDepartment,
  type DepartmentName,
} from './departments';
import { feedImage, firstGap, generateFeed, list, slugOf, table } from './feed-generator';
import type { Random } from './random';
import { randomDay, sqlTimestampOn, utcDay } from './sql-dates';

/** One row as the legacy SQL view serialises it (including the columns the site never shows). */
export interface ConsultantRecord {
  consultanT_ID: number | string;
  consultanT_NAME: string;
  designation: string | null;
  timing: string | null;
  department: string;
  brancH_NAME: string;
  imagE_PATH: string | null;
  consultanT_SPECIALITY: string | null;
  profilE_NAME: string | null;
  qualification: string | null;
  pmdC_NO: string;
  sorT_ORDER: number;
  isActive: 'Y';
  createD_BY: string;
  createD_DATE: string;
  updateD_DATE: string | null;
}

type Gender = 'male' | 'female';

const words = (text: string): string[] => text.trim().split(/\s+/);

export const FEMALE_GIVEN_NAMES = words(`Ayesha Fatima Sana Maryam Sadia Nadia Amna Hina Saima Rabia
  Samina Uzma Farah Bushra Asma Shazia Nida Mehwish Zainab Sidra Kiran Huma Lubna Tahira Saba Faiza`);
const MALE_GIVEN_NAMES = words(`Muhammad Ahmed Ali Usman Bilal Imran Kamran Tariq Khalid Asif Faisal
  Hassan Hamza Zeeshan Shahid Naveed Nadeem Waqas Adnan Saad Umar Junaid Rizwan Irfan Sajid Aamir
  Farhan Salman Atif Arshad Haris Fahad Shoaib Yasir Mansoor Javaid Azhar`);
/** Second given names, on roughly a third of the names ("Dr. Muhammad Asif Javed"). */
const MIDDLE_NAMES = {
  male: words('Asif Ali Ahmad Imran Tariq Saleem'),
  female: words('Fatima Noor Batool Zahra'),
};
const FAMILY_NAMES = words(`Khan Malik Javed Siddiqui Qureshi Butt Chaudhry Sheikh Mahmood Iqbal
  Hussain Raza Ahmad Akhtar Aslam Rashid Saeed Anwar Rana Bajwa Cheema Gondal Warraich Mirza Zaidi
  Naqvi Rizvi Abbasi Awan Niazi Shah Baig Farooq Haider Nawaz Yousaf Latif Ghani`);
/** So that "Ayesha Siddiqa" style names appear too. */
const FEMALE_FAMILY_NAMES = words('Siddiqa Bano Parveen Sultana Kausar');
const MEDICAL_COLLEGES = list(`King Edward Medical University, Lahore; Allama Iqbal Medical College,
  Lahore; Services Institute of Medical Sciences, Lahore; Fatima Jinnah Medical University, Lahore;
  Nishtar Medical University, Multan; Rawalpindi Medical University; Army Medical College,
  Rawalpindi; Aga Khan University, Karachi; Dow University of Health Sciences, Karachi`);
const TRAINING_HOSPITALS = list(`Mayo Hospital, Lahore; Services Hospital, Lahore; Jinnah Hospital,
  Lahore; Shaikh Zayed Hospital, Lahore; Punjab Institute of Cardiology; Pakistan Institute of
  Medical Sciences, Islamabad; Shifa International Hospital, Islamabad; Shaukat Khanum Memorial
  Cancer Hospital; Royal Liverpool University Hospital, UK; Hamad Medical Corporation, Doha`);
const CREATORS = words('admin webadmin it.support hr.dha sajjad.it m.naeem');

/** Named people that docs and tests refer to: name | gender | branch | department | designation. */
const ANCHORS = table(`
Dr. Ayesha Khan | female | DHA | Neurology | Consultant Neurologist
Dr. Muhammad Asif Javed | male | Allama Iqbal Town | Medicine | Consultant Physician
Prof. Dr. Khalid Mahmood | male | Doctors Hospital | Cardiology | Professor of Cardiology
Dr. Ayesha Siddiqa | female | West Wood | Gynaecology & Obstetrics | Consultant Gynaecologist
Dr. Sana Fatima Malik | female | Bahria Golf City | Paediatrics | Consultant Paediatrician
`).map(([name = '', gender, branch, department, designation = '']) => ({
  name,
  gender: gender as Gender,
  branch: branch as BranchName,
  department: department as DepartmentName,
  designation,
}));

interface Slot {
  branch: BranchName;
  department: ConsultantDepartment;
  /** Named people always get complete, canonical records. */
  anchor?: (typeof ANCHORS)[number];
  /** The one row with designation, timing, image and speciality all null. */
  sparse?: boolean;
}

const departmentNamed = (name: DepartmentName): ConsultantDepartment =>
  CONSULTANT_DEPARTMENTS.find((department) => department.name === name) as ConsultantDepartment;

function branchSlots(branch: BranchName, count: number, random: Random): Slot[] {
  const slots: Slot[] = ANCHORS.filter((anchor) => anchor.branch === branch).map((anchor) => ({
    branch,
    department: departmentNamed(anchor.department),
    anchor,
  }));
  // One deliberately sparse row, so the "not available" fallbacks all have a stable target.
  if (branch === 'DHA')
    slots.push({ branch, department: departmentNamed('Radiology'), sparse: true });
  for (const [name, quota] of CORE_DEPARTMENT_QUOTA) {
    for (let i = 0; i < quota; i++) slots.push({ branch, department: departmentNamed(name) });
  }
  while (slots.length < count)
    slots.push({ branch, department: random.pick(CONSULTANT_DEPARTMENTS) });
  return slots;
}

const nameKey = (name: string): string => name.replace(/^(Prof\.\s+)?Dr\.\s+/, '').toLowerCase();
const takenNames = new Set(ANCHORS.map((anchor) => nameKey(anchor.name)));

function personName(random: Random, gender: Gender): string {
  for (;;) {
    const given = random.pick(gender === 'male' ? MALE_GIVEN_NAMES : FEMALE_GIVEN_NAMES);
    const middle = random.chance(0.3) ? random.pick(MIDDLE_NAMES[gender]) : undefined;
    const family = random.pick(
      gender === 'female' && random.chance(0.15) ? FEMALE_FAMILY_NAMES : FAMILY_NAMES,
    );
    const name = [given, middle, family].filter(Boolean).join(' ');
    if (given !== middle && !takenNames.has(name.toLowerCase())) {
      takenNames.add(name.toLowerCase());
      return name;
    }
  }
}

/** Free-text clinic timings in the inconsistent styles receptionists typed into the legacy CMS. */
const DAY_PATTERNS = list(
  'Mon - Fri; Mon - Sat; Mon, Wed, Fri; Tue & Thu; Mon to Thu; Saturday; Daily',
);
const clock = (hour: number): string => `${hour % 12 || 12}:00 ${hour >= 12 ? 'PM' : 'AM'}`;

function session(random: Random): string {
  const start = random.pick([9, 10, 11, 14, 15, 16, 17, 18, 19]);
  const [from, to] = [clock(start), clock(Math.min(start + random.int(2, 4), 22))];
  const days = random.pick(DAY_PATTERNS);
  return random.pick([
    `${days}: ${from} - ${to}`,
    `${days} ${from} to ${to}`,
    `${days} ${from} - ${to}`,
  ]);
}

function randomTiming(random: Random): string {
  const roll = random.next();
  if (roll < 0.04) return 'On Call';
  if (roll < 0.06) return 'By Appointment';
  return roll < 0.16 ? `${session(random)}, ${session(random)}` : session(random);
}

const inProse = (items: readonly string[]): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The profilE_NAME paragraph: 2 to 4 sentences about degrees, experience and interests. */
function profile(
  random: Random,
  person: Slot & { name: string; gender: Gender; designation: string; degrees: string[] },
): string {
  const { name, gender, designation, department, branch, degrees } = person;
  const [he, his] = gender === 'male' ? ['He', 'His'] : ['She', 'Her'];
  const [first, second] = random.shuffle(TRAINING_HOSPITALS);
  const years = designation.startsWith('Professor') ? random.int(18, 35) : random.int(4, 24);
  const optional = [
    random.chance(0.5)
      ? `${he} trained at ${first} and ${second}.`
      : `Before joining Farooq Hospital, ${he.toLowerCase()} served at ${first} for ${random.int(2, 9)} years.`,
    `${his} special interests include ${inProse(random.shuffle(department.specialities).slice(0, 3))}.`,
  ];
  return [
    `${name} is ${/^[aeiou]/i.test(designation) ? 'an' : 'a'} ${designation} at ${BRANCH_PLACES[branch].title} with ${years} years of experience in ${department.name.toLowerCase()}.`,
    `${he} graduated (${department.basicDegree}) from ${random.pick(MEDICAL_COLLEGES)} and obtained ${inProse(degrees)}.`,
    ...random.shuffle(optional).slice(0, random.int(0, optional.length)),
  ].join(' ');
}

/** Rows whose field is missing: a share of them, or a number of rows (empty strings on a couple). */
const QUIRKS = {
  nullDesignation: 0.06,
  blankDesignation: 2,
  nullTiming: 0.08,
  blankTiming: 2,
  nullImage: 0.1,
  blankImage: 2,
  nullSpeciality: 0.15,
  nullProfile: 0.02,
  nullQualification: 0.04,
  // The real feed is inconsistent: some ids arrive as strings on every host.
  stringId: 0.05,
};

type Quirk = keyof typeof QUIRKS;

type Field = 'Designation' | 'Timing' | 'Image' | 'Speciality' | 'Profile' | 'Qualification';
const SPARSE_FIELDS: readonly Field[] = ['Designation', 'Timing', 'Image', 'Speciality'];

const feed = generateFeed<Slot, ConsultantRecord, Quirk>({
  seed: 0x0f4a_2024,
  rows: { table: 'consultants', slots: branchSlots },
  firstId: 101,
  branchVariantRate: 0.2,
  quirks: QUIRKS,
  keepClean: (slot) => slot.anchor !== undefined,
  idOf: consultantIdOf,
  build: ({ id, branchName, sortOrder, slot, quirk, random }) => {
    const { branch, department, anchor, sparse } = slot;
    // A quirk empties its field; the sparse row lacks the four fields the site has fallbacks for.
    const field = <T>(name: Field, value: () => T): T | '' | null => {
      if (quirk === `null${name}` || (sparse && SPARSE_FIELDS.includes(name))) return null;
      return quirk === `blank${name}` ? '' : value();
    };
    const gender =
      anchor?.gender ??
      (random.chance(department.name === 'Gynaecology & Obstetrics' ? 0.9 : 0.4)
        ? 'female'
        : 'male');
    const isProfessor = anchor ? anchor.designation.startsWith('Professor') : random.chance(0.1);
    const designation =
      anchor?.designation ??
      (isProfessor
        ? department.professorDesignation
        : random.chance(0.08)
          ? random.pick(['Senior Registrar', 'Medical Officer'])
          : random.pick(department.designations));
    const name =
      anchor?.name ?? `${isProfessor ? 'Prof. Dr.' : 'Dr.'} ${personName(random, gender)}`;
    const degrees = random
      .shuffle(department.postgraduateDegrees)
      .slice(0, isProfessor ? 2 : random.int(1, 2));
    const created = randomDay(random, utcDay(2019, 1, 1), utcDay(2024, 6, 30));
    return {
      consultanT_ID: quirk === 'stringId' ? String(id) : id,
      consultanT_NAME: name,
      designation: field('Designation', () => designation),
      timing: field('Timing', () => randomTiming(random)),
      department: department.name,
      brancH_NAME: branchName ?? branch,
      imagE_PATH: field('Image', () =>
        feedImage('portrait', 'Consultants', `${slugOf(name)}-${id}.jpg`, name),
      ),
      consultanT_SPECIALITY: field('Speciality', () => random.pick(department.specialities)),
      profilE_NAME: field('Profile', () =>
        profile(random, { ...slot, name, gender, designation, degrees }),
      ),
      qualification: field('Qualification', () => [department.basicDegree, ...degrees].join(', ')),
      pmdC_NO: `${random.int(10000, 99999)}-${department.basicDegree === 'BDS' ? 'D' : 'P'}`,
      sorT_ORDER: sortOrder,
      isActive: 'Y',
      createD_BY: random.pick(CREATORS),
      createD_DATE: sqlTimestampOn(random, created),
      updateD_DATE: random.chance(0.65)
        ? sqlTimestampOn(random, randomDay(random, created, utcDay(2025, 3, 31)))
        : null,
    };
  },
});

export const consultants: readonly ConsultantRecord[] = feed.records;

export function consultantIdOf(record: ConsultantRecord): number {
  return Number(record.consultanT_ID);
}

/** The branch a record belongs to, whichever spelling of the branch name it carries. */
export function consultantBranchOf(record: ConsultantRecord): BranchName {
  const branch = canonicalBranchName(record.brancH_NAME);
  if (!branch) throw new Error(`Unknown branch spelling ${JSON.stringify(record.brancH_NAME)}`);
  return branch;
}

const consultantsById = new Map(consultants.map((record) => [consultantIdOf(record), record]));

export function findConsultantById(id: number): ConsultantRecord | undefined {
  return consultantsById.get(id);
}

const idsWhere = (predicate: (record: ConsultantRecord) => boolean): number[] =>
  consultants.filter(predicate).map(consultantIdOf);

function firstIdWhere(predicate: (record: ConsultantRecord) => boolean, what: string): number {
  const id = idsWhere(predicate)[0];
  if (id === undefined) throw new Error(`Sandbox data has no consultant with ${what}`);
  return id;
}

const isBlank = (value: string | null): boolean => value === null || value.trim() === '';

const isComplete = (record: ConsultantRecord): boolean =>
  typeof record.consultanT_ID === 'number' &&
  [
    record.designation,
    record.timing,
    record.imagE_PATH,
    record.consultanT_SPECIALITY,
    record.profilE_NAME,
    record.qualification,
  ].every((value) => !isBlank(value)) &&
  record.brancH_NAME === consultantBranchOf(record);

/** Stable facts about the data, derived from it, for tests and docs. */
export const consultantFacts = {
  ...feed.facts,
  countByDepartment: Object.fromEntries(
    DEPARTMENT_NAMES.map((name) => [name, idsWhere((record) => record.department === name).length]),
  ) as Record<DepartmentName, number>,
  /** A numeric id inside the id range that no consultant has (ids have gaps). */
  unknownIdInRange: firstGap(feed.facts.ids),
  /** Every field present, numeric id, canonical branch spelling: Dr. Ayesha Khan at DHA. */
  fullRecordId: firstIdWhere(
    (record) => isComplete(record) && record.consultanT_NAME === 'Dr. Ayesha Khan',
    'a complete record for Dr. Ayesha Khan',
  ),
  ayeshaAtDhaIds: idsWhere(
    (record) => record.consultanT_NAME.includes('Ayesha') && consultantBranchOf(record) === 'DHA',
  ),
  /** designation, timing, imagE_PATH and consultanT_SPECIALITY are all null on this one. */
  sparseRecordId: firstIdWhere(
    (record) =>
      record.designation === null &&
      record.timing === null &&
      record.imagE_PATH === null &&
      record.consultanT_SPECIALITY === null,
    'null designation, timing, image and speciality',
  ),
  /** Complete records with even and odd numeric ids: main answers ConsultantsIDS as object / array. */
  evenCompleteId: firstIdWhere(
    (record) => isComplete(record) && consultantIdOf(record) % 2 === 0,
    'an even id',
  ),
  oddCompleteId: firstIdWhere(
    (record) => isComplete(record) && consultantIdOf(record) % 2 === 1,
    'an odd id',
  ),
  nullDesignationIds: idsWhere((record) => record.designation === null),
  emptyDesignationIds: idsWhere((record) => record.designation === ''),
  nullTimingIds: idsWhere((record) => record.timing === null),
  emptyTimingIds: idsWhere((record) => record.timing === ''),
  emptyImageIds: idsWhere((record) => record.imagE_PATH === ''),
  nullSpecialityIds: idsWhere((record) => record.consultanT_SPECIALITY === null),
  nullProfileIds: idsWhere((record) => record.profilE_NAME === null),
  /** Ids serialised as strings on every host, not only on plain. */
  stringIdIds: idsWhere((record) => typeof record.consultanT_ID === 'string'),
} as const;

export type ConsultantFacts = typeof consultantFacts;
