/**
 * The announcements feed (/api/web/Announcements), newest first. `details` is plain text typed
 * into a textarea, except on a few rows where an editor pasted HTML; some run past the 150
 * characters the list preview shows.
 */

import { BRANCH_PLACES } from './branches';
import { escapeHtml } from './cms-html';
import { feedImage, generateFeed, slugOf, table } from './feed-generator';
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

/**
 * title | category | for a branch or the whole group | whether it has an event date | details,
 * written for {place}. Notices about a state of affairs have no date. HTML details are either
 * short or long as text too, so "longer than the preview" means the same with or without tags.
 */
const NOTICES = table(`
Free Medical Camp | Health Camp | branch | dated | {place} will hold a free medical camp on Sunday. Consultants of medicine, paediatrics, gynaecology and eye will examine patients, and free medicines will be given to deserving patients. Free sugar and blood pressure checks for everyone.
Free Eye Camp | Health Camp | branch | dated | Free eye screening and cataract registration at {place}.
Eid ul Fitr Holidays | Holiday | group | undated | OPDs will remain closed on the three days of Eid. Emergency, laboratory and pharmacy will remain open 24/7.
Ramadan OPD Timings | Notice | group | undated | <p><strong>Ramadan timings</strong> for all OPDs:</p><ul><li>Morning OPD: 9:00 AM &ndash; 2:00 PM</li><li>Evening OPD: 9:30 PM &ndash; 12:30 AM</li><li>Laboratory samples: until 2:00 AM</li></ul><p>Emergency services remain open&nbsp;24/7.</p>
Tender Notice: Supply of Medical Gases | Tender | branch | dated | Sealed bids are invited from registered firms for the supply of oxygen, nitrous oxide and medical air to {place} for the financial year. Tender documents can be collected from the purchase office against a non-refundable fee of Rs. 2,000.
Tender Notice: Housekeeping Services | Tender | branch | dated | <p>Sealed bids are invited for outsourcing housekeeping services at {place}.</p><table border="1"><tbody><tr><td><strong>Tender fee</strong></td><td>Rs. 1,500</td></tr></tbody></table><p>Firms must be registered with FBR and PRA. Bids must reach the purchase office by 11:00 AM on the closing date.</p>
Admissions Open: BSN and Post RN | Admissions | branch | dated | Admissions are open for the BSN (Generic) and Post RN BSN programmes at the School of Nursing, {place}. Eligibility: F.Sc. (Pre-Medical) with at least 50% marks. Forms are available at the admission office.
World Heart Day Seminar | Seminar | branch | dated | A public seminar on heart health will be held at {place}. Free ECG and blood pressure checks after the talk.
Seminar on Breast Cancer Awareness | Seminar | branch | dated | <p>Seminar on <strong>early detection of breast cancer</strong> at {place}.</p>
Change in OPD Timings | Notice | branch | undated | From the first of next month the evening OPD at {place} will start at 5:00 PM instead of 4:00 PM. Patients with existing appointments will be informed by SMS.
Parking Area Closed for Construction | Notice | branch | undated | The front parking is closed; please use the rear gate.
Polio Vaccination Drive | Health Camp | branch | dated | Polio drops will be given free to all children under five at {place} during the national campaign week. Please bring the child's vaccination card.
`).map(([title = '', category = '', scope, dated, details = '']) => ({
  title,
  category,
  group: scope === 'group',
  dated: dated === 'dated',
  details,
}));

type Notice = (typeof NOTICES)[number];

let nextNotice = 0;
/** Branch rows take the notices in turn, so every kind appears. */
const branchNotices = (count: number): Notice[] => {
  const own = NOTICES.filter((notice) => !notice.group);
  return Array.from({ length: count }, () => own[nextNotice++ % own.length] as Notice);
};

const feed = generateFeed<Notice, AnnouncementRecord, 'nullImage'>({
  seed: 0xa77e_2024,
  rows: {
    table: 'announcements',
    slots: (_branch, count) => branchNotices(count),
    groupWide: { names: ['All', 'All'], slots: () => NOTICES.filter((notice) => notice.group) },
  },
  firstId: 11,
  maxIdStep: 4,
  quirks: { nullImage: 2 },
  // Newest first, as the admin panel lists them.
  order: 'newest-first',
  idOf: (record) => record.announcemenT_ID,
  build: ({ id, branch, branchName, slot: notice, quirk, random }) => {
    const place = branch
      ? BRANCH_PLACES[branch].title
      : 'all branches of Farooq Group of Hospitals';
    const html = notice.details.startsWith('<');
    return {
      announcemenT_ID: id,
      announcemenT_TITLE: notice.title,
      brancH_NAME: branchName ?? 'All',
      announcemenT_CATEGORY: notice.category,
      details: notice.details.replaceAll('{place}', html ? escapeHtml(place) : place),
      datE_OF_EVENT: notice.dated
        ? sqlEventTime(random, randomDay(random, utcDay(2023, 1, 1), utcDay(2025, 12, 31)))
        : null,
      imagE_PATH:
        quirk === 'nullImage'
          ? null
          : feedImage('banner', 'Announcements', `${slugOf(notice.title)}-${id}.jpg`, notice.title),
    };
  },
});

export const announcements: readonly AnnouncementRecord[] = feed.records;

const idsWhere = (predicate: (record: AnnouncementRecord) => boolean): number[] =>
  announcements.filter(predicate).map((record) => record.announcemenT_ID);

/** Stable facts about the data, derived from it, for tests and docs. */
export const announcementFacts = {
  ...feed.facts,
  categories: [...new Set(announcements.map((record) => record.announcemenT_CATEGORY))].sort(),
  /** details longer than the 150 characters of the list preview. */
  longDetailIds: idsWhere((record) => record.details.length > 150),
  htmlDetailIds: idsWhere((record) => /<[a-z][^>]*>/i.test(record.details)),
  nullDateIds: idsWhere((record) => record.datE_OF_EVENT === null),
} as const;

export type AnnouncementFacts = typeof announcementFacts;
