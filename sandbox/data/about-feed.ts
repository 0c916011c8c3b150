/**
 * The about-us feed (/api/web/aboutus): one entry per branch, except that West Wood has none (the
 * site then shows "No data found for Westwood branch") and DHA has an older second entry after
 * its current one (the site uses the first match). Entries have no id.
 */

import { BRANCH_NAMES, type BranchName } from './branches';
import { renderCmsHtml, type EditorStyle, type HtmlBlock } from './cms-html';
import { feedImage, generateFeed, list, slugOf, table } from './feed-generator';

export interface AboutRecord {
  brancH_NAME: string;
  heading: string;
  abouT_US: string;
  imagE_PATH: string | null;
}

/**
 * In feed order; the older DHA entry follows the current one, as the CMS never deleted it.
 * branch | heading | editor style | picture? | text | facilities.
 */
const ENTRIES = table(`
Allama Iqbal Town | Welcome to Farooq Hospital Allama Iqbal Town | justified | yes | The founding hospital of the group has served Lahore for more than three decades, with every major speciality, a 24-hour emergency and postgraduate training. | 24/7 Emergency and ICU; Cardiac Cath Lab; School of Nursing
DHA | Farooq Hospital DHA: Care Close to Home | word | yes | Farooq Hospital DHA brings the experience of the group to Defence, with modern theatres, a 1.5 Tesla MRI, a neonatal ICU and private rooms. | 1.5 Tesla MRI; Neonatal ICU; Private Suites
Bahria Golf City | Farooq Hospital Islamabad | plain | yes | Farooq Hospital Islamabad serves the twin cities with consultants of every major speciality; its emergency, laboratory and pharmacy never close. |
DHA | About Farooq Hospital DHA (2019) | plain | yes | Farooq Hospital DHA opened in 2019 with an outpatient department, laboratory and pharmacy. Inpatient services will start in the second phase. |
Bahria Enclave | Farooq Hospital Bahria Enclave | justified | yes | The group’s newest hospital in Islamabad offers family medicine, paediatrics, gynaecology and day-care surgery, with specialist clinics every week. |
Akhtar Saeed | Akhtar Saeed Trust Hospital | word | no | A 300-bed, 100% charity hospital that treats deserving patients free of cost, and the teaching hospital of Akhtar Saeed Medical & Dental College. | Free OPD and medicines; Zakat-funded dialysis
Doctors Hospital | Doctors Hospital Johar Town | justified | yes | A 250-bed tertiary care hospital known for cardiac surgery, neurosurgery, kidney transplantation and a large intensive care complex. | Kidney Transplant Unit; Cardiac Surgery; Neuro ICU
`).map(([branch, heading = '', style, picture, text = '', facilities = '']) => ({
  branch: branch as BranchName,
  heading,
  style: style as EditorStyle,
  text,
  facilities: list(facilities),
  hasImage: picture === 'yes',
}));

const feed = generateFeed<(typeof ENTRIES)[number], AboutRecord>({
  seed: 0xab07_2024,
  rows: ENTRIES.map((entry) => ({ branch: entry.branch, slot: entry })),
  branchVariantRate: 0,
  hostileRecords: 2,
  htmlOf: (record) => [record.abouT_US],
  build: ({ index, slot: entry, hostile, random }) => {
    const path = entry.hasImage
      ? feedImage('banner', 'AboutUs', `${slugOf(entry.branch)}-${index + 1}.jpg`, entry.heading)
      : null;
    const blocks: HtmlBlock[] = [{ kind: 'text', text: entry.text }];
    if (entry.facilities.length > 0) {
      blocks.push(
        { kind: 'heading', text: 'Facilities' },
        { kind: 'list', items: entry.facilities },
      );
    }
    if (path && entry.style !== 'plain') blocks.push({ kind: 'image', path, alt: entry.heading });
    return {
      brancH_NAME: entry.branch,
      heading: entry.heading,
      abouT_US: renderCmsHtml(random, blocks, entry.style, hostile),
      imagE_PATH: path,
    };
  },
});

export const aboutEntries: readonly AboutRecord[] = feed.records;

const entriesOf = (branch: BranchName): number =>
  aboutEntries.filter((record) => record.brancH_NAME === branch).length;

/** Stable facts about the data, derived from it, for tests and docs. */
export const aboutFacts = {
  total: aboutEntries.length,
  branchesWithEntries: BRANCH_NAMES.filter((branch) => entriesOf(branch) > 0),
  branchesWithoutEntries: BRANCH_NAMES.filter((branch) => entriesOf(branch) === 0),
  /** Has two entries; the first (current) one is what the site shows. */
  branchWithTwoEntries: BRANCH_NAMES.find((branch) => entriesOf(branch) === 2) as BranchName,
  nullImageBranches: aboutEntries
    .filter((record) => record.imagE_PATH === null)
    .map((record) => record.brancH_NAME),
  /** Positions in the feed of entries whose abouT_US carries hostile markup (entries have no id). */
  hostileIndexes: feed.facts.hostileIds,
} as const;

export type AboutFacts = typeof aboutFacts;
