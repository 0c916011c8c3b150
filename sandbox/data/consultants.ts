/**
 * The consultant table behind every simulated host, in the wire format of /api/web/Consultants.
 * Generated from a fixed seed, so ids, gaps, missing values and counts never change between runs;
 * `consultantFacts` derives the numbers tests may rely on from the data itself.
 */

import {
  BRANCH_NAMES,
  BRANCH_NAME_VARIANTS,
  BRANCH_SIZES,
  canonicalBranchName,
  type BranchName,
} from './branches';
import {
  CORE_DEPARTMENT_QUOTA,
  DEPARTMENT_NAMES,
  DEPARTMENT_PROFILES,
  type DepartmentName,
} from './departments';
import {
  FAMILY_NAMES,
  FEMALE_FAMILY_NAMES,
  FEMALE_GIVEN_NAMES,
  FEMALE_MIDDLE_NAMES,
  MALE_GIVEN_NAMES,
  MALE_MIDDLE_NAMES,
  type Gender,
} from './people';
import { profileParagraph } from './profiles';
import { createRandom, type Random } from './random';
import { randomTiming } from './timings';

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

const SEED = 0x0f4a_2024;
const FIRST_ID = 101;

/** Named people that docs and tests refer to; they always get complete, canonical records. */
interface AnchorConsultant {
  name: string;
  gender: Gender;
  branch: BranchName;
  department: DepartmentName;
  designation: string;
}

const ANCHORS: readonly AnchorConsultant[] = [
  {
    name: 'Dr. Ayesha Khan',
    gender: 'female',
    branch: 'DHA',
    department: 'Neurology',
    designation: 'Consultant Neurologist',
  },
  {
    name: 'Dr. Muhammad Asif Javed',
    gender: 'male',
    branch: 'Allama Iqbal Town',
    department: 'Medicine',
    designation: 'Consultant Physician',
  },
  {
    name: 'Prof. Dr. Khalid Mahmood',
    gender: 'male',
    branch: 'Doctors Hospital',
    department: 'Cardiology',
    designation: 'Professor of Cardiology',
  },
  {
    name: 'Dr. Ayesha Siddiqa',
    gender: 'female',
    branch: 'West Wood',
    department: 'Gynaecology & Obstetrics',
    designation: 'Consultant Gynaecologist',
  },
  {
    name: 'Dr. Sana Fatima Malik',
    gender: 'female',
    branch: 'Bahria Golf City',
    department: 'Paediatrics',
    designation: 'Consultant Paediatrician',
  },
];

const CREATORS = ['admin', 'webadmin', 'it.support', 'hr.dha', 'sajjad.it', 'm.naeem'] as const;

/** Share of eligible (non-anchor) rows given each kind of missing value. */
const MISSING_RATES = {
  designation: 0.06,
  timing: 0.08,
  image: 0.1,
  speciality: 0.15,
  profile: 0.02,
  qualification: 0.04,
  idAsString: 0.05,
  branchVariant: 0.2,
} as const;

/** Rows whose text field is the empty string rather than null, as the CMS sometimes saved. */
const EMPTY_STRING_ROWS = 2;

interface Slot {
  branch: BranchName;
  department: DepartmentName;
  anchor?: AnchorConsultant;
}

function branchSlots(random: Random, branch: BranchName): Slot[] {
  const anchors = ANCHORS.filter((anchor) => anchor.branch === branch);
  const slots: Slot[] = anchors.map((anchor) => ({
    branch,
    department: anchor.department,
    anchor,
  }));
  for (const [department, count] of CORE_DEPARTMENT_QUOTA) {
    for (let i = 0; i < count; i++) slots.push({ branch, department });
  }
  while (slots.length < BRANCH_SIZES[branch]) {
    slots.push({ branch, department: random.pick(DEPARTMENT_NAMES) });
  }
  return slots;
}

function nameKey(name: string): string {
  return name.replace(/^(Prof\.\s+)?Dr\.\s+/, '').toLowerCase();
}

function randomPersonName(random: Random, gender: Gender, taken: Set<string>): string {
  for (;;) {
    const given = random.pick(gender === 'male' ? MALE_GIVEN_NAMES : FEMALE_GIVEN_NAMES);
    const middle = random.chance(0.3)
      ? random.pick(gender === 'male' ? MALE_MIDDLE_NAMES : FEMALE_MIDDLE_NAMES)
      : undefined;
    const family =
      gender === 'female' && random.chance(0.15)
        ? random.pick(FEMALE_FAMILY_NAMES)
        : random.pick(FAMILY_NAMES);
    const name = [given, middle, family].filter((part) => part !== undefined).join(' ');
    if (given !== middle && !taken.has(name.toLowerCase())) return name;
  }
}

function genderFor(random: Random, department: DepartmentName): Gender {
  const femaleShare = department === 'Gynaecology & Obstetrics' ? 0.9 : 0.4;
  return random.chance(femaleShare) ? 'female' : 'male';
}

function sqlTimestamp(random: Random, fromUtc: number, toUtc: number): string {
  const at = new Date(fromUtc + Math.floor(random.next() * (toUtc - fromUtc)));
  // SQL Server datetime columns serialise with milliseconds only when they are non-zero.
  return random.chance(0.3) ? at.toISOString().slice(0, 23) : at.toISOString().slice(0, 19);
}

function imageSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

interface GeneratedRow {
  record: ConsultantRecord;
  isAnchor: boolean;
}

function generateRow(
  random: Random,
  slot: Slot,
  id: number,
  sortOrder: number,
  taken: Set<string>,
): GeneratedRow {
  const profile = DEPARTMENT_PROFILES[slot.department];
  const anchor = slot.anchor;
  const gender = anchor?.gender ?? genderFor(random, slot.department);
  const isProfessor = anchor ? anchor.designation.startsWith('Professor') : random.chance(0.1);
  const designation =
    anchor?.designation ??
    random.pick(
      isProfessor
        ? profile.professorDesignations
        : random.chance(0.08)
          ? ['Senior Registrar', 'Medical Officer']
          : profile.designations,
    );
  const name =
    anchor?.name ??
    `${isProfessor ? 'Prof. Dr.' : 'Dr.'} ${randomPersonName(random, gender, taken)}`;
  taken.add(nameKey(name));

  const postgraduateDegrees = random
    .shuffle(profile.postgraduateDegrees)
    .slice(0, isProfessor ? random.int(2, 3) : random.int(1, 2));
  const yearsOfExperience = isProfessor ? random.int(18, 35) : random.int(4, 24);
  const createdAt = sqlTimestamp(random, Date.UTC(2019, 0, 1), Date.UTC(2024, 5, 30));
  const updatedAt = random.chance(0.65)
    ? sqlTimestamp(random, Date.parse(`${createdAt}Z`), Date.UTC(2025, 2, 31))
    : null;

  const record: ConsultantRecord = {
    consultanT_ID: id,
    consultanT_NAME: name,
    designation,
    timing: randomTiming(random),
    department: slot.department,
    brancH_NAME: slot.branch,
    imagE_PATH: `~/Images/Consultants/${imageSlug(name)}-${id}.jpg`,
    consultanT_SPECIALITY: random.pick(profile.specialities),
    profilE_NAME: profileParagraph(random, {
      name,
      gender,
      designation,
      department: slot.department,
      departmentProfile: profile,
      branch: slot.branch,
      postgraduateDegrees,
      yearsOfExperience,
    }),
    qualification: [profile.basicDegree, ...postgraduateDegrees].join(', '),
    pmdC_NO: `${random.int(10000, 99999)}-${profile.basicDegree === 'BDS' ? 'D' : 'P'}`,
    sorT_ORDER: sortOrder,
    isActive: 'Y',
    createD_BY: random.pick(CREATORS),
    createD_DATE: createdAt,
    updateD_DATE: updatedAt,
  };
  return { record, isAnchor: anchor !== undefined };
}

/** Deterministically chooses `count` rows from `pool`, listing `first` ahead of the rest. */
function chooseRows(
  random: Random,
  pool: readonly number[],
  count: number,
  first?: number,
): number[] {
  const rest = random.shuffle(pool.filter((index) => index !== first));
  return (first === undefined ? rest : [first, ...rest]).slice(0, count);
}

function generateConsultants(): ConsultantRecord[] {
  const random = createRandom(SEED);
  // Ids are handed out in a global shuffled order with gaps, as rows were added over the years.
  const slots = random.shuffle(BRANCH_NAMES.flatMap((branch) => branchSlots(random, branch)));
  const taken = new Set<string>(ANCHORS.map((anchor) => nameKey(anchor.name)));
  const sortOrderByBranch = new Map<BranchName, number>();
  let nextId = FIRST_ID;
  const rows = slots.map((slot) => {
    const sortOrder = (sortOrderByBranch.get(slot.branch) ?? 0) + 1;
    sortOrderByBranch.set(slot.branch, sortOrder);
    const row = generateRow(random, slot, nextId, sortOrder, taken);
    nextId += random.int(1, 3);
    return row;
  });

  const records = rows.map((row) => row.record);
  const eligible = rows.flatMap((row, index) => (row.isAnchor ? [] : [index]));
  const share = (rate: number): number => Math.round(eligible.length * rate);
  const edit = (indices: readonly number[], change: (record: ConsultantRecord) => void): void => {
    for (const index of indices) change(records[index] as ConsultantRecord);
  };

  // One deliberately sparse row, so the "not available" fallbacks all have a single stable target.
  const sparse = eligible[random.int(0, eligible.length - 1)];
  const withEmptyStrings = (
    rate: number,
    apply: (record: ConsultantRecord, value: null | '') => void,
  ): void => {
    const chosen = chooseRows(random, eligible, share(rate) + EMPTY_STRING_ROWS, sparse);
    edit(chosen.slice(0, -EMPTY_STRING_ROWS), (record) => apply(record, null));
    edit(chosen.slice(-EMPTY_STRING_ROWS), (record) => apply(record, ''));
  };
  withEmptyStrings(MISSING_RATES.designation, (record, value) => (record.designation = value));
  withEmptyStrings(MISSING_RATES.timing, (record, value) => (record.timing = value));
  withEmptyStrings(MISSING_RATES.image, (record, value) => (record.imagE_PATH = value));
  edit(chooseRows(random, eligible, share(MISSING_RATES.speciality), sparse), (record) => {
    record.consultanT_SPECIALITY = null;
  });
  edit(chooseRows(random, eligible, share(MISSING_RATES.profile)), (record) => {
    record.profilE_NAME = null;
  });
  edit(chooseRows(random, eligible, share(MISSING_RATES.qualification)), (record) => {
    record.qualification = null;
  });
  // The real feed is inconsistent: some ids arrive as strings on every host.
  edit(chooseRows(random, eligible, share(MISSING_RATES.idAsString)), (record) => {
    record.consultanT_ID = String(record.consultanT_ID);
  });
  // Variants rotate per branch so every known misspelling shows up somewhere.
  const variantsUsed = new Map<BranchName, number>();
  for (const index of eligible) {
    const record = records[index] as ConsultantRecord;
    const branch = canonicalBranchName(record.brancH_NAME);
    if (branch === undefined || !random.chance(MISSING_RATES.branchVariant)) continue;
    const used = variantsUsed.get(branch) ?? 0;
    const variants = BRANCH_NAME_VARIANTS[branch];
    record.brancH_NAME = variants[used % variants.length] ?? branch;
    variantsUsed.set(branch, used + 1);
  }
  // Frozen because every host and every test shares these rows; a stray mutation would leak.
  return records.map((record) => Object.freeze(record));
}

export const consultants: readonly ConsultantRecord[] = generateConsultants();

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

function isBlank(value: string | null): boolean {
  return value === null || value.trim() === '';
}

function idsWhere(predicate: (record: ConsultantRecord) => boolean): number[] {
  return consultants.filter(predicate).map(consultantIdOf);
}

function firstIdWhere(predicate: (record: ConsultantRecord) => boolean, what: string): number {
  const id = idsWhere(predicate)[0];
  if (id === undefined) throw new Error(`Sandbox data has no consultant with ${what}`);
  return id;
}

function countBy<K extends string>(
  keys: readonly K[],
  keyOf: (record: ConsultantRecord) => string,
) {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const record of consultants) {
    const key = keyOf(record) as K;
    if (key in counts) counts[key] += 1;
  }
  return counts;
}

const isComplete = (record: ConsultantRecord): boolean =>
  typeof record.consultanT_ID === 'number' &&
  !isBlank(record.designation) &&
  !isBlank(record.timing) &&
  !isBlank(record.imagE_PATH) &&
  !isBlank(record.consultanT_SPECIALITY) &&
  !isBlank(record.profilE_NAME) &&
  !isBlank(record.qualification) &&
  record.brancH_NAME === consultantBranchOf(record);

const sortedIds = consultants.map(consultantIdOf).sort((a, b) => a - b);

function firstGapInIds(): number {
  const before = sortedIds.find((id, index) => sortedIds[index + 1] !== id + 1);
  if (before === undefined) throw new Error('Sandbox ids have no gap');
  return before + 1;
}

/** Stable facts about the data, derived from it, for tests and docs. */
export const consultantFacts = {
  total: consultants.length,
  countByBranch: countBy(BRANCH_NAMES, consultantBranchOf),
  countByDepartment: countBy(DEPARTMENT_NAMES, (record) => record.department),
  lowestId: sortedIds[0] as number,
  highestId: sortedIds[sortedIds.length - 1] as number,
  /** A numeric id inside the id range that no consultant has (ids have gaps). */
  unknownIdInRange: firstGapInIds(),
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
  nullImageIds: idsWhere((record) => record.imagE_PATH === null),
  emptyImageIds: idsWhere((record) => record.imagE_PATH === ''),
  nullSpecialityIds: idsWhere((record) => record.consultanT_SPECIALITY === null),
  nullProfileIds: idsWhere((record) => record.profilE_NAME === null),
  /** Ids serialised as strings on every host, not only on plain. */
  stringIdIds: idsWhere((record) => typeof record.consultanT_ID === 'string'),
  /** Records whose brancH_NAME is not exactly the canonical spelling. */
  branchVariantIds: idsWhere((record) => record.brancH_NAME !== consultantBranchOf(record)),
} as const;

export type ConsultantFacts = typeof consultantFacts;
