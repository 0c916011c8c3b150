import type { MetadataRoute } from 'next';
import { LAB_PAGES } from '@/domain/addresses';
import { SITE_URL } from '@/adapters/site';
import { LOCALES, localePath } from '@/domain/locales';

/**
 * Everything public may be crawled but the API and patients' lab reports: everything below a lab
 * search page (every spelling of their addresses, robots rules are case-sensitive, in each
 * language). The search pages themselves may be; the sitemap lists the pages.
 */
export default function robots(): MetadataRoute.Robots {
  const below = ['/LabReports', ...LAB_PAGES.flatMap((site) => [site.path, site.listPath])].map(
    (path) => `${path}/`,
  );
  const disallowed = LOCALES.flatMap((locale) => below.map((path) => localePath(path, locale)));
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', ...new Set(disallowed)] }],
    sitemap: new URL('/sitemap.xml', SITE_URL).toString(),
  };
}
