import 'server-only';
import { config, type Feed, type HostName } from './config';
import { getFeed, getRecord, peekFeed } from './http';
import { WireShapeError } from './wire';

/**
 * Feeds and records are reshaped against the image base of the host that served them, so `~/`
 * paths point at that host. The reshaped value is what the cache keeps.
 */
type Reshape<T> = (raw: unknown, imageBase: string) => T;

/** The whole lists read with readFeed: the content feeds, and the pharmacy's catalogue. */
export type ListFeed = Exclude<Feed, 'eventDetail'> | 'medicines';

/**
 * Whether a feed can honestly be empty. News, events, announcements, vacancies and galleries come
 * and go, so an empty answer replaces the last copy. The group always has consultants,
 * departments, services, about entries and medicines for sale: an empty answer from one of those
 * is a host fault (never cached; the last good copy stays). Per branch, a list may still be empty
 * (Bahria Enclave has no services): the whole feed is what cannot be.
 */
const MAY_BE_EMPTY: Record<ListFeed, boolean> = {
  consultants: false,
  departments: false,
  services: false,
  about: false,
  medicines: false,
  news: true,
  homeNews: true,
  events: true,
  announcements: true,
  careers: true,
  gallery: true,
};

export function readFeed<T>(
  feed: ListFeed,
  host: HostName,
  path: string,
  reshape: Reshape<T[]>,
): Promise<T[]> {
  const imageBase = config().imageBases[host];
  return getFeed(host, path, (raw) => {
    const items = reshape(raw, imageBase);
    if (items.length === 0 && !MAY_BE_EMPTY[feed]) {
      throw new WireShapeError(`the ${feed} feed is never empty`);
    }
    return items;
  });
}

/** One record; null when the host says it does not exist. */
export function readRecord<T>(
  host: HostName,
  path: string,
  reshape: Reshape<T | null>,
): Promise<T | null> {
  const imageBase = config().imageBases[host];
  return getRecord(host, path, (raw) => reshape(raw, imageBase));
}

/**
 * A single-item lookup that falls back to cached whole feeds: when the record's own call fails,
 * the item is answered from the last good copy of a feed that lists it, if one is held. Only when
 * neither can answer does the failure reach the caller.
 */
export async function recordOrCached<T extends { id: string }>(
  lookup: () => Promise<T | null>,
  id: string,
  feeds: readonly { host: HostName; path: string }[],
): Promise<T | null> {
  try {
    return await lookup();
  } catch (error) {
    for (const { host, path } of feeds) {
      const found = peekFeed<T[]>(host, path)?.find((item) => item.id === id);
      if (found) return found;
    }
    throw error;
  }
}
