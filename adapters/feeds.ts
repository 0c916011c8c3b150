import 'server-only';
import { config, type HostName } from './config';
import { getFeed, getRecord, peekFeed } from './http';

/**
 * Feeds and records are reshaped against the image base of the host that served them, so `~/`
 * paths point at that host. The reshaped value is what the cache keeps.
 */
type Reshape<T> = (raw: unknown, imageBase: string) => T;

export function readFeed<T>(host: HostName, path: string, reshape: Reshape<T>): Promise<T> {
  const imageBase = config().imageBases[host];
  return getFeed(host, path, (raw) => reshape(raw, imageBase));
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
