import 'server-only';
import { sitemapPages } from '@/domain/addresses';
import { queryPage } from '@/graphql/client/server';
import { SitemapEntriesDocument } from '@/graphql/__generated__/operations';

/**
 * Every address of the site worth a search engine's visit: the pages the address table puts in
 * the sitemap (domain/addresses), and each consultant, department, service, news item, event,
 * announcement, job and gallery the content service lists. A list whose service is down is left
 * out (and `complete` is false); the table's pages are always there.
 */
export async function sitemapPaths(): Promise<{ paths: string[]; complete: boolean }> {
  const { data, errors } = await queryPage(SitemapEntriesDocument, {});
  const ids = (prefix: string, items: readonly { id: string }[] | null | undefined) =>
    (items ?? []).map((item) => `${prefix}/${item.id}`);
  const paths = [
    ...sitemapPages(),
    ...ids('/consultant', data?.consultants?.nodes),
    ...ids('/department', data?.departments),
    ...ids('/service', data?.services),
    ...ids('/event-details', data?.news.nodes),
    ...ids('/event-details', data?.events.nodes),
    ...ids('/announcement', data?.announcements.nodes),
    ...ids('/careers', data?.jobs.nodes),
    ...ids('/pressdetails', data?.galleries.nodes),
  ];
  return { paths: [...new Set(paths)], complete: errors.length === 0 };
}
