import 'server-only';
import { config, type HostName } from './config';
import { getFeed } from './http';

/**
 * Read a feed from a host and reshape it against that host's image base, so `~/` paths point at
 * the host that served the record. The reshaped feed is what the cache keeps.
 */
export function readFeed<T>(
  host: HostName,
  path: string,
  reshape: (raw: unknown, imageBase: string) => T,
): Promise<T> {
  const imageBase = config().imageBases[host];
  return getFeed(host, path, (raw) => reshape(raw, imageBase));
}
