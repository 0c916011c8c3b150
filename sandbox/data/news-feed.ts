/**
 * The news and events table behind /api/web/NewsEvents, /api/web/Events and the event detail
 * (web/NewsEvents/{id} on the events host). Both lists share one id space, like the single table
 * they come from, and neither is sorted by id.
 */

import { BRANCH_PLACES, type BranchFeed } from './branches';
import { EDITOR_STYLES, renderCmsHtml, type HtmlBlock } from './cms-html';
import { feedImage, firstGap, generateFeed, list, slugOf, table } from './feed-generator';
import { createRandom, type Random } from './random';
import { addDays, randomDay, sqlDate, sqlTimestampOn, utcDay } from './sql-dates';

export interface NewsEventRecord {
  nevenT_ID: number;
  news: string;
  /** null or "All" on group-wide posts. */
  brancH_NAME: string | null;
  imagE_PATH: string | null;
  description: string;
  evenT_DATE: string | null;
  creatioN_DATE: string | null;
  isActive: 'Y';
}

/** What the events host answers for one id: the list record plus the long `detail` body. */
export interface NewsEventDetailRecord extends NewsEventRecord {
  detail: string;
}

/**
 * What the group posts, written for {place} and {year}: headline | date (none: any day; MM-DD: an
 * awareness day; one date per year for feasts that move) | the story | highlights.
 */
const STORIES = table(`
World Heart Day {year}: Free Cardiac Screening at {place} | 09-29 | To mark World Heart Day, {place} held a free cardiac screening camp. Consultant cardiologists spoke about blood pressure, smoking and daily walks. | Free ECG and blood pressure checks; Random blood sugar testing; Lipid profile at 50% discount
Free Eye Camp at {place} | | {place} organised a free eye camp with local welfare organisations. Patients needing cataract surgery were registered for free operations. | Free eye examination; Free spectacles for children; Cataract surgery registration
Inauguration of New 1.5 Tesla MRI Machine at {place} | | A new 1.5 Tesla MRI machine was inaugurated at {place}, cutting waiting times for brain, spine and joint scans. | Faster scans with less noise; Open until midnight; 20% discount in the first month
Ramadan {year} OPD and Pharmacy Timings | 2023-03-21 2024-03-10 2025-02-28 | During the holy month of Ramadan, OPD timings at {place} will change. Emergency, laboratory and pharmacy remain open 24 hours. | Morning OPD 9:00 AM - 2:00 PM; Evening OPD 9:30 PM - 12:30 AM; Emergency open 24/7
Admissions Open: School of Nursing Session {year} | | Applications are invited for the BSN (Generic) and Post RN programmes at the School of Nursing of {place}. | BSN Generic (4 years); Post RN BSN (2 years); Hostel for female students
Blood Donation Drive at {place} | | The blood bank of {place} held a voluntary blood donation drive for thalassaemia children. | Free blood grouping; Donor cards issued
Pink October {year}: Breast Cancer Awareness Walk | 10-15 | Doctors, nurses and students of {place} walked to raise awareness of early detection of breast cancer. | Free clinical breast examination; Mammography at a discounted rate
World Diabetes Day: Free Sugar Testing at {place} | 11-14 | On World Diabetes Day {place} offered free blood sugar and HbA1c testing. Dietitians gave advice on diabetic foot care. | Free HbA1c test; Diet counselling
Dengue Awareness Session at {place} | | With dengue cases rising after the monsoon, {place} held an awareness session for the community. | Warning signs of dengue; Free CBC and platelet count
Free Hepatitis Screening Camp at {place} | 07-28 | On World Hepatitis Day {place} screened hundreds of people for hepatitis B and C. | Free hepatitis B and C screening; Vaccination at cost price
Independence Day {year} Celebrated at {place} | 08-14 | Staff and patients of {place} celebrated Independence Day with a flag-hoisting ceremony and a tree plantation drive. | Flag-hoisting ceremony; Gifts for admitted children
World Health Day Walk at {place} | 04-07 | Doctors and staff of {place} walked to mark World Health Day under the theme "My Health, My Right". | Free medical camp; Blood pressure and sugar checks
Eid ul Adha {year} Holidays Schedule | 2023-06-27 2024-06-15 2025-06-05 | During the Eid holidays OPDs at {place} will remain closed; emergency, ICU and pharmacy work as usual. | Emergency open 24/7; OPD resumes after Eid
CME on Management of Stroke held at {place} | | A continuing medical education session on acute stroke management was held at {place}. | CME credit hours awarded; Case presentations by residents
`).map(([headline = '', date = '', text = '', highlights = '']) => ({
  headline,
  date,
  text,
  highlights: list(highlights),
}));

type Story = (typeof STORIES)[number];

const GROUP_PLACE = 'Farooq Group of Hospitals';
const VENUES = list('Main Auditorium; OPD Block Lobby; Conference Room, 2nd Floor; Hospital Lawn');
const SEED = 0x7e35_2024;

function eventDay(random: Random, story: Story): number {
  const year = random.int(2023, 2025);
  const byYear = story.date.split(' ').find((date) => date.startsWith(String(year)));
  if (byYear) return Date.parse(`${byYear}T00:00:00Z`);
  const [month, day] = story.date.split('-').map(Number);
  if (month && day) return utcDay(year, month, day);
  return randomDay(random, utcDay(year, 1, 1), utcDay(year, 12, 31));
}

/** Spaces and WhatsApp-style names, as uploaded by editors; the adapter must encode them. */
function imageName(
  random: Random,
  id: number,
  headline: string,
  day: number,
  spaced: boolean,
): string {
  if (spaced) {
    const words = headline
      .replace(/[^A-Za-z0-9 ]/g, '')
      .split(/\s+/)
      .slice(0, 4);
    return `${words.join(' ')} ${id}.jpg`;
  }
  if (random.chance(0.25))
    return `IMG-${sqlDate(day).slice(0, 10).replace(/-/g, '')}-WA${String(id).padStart(4, '0')}.jpg`;
  return `${slugOf(headline).slice(0, 40)}-${id}.jpg`;
}

const detailsById = new Map<number, NewsEventDetailRecord>();

type Quirk = 'nullImage' | 'spacedImage' | 'nullEventDate' | 'nullCreationDate';

function posts(
  feed: BranchFeed,
  seed: number,
  options: {
    groupWide: readonly (null | 'All')[];
    ids: readonly number[];
    hostileRecords: number;
    spacedImages: number;
  },
) {
  const stories = (count: number, random: Random): Story[] =>
    random.shuffle(STORIES).slice(0, count);
  return generateFeed<Story, NewsEventRecord, Quirk>({
    seed,
    rows: {
      table: feed,
      slots: (_branch, count, random) => stories(count, random),
      groupWide: { names: options.groupWide, slots: stories },
    },
    ids: options.ids,
    quirks: {
      nullImage: 0.1,
      spacedImage: options.spacedImages,
      nullEventDate: 0.05,
      nullCreationDate: 0.05,
    },
    hostileRecords: options.hostileRecords,
    order: 'unsorted',
    idOf: (record) => record.nevenT_ID,
    htmlOf: (record) => [record.description],
    build: ({ id, branch, branchName, slot: story, quirk, hostile, random }) => {
      const place = branch ? BRANCH_PLACES[branch].title : GROUP_PLACE;
      const day = eventDay(random, story);
      const fill = (text: string): string =>
        text
          .replaceAll('{place}', place)
          .replaceAll('{year}', String(new Date(day).getUTCFullYear()));
      const headline = fill(story.headline);
      const blocks: HtmlBlock[] = [
        { kind: 'text', text: fill(story.text) },
        { kind: 'list', items: story.highlights, ordered: random.chance(0.2) },
      ];
      if (story.date && random.chance(0.6)) {
        blocks.push(
          { kind: 'heading', text: 'Programme' },
          {
            kind: 'table',
            header: ['Time', 'Activity'],
            rows: [
              ['10:00 AM', 'Registration'],
              ['11:00 AM', 'Seminar'],
              ['1:00 PM', 'Question and answer session'],
            ],
          },
        );
      }
      if (random.chance(0.3)) {
        const path = feedImage('banner', 'NewsEvents/Content', `news-${id}-a.jpg`, headline);
        blocks.push({ kind: 'image', path, alt: headline });
      }
      const style = random.pick(EDITOR_STYLES);
      const record: NewsEventRecord = {
        nevenT_ID: id,
        news: headline,
        brancH_NAME: branchName,
        imagE_PATH:
          quirk === 'nullImage'
            ? null
            : feedImage(
                'banner',
                'NewsEvents',
                imageName(random, id, headline, day, quirk === 'spacedImage'),
                headline,
              ),
        description: renderCmsHtml(random, blocks, style, hostile),
        evenT_DATE: quirk === 'nullEventDate' ? null : sqlDate(day),
        creatioN_DATE:
          quirk === 'nullCreationDate'
            ? null
            : sqlTimestampOn(random, addDays(day, random.int(-10, 2))),
        isActive: 'Y',
      };
      const photo = feedImage('photo', 'NewsEvents/Detail', `event-${id}-photo.jpg`, headline);
      const details: HtmlBlock[] = [
        { kind: 'heading', text: 'Event details' },
        {
          kind: 'table',
          header: ['Date', 'Venue', 'Organised by'],
          rows: [[new Date(day).toUTCString().slice(0, 16), random.pick(VENUES), place]],
        },
        { kind: 'image', path: photo, alt: 'Event photograph' },
        { kind: 'text', text: `The management of ${place} thanks everyone who took part.` },
      ];
      const detail = record.description + renderCmsHtml(random, details, style);
      detailsById.set(id, Object.freeze({ ...record, detail }));
      return record;
    },
  });
}

// One id sequence with gaps, shuffled, so that news and events interleave in one id space.
const idRandom = createRandom(SEED);
let lastId = 0;
const ids = idRandom.shuffle(Array.from({ length: 120 }, () => (lastId += idRandom.int(1, 3))));
const news = posts('news', SEED + 1, {
  groupWide: [null, 'All', null, 'All', null],
  ids,
  hostileRecords: 3,
  spacedImages: 5,
});
const eventFeed = posts('events', SEED + 2, {
  groupWide: ['All'],
  ids: ids.slice(news.records.length),
  hostileRecords: 2,
  spacedImages: 2,
});

export const newsEvents: readonly NewsEventRecord[] = news.records;

export const events: readonly NewsEventRecord[] = eventFeed.records;

/** The events host's answer for a nevenT_ID of either list; undefined for an unknown id. */
export function findNewsEventDetail(id: number): NewsEventDetailRecord | undefined {
  return detailsById.get(id);
}

const idsWhere = (predicate: (record: NewsEventRecord) => boolean): number[] =>
  newsEvents.filter(predicate).map((record) => record.nevenT_ID);

/** Stable facts about NewsEvents, derived from it, for tests and docs (ids in feed order). */
export const newsFacts = {
  ...news.facts,
  nullBranchIds: idsWhere((record) => record.brancH_NAME === null),
  /** imagE_PATH contains spaces, which must be percent-encoded in the URL. */
  spacedImageIds: idsWhere((record) => record.imagE_PATH?.includes(' ') ?? false),
  nullEventDateIds: idsWhere((record) => record.evenT_DATE === null),
  nullCreationDateIds: idsWhere((record) => record.creatioN_DATE === null),
} as const;

export type NewsFacts = typeof newsFacts;

/** Stable facts about Events and the event detail, derived from them, for tests and docs. */
export const eventFacts = {
  ...eventFeed.facts,
  /** What the client shows first after sorting by nevenT_ID descending. */
  maxId: eventFeed.facts.highestId,
  idsDescending: [...eventFeed.facts.ids].sort((a, b) => b - a),
  /** No record of either list has this id, so the detail route answers 404. */
  unknownDetailId: firstGap([...news.facts.ids, ...eventFeed.facts.ids]),
} as const;

export type EventFacts = typeof eventFacts;
