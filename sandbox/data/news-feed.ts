/**
 * The news and events table behind /api/web/NewsEvents, /api/web/Events and the event detail
 * (web/NewsEvents/{id} on the events host). Both lists share one id space, like the single table
 * they come from, and neither is sorted by id.
 */

import { BRANCH_NAMES, BRANCH_PLACES, createBranchSpeller, type BranchName } from './branches';
import {
  assignHostileMarkup,
  containsHostileMarkup,
  EDITOR_STYLES,
  renderCmsHtml,
  type HtmlBlock,
} from './cms-html';
import { countByBranch, firstGap, frozen, isSortedAscending } from './feed-facts';
import { banner, imagePath, slugOf, type FeedImage } from './image-paths';
import { GROUP_PLACE, STORIES, type Story } from './news-stories';
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

const SEED = 0x7e35_2024;
const FIRST_ID = 1;
const NULL_IMAGE_RATE = 0.1;
const NULL_DATE_RATE = 0.05;
const BRANCH_VARIANT_RATE = 0.15;
const SPACED_IMAGE_NAMES = 5;

/** NewsEvents posts per branch; Iqbal Town, West Wood and DHA each have more than the 4 shown. */
const NEWS_PER_BRANCH: Readonly<Record<BranchName, number>> = {
  'Allama Iqbal Town': 12,
  DHA: 10,
  'West Wood': 9,
  'Bahria Golf City': 7,
  'Bahria Enclave': 6,
  'Akhtar Saeed': 6,
  'Doctors Hospital': 7,
};
/** Group-wide posts: the CMS left the branch empty on some and typed "All" on others. */
const GROUP_NEWS_BRANCH_NAMES: readonly (null | 'All')[] = [null, 'All', null, 'All', null];

const EVENTS_PER_BRANCH: Readonly<Record<BranchName, number>> = {
  'Allama Iqbal Town': 4,
  DHA: 3,
  'West Wood': 3,
  'Bahria Golf City': 3,
  'Bahria Enclave': 2,
  'Akhtar Saeed': 2,
  'Doctors Hospital': 2,
};
const GROUP_EVENT_BRANCH_NAMES: readonly (null | 'All')[] = ['All'];

const HOSTILE_NEWS = 3;
const HOSTILE_EVENTS = 2;
const VENUES = [
  'Main Auditorium',
  'OPD Block Lobby',
  'Conference Room, 2nd Floor',
  'Hospital Lawn',
];

interface PostSlot {
  branch: BranchName | undefined;
  /** The wire value when the post is group-wide. */
  groupName: null | 'All';
  story: Story;
}

function postSlots(
  random: Random,
  perBranch: Readonly<Record<BranchName, number>>,
  groupNames: readonly (null | 'All')[],
): PostSlot[] {
  const branchSlots = BRANCH_NAMES.flatMap((branch) =>
    random
      .shuffle(STORIES)
      .slice(0, perBranch[branch])
      .map((story): PostSlot => ({ branch, groupName: null, story })),
  );
  const groupSlots = random
    .shuffle(STORIES)
    .slice(0, groupNames.length)
    .map((story, index): PostSlot => ({
      branch: undefined,
      groupName: groupNames[index] ?? null,
      story,
    }));
  return [...branchSlots, ...groupSlots];
}

function eventDayOf(random: Random, story: Story): number {
  const year = random.int(2023, 2025);
  if (!story.date) return randomDay(random, utcDay(year, 1, 1), utcDay(year, 12, 31));
  const [month, day] = story.date(year);
  return utcDay(year, month, day);
}

function descriptionBlocks(
  random: Random,
  story: Story,
  place: string,
  year: number,
  inlineImage: string | undefined,
): HtmlBlock[] {
  const [first = '', ...rest] = story.paragraphs(place, year);
  const blocks: HtmlBlock[] = [{ kind: 'text', text: first }];
  for (const text of rest) blocks.push({ kind: 'text', text });
  blocks.push({ kind: 'list', items: story.highlights, ordered: random.chance(0.2) });
  if (story.schedule && random.chance(0.7)) {
    blocks.push({ kind: 'heading', text: 'Programme' });
    blocks.push({ kind: 'table', header: ['Time', 'Activity'], rows: story.schedule });
  }
  if (inlineImage)
    blocks.push({ kind: 'image', path: inlineImage, alt: story.headline(place, year) });
  return blocks;
}

function detailBlocks(place: string, eventDay: number, venue: string, photo: string): HtmlBlock[] {
  return [
    { kind: 'heading', text: 'Event details' },
    {
      kind: 'table',
      header: ['Date', 'Venue', 'Organised by'],
      rows: [[new Date(eventDay).toUTCString().slice(0, 16), venue, place]],
    },
    { kind: 'image', path: photo, alt: 'Event photograph' },
    {
      kind: 'text',
      text: `The management of ${place} thanks everyone who took part and looks forward to seeing you at the next event.`,
    },
  ];
}

/** Spaces and WhatsApp-style names, as uploaded by editors; the adapter must encode them. */
function newsImageName(
  random: Random,
  id: number,
  headline: string,
  eventDay: number,
  spaced: boolean,
): string {
  if (spaced)
    return `${headline
      .split(/\s+/)
      .slice(0, 4)
      .join(' ')
      .replace(/[^A-Za-z0-9 ]/g, '')} ${id}.jpg`;
  if (random.chance(0.25)) {
    const day = sqlDate(eventDay).slice(0, 10).replace(/-/g, '');
    return `IMG-${day}-WA${String(id).padStart(4, '0')}.jpg`;
  }
  return `${slugOf(headline).slice(0, 40)}-${id}.jpg`;
}

interface GeneratedPosts {
  records: NewsEventRecord[];
  details: NewsEventDetailRecord[];
}

function generatePosts(
  random: Random,
  slots: readonly PostSlot[],
  ids: readonly number[],
  hostileCount: number,
  images: FeedImage[],
): GeneratedPosts {
  const spellBranch = createBranchSpeller(random, BRANCH_VARIANT_RATE);
  const pickIndexes = (rate: number, atLeast = 1): Set<number> =>
    new Set(
      random
        .shuffle(slots.map((_, index) => index))
        .slice(0, Math.max(atLeast, Math.round(slots.length * rate))),
    );
  const nullImages = pickIndexes(NULL_IMAGE_RATE);
  const nullEventDates = pickIndexes(NULL_DATE_RATE);
  const nullCreationDates = pickIndexes(NULL_DATE_RATE);
  const spacedNames = new Set(
    random
      .shuffle(slots.map((_, index) => index).filter((index) => !nullImages.has(index)))
      .slice(0, Math.min(SPACED_IMAGE_NAMES, Math.floor(slots.length / 8))),
  );
  const hostile = assignHostileMarkup(random, slots.length, hostileCount);
  const records: NewsEventRecord[] = [];
  const details: NewsEventDetailRecord[] = [];

  slots.forEach((slot, index) => {
    const id = ids[index] ?? 0;
    const place = slot.branch ? BRANCH_PLACES[slot.branch].title : GROUP_PLACE;
    const eventDay = eventDayOf(random, slot.story);
    const year = new Date(eventDay).getUTCFullYear();
    const headline = slot.story.headline(place, year);
    const cardPath = nullImages.has(index)
      ? null
      : imagePath(
          'NewsEvents',
          newsImageName(random, id, headline, eventDay, spacedNames.has(index)),
        );
    if (cardPath) images.push(banner(cardPath, headline));
    const inlinePath = random.chance(0.3)
      ? imagePath('NewsEvents/Content', `news-${id}-a.jpg`)
      : undefined;
    if (inlinePath) images.push(banner(inlinePath, headline));
    const photoPath = imagePath('NewsEvents/Detail', `event-${id}-photo.jpg`);
    images.push({ path: photoPath, kind: 'photo', title: headline });

    const style = random.pick(EDITOR_STYLES);
    const description = renderCmsHtml(
      random,
      descriptionBlocks(random, slot.story, place, year, inlinePath),
      style,
      hostile.get(index),
    );
    const record: NewsEventRecord = {
      nevenT_ID: id,
      news: headline,
      brancH_NAME: slot.branch ? spellBranch(slot.branch) : slot.groupName,
      imagE_PATH: cardPath,
      description,
      evenT_DATE: nullEventDates.has(index) ? null : sqlDate(eventDay),
      creatioN_DATE: nullCreationDates.has(index)
        ? null
        : sqlTimestampOn(random, addDays(eventDay, random.int(-10, 2))),
      isActive: 'Y',
    };
    records.push(record);
    details.push({
      ...record,
      detail:
        description +
        renderCmsHtml(random, detailBlocks(place, eventDay, random.pick(VENUES), photoPath), style),
    });
  });
  return { records, details };
}

/** Neither list is in id order: NewsEvents follows the CMS's insertion order, Events is unordered. */
function unsorted(random: Random, records: readonly NewsEventRecord[]): NewsEventRecord[] {
  let shuffled = random.shuffle(records);
  while (isSortedAscending(shuffled.map((record) => record.nevenT_ID))) {
    shuffled = random.shuffle(records);
  }
  return shuffled;
}

interface NewsTable {
  newsEvents: readonly NewsEventRecord[];
  events: readonly NewsEventRecord[];
  detailsById: ReadonlyMap<number, NewsEventDetailRecord>;
  images: readonly FeedImage[];
}

function generateNewsTable(): NewsTable {
  const random = createRandom(SEED);
  const newsSlots = postSlots(random, NEWS_PER_BRANCH, GROUP_NEWS_BRANCH_NAMES);
  const eventSlots = postSlots(random, EVENTS_PER_BRANCH, GROUP_EVENT_BRANCH_NAMES);
  // One id sequence with gaps, handed out in shuffled order so news and events interleave.
  const ids: number[] = [];
  for (
    let id = FIRST_ID;
    ids.length < newsSlots.length + eventSlots.length;
    id += random.int(1, 3)
  ) {
    ids.push(id);
  }
  const shuffledIds = random.shuffle(ids);
  const images: FeedImage[] = [];
  const news = generatePosts(
    random,
    newsSlots,
    shuffledIds.slice(0, newsSlots.length),
    HOSTILE_NEWS,
    images,
  );
  const events = generatePosts(
    random,
    eventSlots,
    shuffledIds.slice(newsSlots.length),
    HOSTILE_EVENTS,
    images,
  );
  return {
    newsEvents: frozen(unsorted(random, news.records)),
    events: frozen(unsorted(random, events.records)),
    detailsById: new Map(
      frozen([...news.details, ...events.details]).map((detail) => [detail.nevenT_ID, detail]),
    ),
    images,
  };
}

const table = generateNewsTable();

export const newsEvents: readonly NewsEventRecord[] = table.newsEvents;

export const events: readonly NewsEventRecord[] = table.events;

export const newsEventImages: readonly FeedImage[] = table.images;

/** The events host's answer for a nevenT_ID of either list; undefined for an unknown id. */
export function findNewsEventDetail(id: number): NewsEventDetailRecord | undefined {
  return table.detailsById.get(id);
}

const isGroupWide = (record: NewsEventRecord): boolean =>
  record.brancH_NAME === null || record.brancH_NAME === 'All';
const idsOf = (records: readonly NewsEventRecord[]): number[] =>
  records.map((record) => record.nevenT_ID);
const idsWhere = (
  records: readonly NewsEventRecord[],
  predicate: (record: NewsEventRecord) => boolean,
): number[] => idsOf(records.filter(predicate));
const hostile = (record: NewsEventRecord): boolean => containsHostileMarkup(record.description);

/** Stable facts about NewsEvents, derived from it, for tests and docs. */
export const newsFacts = {
  total: newsEvents.length,
  countByBranch: countByBranch(newsEvents),
  /** In feed order, which is not sorted. */
  ids: idsOf(newsEvents),
  /** brancH_NAME null or "All". */
  groupWideIds: idsWhere(newsEvents, isGroupWide),
  nullBranchIds: idsWhere(newsEvents, (record) => record.brancH_NAME === null),
  nullImageIds: idsWhere(newsEvents, (record) => record.imagE_PATH === null),
  /** imagE_PATH contains spaces, which must be percent-encoded in the URL. */
  spacedImageIds: idsWhere(newsEvents, (record) => record.imagE_PATH?.includes(' ') ?? false),
  nullEventDateIds: idsWhere(newsEvents, (record) => record.evenT_DATE === null),
  nullCreationDateIds: idsWhere(newsEvents, (record) => record.creatioN_DATE === null),
  hostileIds: idsWhere(newsEvents, hostile),
  branchVariantIds: idsWhere(
    newsEvents,
    (record) =>
      !isGroupWide(record) &&
      !(BRANCH_NAMES as readonly string[]).includes(record.brancH_NAME ?? ''),
  ),
} as const;

export type NewsFacts = typeof newsFacts;

const eventIds = idsOf(events);
const allIds = [...idsOf(newsEvents), ...eventIds];

/** Stable facts about Events and the event detail, derived from them, for tests and docs. */
export const eventFacts = {
  total: events.length,
  countByBranch: countByBranch(events),
  /** In feed order, which is not sorted. */
  ids: eventIds,
  /** What the client shows first after sorting by nevenT_ID descending. */
  maxId: Math.max(...eventIds),
  idsDescending: [...eventIds].sort((a, b) => b - a),
  hostileIds: idsWhere(events, hostile),
  /** No record of either list has this id, so the detail route answers 404. */
  unknownDetailId: firstGap(allIds),
} as const;

export type EventFacts = typeof eventFacts;
