/**
 * The announcements feed (/api/web/Announcements). `details` is plain text typed into a textarea,
 * except on a few rows where an editor pasted HTML; some run past the 150 characters the list
 * preview shows.
 */

import { BRANCH_NAMES, BRANCH_PLACES, createBranchSpeller, type BranchName } from './branches';
import { escapeHtml } from './cms-html';
import { countByBranch, frozen } from './feed-facts';
import { banner, imagePath, slugOf, type FeedImage } from './image-paths';
import { createRandom } from './random';
import { randomDay, sqlEventTime, utcDay } from './sql-dates';

export interface AnnouncementRecord {
  announcemenT_ID: number;
  announcemenT_TITLE: string;
  /** "All" on group-wide notices. */
  brancH_NAME: string;
  announcemenT_CATEGORY: string;
  details: string;
  datE_OF_EVENT: string | null;
  imagE_PATH: string | null;
}

const SEED = 0xa77e_2024;
const BRANCH_VARIANT_RATE = 0.15;
const NULL_IMAGES = 2;

interface Notice {
  title: string;
  category: 'Notice' | 'Health Camp' | 'Holiday' | 'Tender' | 'Admissions' | 'Seminar';
  details: (place: string) => string;
  /** Editors pasted these from a formatted document. */
  html?: boolean;
  /** Notices about a state of affairs have no event date. */
  undated?: boolean;
}

const NOTICES: readonly Notice[] = [
  {
    title: 'Free Medical Camp',
    category: 'Health Camp',
    details: (place) =>
      `${place} will hold a free medical camp on Sunday. Consultants of medicine, paediatrics, gynaecology and eye will examine patients, and free medicines will be given to deserving patients. Free sugar and blood pressure checks for everyone.`,
  },
  {
    title: 'Free Eye Camp',
    category: 'Health Camp',
    details: (place) => `Free eye screening and cataract registration at ${place}.`,
  },
  {
    title: 'Eid ul Fitr Holidays',
    category: 'Holiday',
    details: () =>
      'OPDs will remain closed on the three days of Eid. Emergency, laboratory and pharmacy will remain open 24/7.',
    undated: true,
  },
  {
    title: 'Ramadan OPD Timings',
    category: 'Notice',
    details: () =>
      '<p><strong>Ramadan timings</strong> for all OPDs:</p><ul><li>Morning: 9:00 AM &ndash; 2:00 PM</li><li>Evening: 9:30 PM &ndash; 12:30 AM</li></ul><p>Emergency services remain open&nbsp;24/7.</p>',
    html: true,
    undated: true,
  },
  {
    title: 'Tender Notice: Supply of Medical Gases',
    category: 'Tender',
    details: (place) =>
      `Sealed bids are invited from registered firms for the supply of oxygen, nitrous oxide and medical air to ${place} for the financial year. Tender documents can be collected from the purchase office against a non-refundable fee of Rs. 2,000. Bids must reach the office by 11:00 AM on the closing date and will be opened the same day in the presence of bidders.`,
  },
  {
    title: 'Tender Notice: Housekeeping Services',
    category: 'Tender',
    details: (place) =>
      `<p>Sealed bids are invited for outsourcing housekeeping and janitorial services at ${escapeHtml(place)}.</p><table border="1"><tbody><tr><td><strong>Tender fee</strong></td><td>Rs. 1,500</td></tr><tr><td><strong>Bid security</strong></td><td>2% of bid value</td></tr></tbody></table><p>Firms must be registered with FBR and PRA.</p>`,
    html: true,
  },
  {
    title: 'Admissions Open: BSN and Post RN',
    category: 'Admissions',
    details: (place) =>
      `Admissions are open for the BSN (Generic) and Post RN BSN programmes at the School of Nursing, ${place}. Eligibility: F.Sc. (Pre-Medical) with at least 50% marks. Forms are available at the admission office and on the website; the last date to apply is printed on the prospectus.`,
  },
  {
    title: 'Admissions Open: Allied Health Sciences',
    category: 'Admissions',
    details: () =>
      'Applications invited for DPT, BS Medical Lab Technology and BS Radiology. Merit scholarships available.',
  },
  {
    title: 'World Heart Day Seminar',
    category: 'Seminar',
    details: (place) =>
      `A public seminar on heart health will be held at ${place}. Free ECG and blood pressure checks after the talk.`,
  },
  {
    title: 'Seminar on Breast Cancer Awareness',
    category: 'Seminar',
    details: (place) =>
      `<p>Join us for a seminar on <strong>early detection of breast cancer</strong> at ${escapeHtml(place)}.</p><p>Free clinical breast examination for all participants.</p>`,
    html: true,
  },
  {
    title: 'Change in OPD Timings',
    category: 'Notice',
    details: (place) =>
      `From the first of next month the evening OPD at ${place} will start at 5:00 PM instead of 4:00 PM. Patients with existing appointments will be informed by SMS.`,
    undated: true,
  },
  {
    title: 'Parking Area Closed for Construction',
    category: 'Notice',
    details: () => 'The front parking is closed; please use the rear gate.',
    undated: true,
  },
  {
    title: 'Independence Day Holiday',
    category: 'Holiday',
    details: () => 'OPDs closed on 14th August. Emergency open.',
  },
  {
    title: 'Polio Vaccination Drive',
    category: 'Health Camp',
    details: (place) =>
      `Polio drops will be given free to all children under five at ${place} during the national campaign week. Please bring the child's vaccination card.`,
  },
];

/** Which notice each of the 25 rows uses, and for which branch ("All" for group-wide). */
const ROWS: ReadonlyArray<readonly [noticeIndex: number, branch: BranchName | 'All']> = [
  [0, 'Allama Iqbal Town'],
  [0, 'Akhtar Saeed'],
  [1, 'West Wood'],
  [1, 'Bahria Golf City'],
  [2, 'All'],
  [3, 'All'],
  [4, 'Allama Iqbal Town'],
  [4, 'DHA'],
  [5, 'Doctors Hospital'],
  [6, 'Allama Iqbal Town'],
  [7, 'DHA'],
  [8, 'DHA'],
  [8, 'Bahria Enclave'],
  [9, 'West Wood'],
  [9, 'Doctors Hospital'],
  [10, 'Bahria Golf City'],
  [10, 'West Wood'],
  [11, 'Allama Iqbal Town'],
  [12, 'Akhtar Saeed'],
  [13, 'Bahria Enclave'],
  [13, 'DHA'],
  [0, 'Doctors Hospital'],
  [1, 'Akhtar Saeed'],
  [6, 'Doctors Hospital'],
  [2, 'Bahria Golf City'],
];

function generateAnnouncements(): { records: readonly AnnouncementRecord[]; images: FeedImage[] } {
  const random = createRandom(SEED);
  const spellBranch = createBranchSpeller(random, BRANCH_VARIANT_RATE);
  const nullImages = new Set(random.shuffle(ROWS.map((_, index) => index)).slice(0, NULL_IMAGES));
  const images: FeedImage[] = [];
  let id = random.int(3, 9);
  const records = ROWS.map(([noticeIndex, branch], index): AnnouncementRecord => {
    id += random.int(1, 4);
    const notice = NOTICES[noticeIndex] as Notice;
    const place =
      branch === 'All' ? 'all branches of Farooq Group of Hospitals' : BRANCH_PLACES[branch].title;
    const path = nullImages.has(index)
      ? null
      : imagePath('Announcements', `${slugOf(notice.title)}-${id}.jpg`);
    if (path) images.push(banner(path, notice.title));
    return {
      announcemenT_ID: id,
      announcemenT_TITLE: notice.title,
      brancH_NAME: branch === 'All' ? 'All' : spellBranch(branch),
      announcemenT_CATEGORY: notice.category,
      details: notice.details(place),
      datE_OF_EVENT: notice.undated
        ? null
        : sqlEventTime(random, randomDay(random, utcDay(2023, 1, 1), utcDay(2025, 12, 31))),
      imagE_PATH: path,
    };
  });
  // Newest first, as the admin panel lists them.
  return { records: frozen(records.reverse()), images };
}

const feed = generateAnnouncements();

export const announcements: readonly AnnouncementRecord[] = feed.records;

export const announcementImages: readonly FeedImage[] = feed.images;

const idsWhere = (predicate: (record: AnnouncementRecord) => boolean): number[] =>
  announcements.filter(predicate).map((record) => record.announcemenT_ID);

/** Stable facts about the data, derived from it, for tests and docs. */
export const announcementFacts = {
  total: announcements.length,
  countByBranch: countByBranch(announcements),
  ids: announcements.map((record) => record.announcemenT_ID),
  groupWideIds: idsWhere((record) => record.brancH_NAME === 'All'),
  categories: [...new Set(announcements.map((record) => record.announcemenT_CATEGORY))].sort(),
  /** details longer than the 150 characters of the list preview. */
  longDetailIds: idsWhere((record) => record.details.length > 150),
  htmlDetailIds: idsWhere((record) => /<[a-z][^>]*>/i.test(record.details)),
  nullDateIds: idsWhere((record) => record.datE_OF_EVENT === null),
  nullImageIds: idsWhere((record) => record.imagE_PATH === null),
  branchVariantIds: idsWhere(
    (record) =>
      record.brancH_NAME !== 'All' &&
      !(BRANCH_NAMES as readonly string[]).includes(record.brancH_NAME),
  ),
} as const;

export type AnnouncementFacts = typeof announcementFacts;
