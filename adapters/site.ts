import { z } from 'zod';

/**
 * The site's own public address (SITE_URL), so canonical and Open Graph links are absolute. Read
 * when a page renders; pages rendered at build read it then, so set it for `next build` too.
 */
export const SITE_URL = z
  .url({ protocol: /^https?$/ })
  .default('http://localhost:3000')
  .parse(process.env.SITE_URL || undefined);
