/**
 * The departments feed (/api/web/departments) and each department's services
 * (/api/web/DepartmentServices?Id=). Generated from a fixed seed; `departmentFacts` derives what
 * tests may rely on from the rows.
 */

import { BRANCH_NAMES, BRANCH_PLACES, createBranchSpeller, type BranchName } from './branches';
import {
  assignHostileMarkup,
  containsHostileMarkup,
  EDITOR_STYLES,
  renderCmsHtml,
  type HtmlBlock,
} from './cms-html';
import {
  CORE_DEPARTMENTS,
  DEPARTMENT_CATALOGUE,
  PRIORITY_EXTRA_DEPARTMENTS,
  departmentEntry,
} from './department-catalogue';
import { countByBranch, firstGap, frozen } from './feed-facts';
import { banner, imagePath, slugOf, type FeedImage } from './image-paths';
import { createRandom, type Random } from './random';

export interface DepartmentRecord {
  cosT_CENTER_ID: number;
  cosT_DESC: string;
  brancH_NAME: string;
  imagE_PATH: string | null;
  depT_DESCRIPTION: string;
}

export interface DepartmentServiceRecord {
  d_SERV_ID: number;
  servicE_NAME: string;
}

const SEED = 0xde9a_2024;
const FIRST_ID = 11;
const FIRST_SERVICE_ID = 1001;
const NULL_IMAGE_RATE = 0.15;
const BRANCH_VARIANT_RATE = 0.15;
const HOSTILE_RECORDS = 3;

/** Departments listed per branch (8 to 20): the trust hospital and the Enclave are the smallest. */
const DEPARTMENTS_PER_BRANCH: Readonly<Record<BranchName, number>> = {
  'Allama Iqbal Town': 18,
  DHA: 16,
  'West Wood': 14,
  'Bahria Golf City': 12,
  'Bahria Enclave': 9,
  'Akhtar Saeed': 8,
  'Doctors Hospital': 20,
};

const STAFFING_SENTENCES = [
  'The department is led by consultants trained in Pakistan and abroad and is supported by dedicated nursing and technical staff.',
  'Patients are seen in the OPD six days a week, and consultants remain on call for emergencies around the clock.',
  'All procedures follow the infection-control and patient-safety protocols of the hospital, which is accredited by the Punjab Healthcare Commission.',
  'Panel patients of the major insurance companies and corporate organisations are accepted.',
] as const;

interface DepartmentSlot {
  branch: BranchName;
  name: string;
}

function branchDepartments(random: Random, branch: BranchName): DepartmentSlot[] {
  const fixed: readonly string[] = [...CORE_DEPARTMENTS, ...PRIORITY_EXTRA_DEPARTMENTS];
  const others = random.shuffle(
    DEPARTMENT_CATALOGUE.map((entry) => entry.name).filter((name) => !fixed.includes(name)),
  );
  return [...fixed, ...others]
    .slice(0, DEPARTMENTS_PER_BRANCH[branch])
    .map((name) => ({ branch, name }));
}

function opdTimingsTable(random: Random): HtmlBlock {
  const evening = random.pick(['5:00 PM - 9:00 PM', '6:00 PM - 10:00 PM', '4:00 PM - 8:00 PM']);
  return {
    kind: 'table',
    header: ['Day', 'Morning OPD', 'Evening OPD'],
    rows: [
      ['Monday - Friday', '9:00 AM - 2:00 PM', evening],
      ['Saturday', '9:00 AM - 1:00 PM', ''],
      ['Sunday', 'Emergency only', ''],
    ],
  };
}

function descriptionBlocks(
  random: Random,
  slot: DepartmentSlot,
  services: readonly string[],
  inlineImage: string | undefined,
): HtmlBlock[] {
  const entry = departmentEntry(slot.name);
  const blocks: HtmlBlock[] = [
    { kind: 'text', text: entry.summary },
    {
      kind: 'text',
      lead: `${slot.name} at ${BRANCH_PLACES[slot.branch].title}:`,
      text: random.shuffle(STAFFING_SENTENCES).slice(0, random.int(1, 2)).join(' '),
    },
  ];
  if (random.chance(0.7)) {
    blocks.push({ kind: 'heading', text: 'Services' });
    blocks.push({ kind: 'list', items: services, ordered: random.chance(0.2) });
  }
  if (random.chance(0.4)) {
    blocks.push({ kind: 'heading', text: 'OPD Timings' });
    blocks.push(opdTimingsTable(random));
  }
  if (inlineImage) blocks.push({ kind: 'image', path: inlineImage, alt: slot.name });
  return blocks;
}

interface DepartmentsFeed {
  departments: readonly DepartmentRecord[];
  servicesByDepartment: ReadonlyMap<number, readonly DepartmentServiceRecord[]>;
  images: readonly FeedImage[];
}

function generateDepartments(): DepartmentsFeed {
  const random = createRandom(SEED);
  const slots = random.shuffle(BRANCH_NAMES.flatMap((branch) => branchDepartments(random, branch)));
  const spellBranch = createBranchSpeller(random, BRANCH_VARIANT_RATE);
  const nullImages = new Set(
    random
      .shuffle(slots.map((_, index) => index))
      .slice(0, Math.round(slots.length * NULL_IMAGE_RATE)),
  );
  const hostile = assignHostileMarkup(random, slots.length, HOSTILE_RECORDS);
  const images: FeedImage[] = [];
  const servicesByDepartment = new Map<number, DepartmentServiceRecord[]>();
  let nextId = FIRST_ID;
  let nextServiceId = FIRST_SERVICE_ID;

  const departments = slots.map((slot, index): DepartmentRecord => {
    const id = nextId;
    nextId += random.int(1, 3);
    const entry = departmentEntry(slot.name);
    const serviceNames = random
      .shuffle(entry.services)
      .slice(0, random.int(3, Math.min(12, entry.services.length)));
    servicesByDepartment.set(
      id,
      serviceNames.map((name) => ({ d_SERV_ID: nextServiceId++, servicE_NAME: name })),
    );

    const slug = slugOf(slot.name);
    const title = `${slot.name} - ${slot.branch}`;
    const cardPath = nullImages.has(index) ? null : imagePath('Departments', `${slug}-${id}.jpg`);
    if (cardPath) images.push(banner(cardPath, title));
    const inlinePath = random.chance(0.3)
      ? imagePath('Departments/Inner', `${slug}-ward-${id}.jpg`)
      : undefined;
    if (inlinePath) images.push(banner(inlinePath, `${slot.name} ward`));

    return {
      cosT_CENTER_ID: id,
      cosT_DESC: slot.name,
      brancH_NAME: spellBranch(slot.branch),
      imagE_PATH: cardPath,
      depT_DESCRIPTION: renderCmsHtml(
        random,
        descriptionBlocks(random, slot, serviceNames, inlinePath),
        random.pick(EDITOR_STYLES),
        hostile.get(index),
      ),
    };
  });
  return {
    departments: frozen(departments.sort((a, b) => a.cosT_CENTER_ID - b.cosT_CENTER_ID)),
    servicesByDepartment: new Map(
      [...servicesByDepartment].map(([id, services]) => [id, frozen(services)]),
    ),
    images,
  };
}

const feed = generateDepartments();

export const departments: readonly DepartmentRecord[] = feed.departments;

export const departmentImages: readonly FeedImage[] = feed.images;

/** The DepartmentServices answer for a cost centre; [] for an unknown id, like the real feed. */
export function departmentServicesOf(costCentreId: number): readonly DepartmentServiceRecord[] {
  return feed.servicesByDepartment.get(costCentreId) ?? [];
}

const departmentIds = departments.map((record) => record.cosT_CENTER_ID);
const mostServices = [...feed.servicesByDepartment].reduce((best, current) =>
  current[1].length > best[1].length ? current : best,
);

/** Stable facts about the data, derived from it, for tests and docs. */
export const departmentFacts = {
  total: departments.length,
  countByBranch: countByBranch(departments),
  lowestId: departmentIds[0] as number,
  highestId: departmentIds[departmentIds.length - 1] as number,
  /** Inside the id range, but no department has it. */
  unknownIdInRange: firstGap(departmentIds),
  /** The department with the most services, and how many it has. */
  idWithServices: mostServices[0],
  serviceCountOfIdWithServices: mostServices[1].length,
  serviceCountById: Object.fromEntries(
    [...feed.servicesByDepartment].map(([id, services]) => [id, services.length]),
  ) as Readonly<Record<number, number>>,
  nullImageIds: departments
    .filter((record) => record.imagE_PATH === null)
    .map((r) => r.cosT_CENTER_ID),
  hostileIds: departments
    .filter((record) => containsHostileMarkup(record.depT_DESCRIPTION))
    .map((record) => record.cosT_CENTER_ID),
  /** Rows whose brancH_NAME is not exactly the canonical spelling. */
  branchVariantIds: departments
    .filter((record) => !(BRANCH_NAMES as readonly string[]).includes(record.brancH_NAME))
    .map((record) => record.cosT_CENTER_ID),
} as const;

export type DepartmentFacts = typeof departmentFacts;
