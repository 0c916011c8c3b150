import { z } from 'zod';
import { LAPTOP_DEFAULTS } from '@/domain/productionSettings';

/**
 * The site's own public address (SITE_URL), so canonical and Open Graph links are absolute. Read
 * when a page renders; pages rendered at build read it then, so set it for `next build` too.
 */
export const SITE_URL = z
  .url({ protocol: /^https?$/ })
  .default(LAPTOP_DEFAULTS.SITE_URL)
  .parse(process.env.SITE_URL || undefined);

/**
 * The origins of this site's own pages: SITE_URL's, and SITE_ALIASES' (comma-separated: the bare
 * domain beside www., an old name) where the same site answers too.
 */
export function siteOrigins(): string[] {
  const aliases = (process.env.SITE_ALIASES ?? '')
    .split(',')
    .map((alias) => alias.trim())
    .filter(Boolean);
  return [SITE_URL, ...aliases].flatMap((address) => {
    try {
      return [new URL(address).origin];
    } catch {
      return [];
    }
  });
}
