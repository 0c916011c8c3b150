import type { MetadataRoute } from 'next';
import { ADDRESSES } from '@/domain/addresses';
import { SITE_URL } from '@/adapters/site';
import { LOCALES, localePath } from '@/domain/locales';

/**
 * Everything public may be crawled but the API and what holds a patient's data: everything below
 * the first segment of each address the table marks private or a search for it (the lab searches'
 * result lists and report files, the payment's status), in each language. Robots rules are
 * case-sensitive and these addresses are not, so each is given as the table spells it and in lower
 * case. The search pages themselves may be crawled; the sitemap lists the pages.
 */
export default function robots(): MetadataRoute.Robots {
  const below = ADDRESSES.filter((address) => address.privacy).flatMap((address) => {
    const folder = `/${address.path.split('/')[1]}/`;
    return address.anyCase ? [folder, folder.toLowerCase()] : [folder];
  });
  const disallowed = LOCALES.flatMap((locale) => below.map((path) => localePath(path, locale)));
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', ...new Set(disallowed)] }],
    sitemap: new URL('/sitemap.xml', SITE_URL).toString(),
  };
}
