/**
 * The departments feed (/api/web/departments) and each department's services
 * (/api/web/DepartmentServices?Id=), generated from the department catalogue.
 */

import { BRANCH_PLACES, type BranchName } from './branches';
import { EDITOR_STYLES, renderCmsHtml, type HtmlBlock } from './cms-html';
import { CORE_DEPARTMENT_COUNT, DEPARTMENT_CATALOGUE } from './departments';
import { childLists, feedImage, firstGap, generateFeed, slugOf } from './feed-generator';
import type { Random } from './random';

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

interface Slot {
  branch: BranchName;
  department: (typeof DEPARTMENT_CATALOGUE)[number];
}

const STAFFING = [
  'The department is led by consultants trained in Pakistan and abroad, with dedicated nursing staff.',
  'Patients are seen in the OPD six days a week, and consultants are on call around the clock.',
  'Panel patients of the major insurance companies and corporate organisations are accepted.',
];

function opdTimings(random: Random): HtmlBlock {
  return {
    kind: 'table',
    header: ['Day', 'Morning OPD', 'Evening OPD'],
    rows: [
      [
        'Monday - Friday',
        '9:00 AM - 2:00 PM',
        random.pick(['5:00 PM - 9:00 PM', '6:00 PM - 10:00 PM']),
      ],
      ['Saturday', '9:00 AM - 1:00 PM', ''],
      ['Sunday', 'Emergency only', ''],
    ],
  };
}

const servicesByDepartment = childLists<DepartmentServiceRecord>(1001);

const feed = generateFeed<Slot, DepartmentRecord, 'nullImage'>({
  seed: 0xde9a_2024,
  rows: {
    table: 'departments',
    // The core departments first, then the two most wanted, then any others.
    slots: (branch, count, random) =>
      [
        ...DEPARTMENT_CATALOGUE.slice(0, CORE_DEPARTMENT_COUNT + 2),
        ...random.shuffle(DEPARTMENT_CATALOGUE.slice(CORE_DEPARTMENT_COUNT + 2)),
      ]
        .slice(0, count)
        .map((department) => ({ branch, department })),
  },
  firstId: 11,
  quirks: { nullImage: 0.15 },
  hostileRecords: 3,
  idOf: (record) => record.cosT_CENTER_ID,
  htmlOf: (record) => [record.depT_DESCRIPTION],
  build: ({ id, branchName, slot: { branch, department }, quirk, hostile, random }) => {
    const place = BRANCH_PLACES[branch].title;
    const services = random
      .shuffle(department.services)
      .slice(0, random.int(3, department.services.length));
    servicesByDepartment.add(id, services.length, (serviceId, position) => ({
      d_SERV_ID: serviceId,
      servicE_NAME: services[position] ?? '',
    }));
    const blocks: HtmlBlock[] = [
      { kind: 'text', text: `${department.name} at ${place}: ${department.summary}` },
      { kind: 'text', lead: 'Our team:', text: random.pick(STAFFING) },
    ];
    if (random.chance(0.7)) {
      blocks.push(
        { kind: 'heading', text: 'Services' },
        { kind: 'list', items: services, ordered: random.chance(0.2) },
      );
    }
    if (random.chance(0.4))
      blocks.push({ kind: 'heading', text: 'OPD Timings' }, opdTimings(random));
    const slug = slugOf(department.name);
    if (random.chance(0.3)) {
      const ward = feedImage(
        'banner',
        'Departments/Inner',
        `${slug}-ward-${id}.jpg`,
        `${department.name} ward`,
      );
      blocks.push({ kind: 'image', path: ward, alt: department.name });
    }
    return {
      cosT_CENTER_ID: id,
      cosT_DESC: department.name,
      brancH_NAME: branchName ?? branch,
      imagE_PATH:
        quirk === 'nullImage'
          ? null
          : feedImage(
              'banner',
              'Departments',
              `${slug}-${id}.jpg`,
              `${department.name} - ${branch}`,
            ),
      depT_DESCRIPTION: renderCmsHtml(random, blocks, random.pick(EDITOR_STYLES), hostile),
    };
  },
});

export const departments: readonly DepartmentRecord[] = feed.records;

/** The DepartmentServices answer for a cost centre; [] for an unknown id, like the real feed. */
export const departmentServicesOf = servicesByDepartment.of;

const idWithServices = feed.facts.ids.reduce((best, id) =>
  departmentServicesOf(id).length > departmentServicesOf(best).length ? id : best,
);

/** Stable facts about the data, derived from it, for tests and docs. */
export const departmentFacts = {
  ...feed.facts,
  /** Inside the id range, but no department has it. */
  unknownIdInRange: firstGap(feed.facts.ids),
  /** The department with the most services, and how many it has. */
  idWithServices,
  serviceCountOfIdWithServices: departmentServicesOf(idWithServices).length,
  serviceCountById: servicesByDepartment.countById(),
} as const;

export type DepartmentFacts = typeof departmentFacts;
