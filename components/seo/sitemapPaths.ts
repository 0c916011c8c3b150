import 'server-only';
import { href, sitemapPages } from '@/domain/addresses';
import { queryPage } from '@/graphql/client/server';
import { SitemapEntriesDocument } from '@/graphql/__generated__/operations';

/**
 * Every address of the site worth a search engine's visit: the pages the address table puts in
 * the sitemap (domain/addresses), and each consultant, department, service, news item, event,
 * announcement, job and gallery the content service lists, at its record's address in the table
 * (built by its `href`). A list whose service is down is left
 * out (and `complete` is false); the table's pages are always there.
 */
export async function sitemapPaths(): Promise<{ paths: string[]; complete: boolean }> {
  const { data, errors } = await queryPage(SitemapEntriesDocument, {});
  const ids = (link: (id: string) => string, items: readonly { id: string }[] | null | undefined) =>
    (items ?? []).map((item) => link(item.id));
  const paths = [
    ...sitemapPages(),
    ...ids(href.consultant, data?.consultants?.nodes),
    ...ids(href.department, data?.departments),
    ...ids(href.service, data?.services),
    ...ids(href.event, data?.news.nodes),
    ...ids(href.event, data?.events.nodes),
    ...ids(href.announcement, data?.announcements.nodes),
    ...ids(href.job, data?.jobs.nodes),
    ...ids(href.gallery, data?.galleries.nodes),
  ];
  return { paths: [...new Set(paths)], complete: errors.length === 0 };
}
