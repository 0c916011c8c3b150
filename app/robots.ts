import type { MetadataRoute } from 'next';
import { LAB_PAGES } from '@/content/labPages';
import { SITE_URL } from '@/adapters/site';

/**
 * Everything public may be crawled but the API and patients' lab reports (every spelling of their
 * addresses: robots rules are case-sensitive); the sitemap lists the pages.
 */
export default function robots(): MetadataRoute.Robots {
  const labPaths = LAB_PAGES.flatMap((site) => [site.path, site.listPath]);
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', '/LabReports/', ...new Set(labPaths)],
      },
    ],
    sitemap: new URL('/sitemap.xml', SITE_URL).toString(),
  };
}
