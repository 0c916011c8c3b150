import 'server-only';
import { z } from 'zod';
import { BRANCH_IDS, branchOfRecord, type BranchId } from '@/domain/branches';
import { hostFor } from './config';
import { readFeed, readRecord, recordOrCached } from './feeds';
import { sanitizeCmsHtml } from './html';
import { pictureFor, type Picture } from './images';
import { optionalText, recordId, reshapeEach, reshapeOne, wireDate } from './wire';

/** A news item or event. */
export interface NewsItem {
  id: string;
  headline: string;
  branch: BranchId | null;
  /** The branch's name; null for group-wide items. */
  branchName: string | null;
  image: Picture;
  bodyHtml: string | null;
  /** The event's date, else the date the item was written; ISO 8601. */
  date: string | null;
}

const newsWire = z.looseObject({
  nevenT_ID: recordId,
  news: optionalText,
  brancH_NAME: optionalText,
  imagE_PATH: optionalText,
  description: optionalText,
  // The event detail endpoint adds the full text.
  detail: optionalText,
  evenT_DATE: wireDate,
  creatioN_DATE: wireDate,
});
type NewsWire = z.infer<typeof newsWire>;

function reshapeNewsItem(wire: NewsWire, hostBase: string): NewsItem | null {
  if (!wire.news) return null;
  const { branch, branchName } = branchOfRecord(wire.brancH_NAME);
  return {
    id: wire.nevenT_ID,
    headline: wire.news,
    branch,
    // Group-wide items say "All" or nothing; they belong to no branch.
    branchName: branch ? branchName : null,
    // The headline doubles as the image's alt text (spec 000 §3).
    image: pictureFor('news', wire.imagE_PATH, hostBase, wire.news)!,
    bodyHtml: sanitizeCmsHtml(wire.detail ?? wire.description, hostBase),
    date: wire.evenT_DATE ?? wire.creatioN_DATE,
  };
}

export function reshapeNews(raw: unknown, hostBase: string): NewsItem[] {
  return reshapeEach(raw, newsWire, (wire) => reshapeNewsItem(wire, hostBase));
}

/** The detail endpoint's answer shape is undocumented: one record, or an array of one. */
export function reshapeNewsDetail(raw: unknown, hostBase: string): NewsItem | null {
  return reshapeOne(raw, newsWire, (wire) => reshapeNewsItem(wire, hostBase));
}

const byIdDescending = (a: NewsItem, b: NewsItem) => Number(b.id) - Number(a.id);

const NEWS_PATH = 'api/web/NewsEvents';
const EVENTS_PATH = 'api/web/Events';

/** News of one branch (from its pages' host), or of the whole group, in feed order. */
export async function listNews(branch?: BranchId): Promise<NewsItem[]> {
  const all = await readFeed('news', hostFor('news', branch), NEWS_PATH, reshapeNews);
  return branch ? all.filter((item) => item.branch === branch) : all;
}

/** The news the home page strip used, from its own address, in feed order. */
export function listHomeNews(): Promise<NewsItem[]> {
  return readFeed('homeNews', hostFor('homeNews'), NEWS_PATH, reshapeNews);
}

/** Events, newest (highest id) first, as the legacy client sorted them. */
export async function listEvents(): Promise<NewsItem[]> {
  const events = await readFeed('events', hostFor('events'), EVENTS_PATH, reshapeNews);
  return [...events].sort(byIdDescending);
}

/** Every cached list an item may also be in: the events feed and each host's news feed. */
const LISTS = [
  { host: hostFor('events'), path: EVENTS_PATH },
  ...[
    ...new Set([
      hostFor('homeNews'),
      hostFor('news'),
      ...BRANCH_IDS.map((id) => hostFor('news', id)),
    ]),
  ].map((host) => ({ host, path: NEWS_PATH })),
];

/**
 * One news item or event, from the separate event-detail address; null when that address knows
 * no such item.
 * When that address fails, a cached list holding the item answers (without the long body).
 */
export function getNewsItem(id: string): Promise<NewsItem | null> {
  const path = `web/NewsEvents/${encodeURIComponent(id)}`;
  return recordOrCached(
    () => readRecord(hostFor('eventDetail'), path, reshapeNewsDetail),
    id,
    LISTS,
  );
}
