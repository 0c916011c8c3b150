import type { MetadataRoute } from 'next';
import { SITE_URL } from './site';

/** Everything public may be crawled but the API; the sitemap lists the pages. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: new URL('/sitemap.xml', SITE_URL).toString(),
  };
}
