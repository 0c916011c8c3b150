/**
 * The about-us feed (/api/web/aboutus): one entry per branch, except that West Wood has none (the
 * site then shows "No data found for Westwood branch") and DHA has an older second entry after
 * its current one (the site uses the first match).
 */

import { BRANCH_NAMES, type BranchName } from './branches';
import {
  assignHostileMarkup,
  containsHostileMarkup,
  renderCmsHtml,
  type EditorStyle,
  type HtmlBlock,
} from './cms-html';
import { frozen } from './feed-facts';
import { banner, imagePath, slugOf, type FeedImage } from './image-paths';
import { createRandom } from './random';

export interface AboutRecord {
  brancH_NAME: string;
  heading: string;
  abouT_US: string;
  imagE_PATH: string | null;
}

const SEED = 0xab07_2024;
const HOSTILE_ENTRIES = 2;

interface AboutEntry {
  branch: BranchName;
  heading: string;
  paragraphs: readonly string[];
  facilities?: readonly string[];
  style: EditorStyle;
  hasImage: boolean;
}

/** In feed order. The older DHA entry follows the current one, as the CMS never deleted it. */
const ENTRIES: readonly AboutEntry[] = [
  {
    branch: 'Allama Iqbal Town',
    heading: 'Welcome to Farooq Hospital Allama Iqbal Town',
    paragraphs: [
      'Farooq Hospital Allama Iqbal Town is the founding hospital of the group and has served the people of Lahore for more than three decades.',
      'It offers a full range of medical and surgical specialities, a 24-hour emergency, intensive care and a teaching programme for postgraduate trainees.',
    ],
    facilities: [
      '24/7 Emergency and ICU',
      'Cardiac Cath Lab',
      'School of Nursing',
      'Dialysis Unit',
    ],
    style: 'justified',
    hasImage: true,
  },
  {
    branch: 'DHA',
    heading: 'Farooq Hospital DHA: Care Close to Home',
    paragraphs: [
      'Farooq Hospital DHA brings the experience of the group to the residents of Defence and the surrounding areas of Lahore.',
      'The hospital is equipped with modern operation theatres, a 1.5 Tesla MRI, a neonatal ICU and comfortable private rooms.',
    ],
    facilities: ['1.5 Tesla MRI', 'Neonatal ICU', 'Modular Operation Theatres', 'Private Suites'],
    style: 'word',
    hasImage: true,
  },
  {
    branch: 'Bahria Golf City',
    heading: 'Farooq Hospital Islamabad',
    paragraphs: [
      'Farooq Hospital Islamabad at Bahria Golf City serves the twin cities of Islamabad and Rawalpindi with consultants of every major speciality.',
      'Its emergency department, laboratory and pharmacy are open around the clock.',
    ],
    style: 'plain',
    hasImage: true,
  },
  {
    branch: 'DHA',
    heading: 'About Farooq Hospital DHA (2019)',
    paragraphs: [
      'Farooq Hospital DHA opened its doors in 2019 with an outpatient department, laboratory and pharmacy.',
      'Inpatient services will start in the second phase of the project.',
    ],
    style: 'plain',
    hasImage: true,
  },
  {
    branch: 'Bahria Enclave',
    heading: 'Farooq Hospital Bahria Enclave',
    paragraphs: [
      'Farooq Hospital Bahria Enclave is the group’s newest hospital in Islamabad, built to international standards of patient safety.',
      'It offers family medicine, paediatrics, gynaecology and day-care surgery, with specialist clinics every week.',
    ],
    style: 'justified',
    hasImage: true,
  },
  {
    branch: 'Akhtar Saeed',
    heading: 'Akhtar Saeed Trust Hospital',
    paragraphs: [
      'Akhtar Saeed Trust Hospital is a 300-bed, 100% charity hospital that treats deserving patients free of cost.',
      'It is run by the Akhtar Saeed Trust and is the teaching hospital of Akhtar Saeed Medical & Dental College.',
    ],
    facilities: [
      'Free OPD and medicines',
      'Free surgery for deserving patients',
      'Zakat-funded dialysis',
    ],
    style: 'word',
    hasImage: false,
  },
  {
    branch: 'Doctors Hospital',
    heading: 'Doctors Hospital Johar Town',
    paragraphs: [
      'Doctors Hospital in Johar Town is a 250-bed tertiary care hospital and a member of the Farooq Group of Hospitals.',
      'It is known for cardiac surgery, neurosurgery, kidney transplantation and a large intensive care complex.',
    ],
    facilities: ['250 beds', 'Kidney Transplant Unit', 'Cardiac Surgery', 'Neuro ICU'],
    style: 'justified',
    hasImage: true,
  },
];

function aboutBlocks(entry: AboutEntry, image: string | null): HtmlBlock[] {
  const blocks: HtmlBlock[] = entry.paragraphs.map((text) => ({ kind: 'text', text }));
  if (entry.facilities) {
    blocks.push({ kind: 'heading', text: 'Facilities' });
    blocks.push({ kind: 'list', items: entry.facilities });
  }
  if (image && entry.style !== 'plain')
    blocks.push({ kind: 'image', path: image, alt: entry.heading });
  return blocks;
}

function generateAbout(): { records: readonly AboutRecord[]; images: FeedImage[] } {
  const random = createRandom(SEED);
  const hostile = assignHostileMarkup(random, ENTRIES.length, HOSTILE_ENTRIES);
  const images: FeedImage[] = [];
  const records = ENTRIES.map((entry, index): AboutRecord => {
    const path = entry.hasImage
      ? imagePath('AboutUs', `${slugOf(entry.branch)}-${index + 1}.jpg`)
      : null;
    if (path) images.push(banner(path, entry.heading));
    return {
      brancH_NAME: entry.branch,
      heading: entry.heading,
      abouT_US: renderCmsHtml(random, aboutBlocks(entry, path), entry.style, hostile.get(index)),
      imagE_PATH: path,
    };
  });
  return { records: frozen(records), images };
}

const feed = generateAbout();

export const aboutEntries: readonly AboutRecord[] = feed.records;

export const aboutImages: readonly FeedImage[] = feed.images;

const branchesWithEntries = BRANCH_NAMES.filter((branch) =>
  aboutEntries.some((record) => record.brancH_NAME === branch),
);

/** Stable facts about the data, derived from it, for tests and docs. */
export const aboutFacts = {
  total: aboutEntries.length,
  branchesWithEntries,
  branchesWithoutEntries: BRANCH_NAMES.filter((branch) => !branchesWithEntries.includes(branch)),
  /** Has two entries; the first (current) one is what the site shows. */
  branchWithTwoEntries: BRANCH_NAMES.find(
    (branch) => aboutEntries.filter((record) => record.brancH_NAME === branch).length === 2,
  ) as BranchName,
  nullImageBranches: aboutEntries
    .filter((record) => record.imagE_PATH === null)
    .map((record) => record.brancH_NAME),
  /** Positions in the feed of entries whose abouT_US carries hostile markup (entries have no id). */
  hostileIndexes: aboutEntries.flatMap((record, index) =>
    containsHostileMarkup(record.abouT_US) ? [index] : [],
  ),
} as const;

export type AboutFacts = typeof aboutFacts;
