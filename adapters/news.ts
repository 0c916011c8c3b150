import 'server-only';
import { z } from 'zod';
import { branchOfRecord, type BranchSlug } from './branches';
import { hostFor } from './config';
import { readFeed } from './feeds';
import { sanitizeCmsHtml } from './html';
import { pictureFor, type Picture } from './images';
import { firstOf, optionalText, reshapeEach, wireDate, wireId } from './wire';

/** A news item or event. */
export interface NewsItem {
  id: string;
  headline: string;
  branch: BranchSlug | null;
  /** The branch's name; null for group-wide items. */
  branchName: string | null;
  image: Picture;
  bodyHtml: string | null;
  /** The event's date, else the date the item was written; ISO 8601. */
  date: string | null;
}

const newsWire = z.looseObject({
  nevenT_ID: wireId,
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
  if (!wire.nevenT_ID || !wire.news) return null;
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
  const parsed = newsWire.safeParse(firstOf(raw));
  return parsed.success ? reshapeNewsItem(parsed.data, hostBase) : null;
}

const byIdDescending = (a: NewsItem, b: NewsItem) => Number(b.id) - Number(a.id);

/** News of one branch (from its pages' host), or of the whole group, in feed order. */
export async function listNews(branch?: BranchSlug): Promise<NewsItem[]> {
  const all = await readFeed(hostFor('news', branch), 'api/web/NewsEvents', reshapeNews);
  return branch ? all.filter((item) => item.branch === branch) : all;
}

/** The news the home page strip used, from its own address, in feed order. */
export function listHomeNews(): Promise<NewsItem[]> {
  return readFeed(hostFor('homeNews'), 'api/web/NewsEvents', reshapeNews);
}

/** Events, newest (highest id) first, as the legacy client sorted them. */
export async function listEvents(): Promise<NewsItem[]> {
  const events = await readFeed(hostFor('events'), 'api/web/Events', reshapeNews);
  return [...events].sort(byIdDescending);
}

/** One news item or event, from the separate event-detail address. */
export function getNewsItem(id: string): Promise<NewsItem | null> {
  return readFeed(
    hostFor('eventDetail'),
    `web/NewsEvents/${encodeURIComponent(id)}`,
    reshapeNewsDetail,
  );
}
