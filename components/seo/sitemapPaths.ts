import 'server-only';
import { CONSULTANT_LIST_PATHS } from '@/domain/consultantLists';
import { LAB_PAGES, labRouteOf } from '@/content/labPages';
import {
  ABOUT_MENU,
  APPOINTMENT_LINK,
  BRANCHES_LANDING,
  COMMUNICATION_MENU,
  DEPARTMENT_PAGES,
  DEPARTMENTS_LANDING,
  MORE_MENU,
  RESOURCE_LINKS,
  SERVICE_PAGES,
  SERVICES_LANDING,
} from '@/content/navigation';
import { queryPage } from '@/graphql/client/server';
import { SitemapEntriesDocument } from '@/graphql/__generated__/operations';

/** Lab pages are listed once each, by their own address, below (the menus spell them otherwise). */
const isLabPage = (path: string) => labRouteOf(path) !== null;

/** Pages no menu lists, and each laboratory's search page. */
const UNLISTED_PAGES = [
  '/',
  '/learnmore',
  '/socialmediaposts',
  ...LAB_PAGES.map((site) => site.path),
];

/** The site's own pages that the menus and footer link to. */
const MENU_PAGES = [
  ...ABOUT_MENU,
  BRANCHES_LANDING,
  ...COMMUNICATION_MENU,
  ...MORE_MENU,
  DEPARTMENTS_LANDING,
  ...DEPARTMENT_PAGES,
  SERVICES_LANDING,
  ...SERVICE_PAGES,
  ...RESOURCE_LINKS,
  APPOINTMENT_LINK,
]
  .filter((item) => !item.external && !isLabPage(item.href))
  .map((item) => item.href);

/**
 * Every address of the site worth a search engine's visit: the static pages, each branch's pages,
 * and each consultant, department, service, news item, event, announcement, job and gallery the
 * content service lists. A list whose service is down is left out (and `complete` is false); the
 * static pages are always there.
 */
export async function sitemapPaths(): Promise<{ paths: string[]; complete: boolean }> {
  const { data, errors } = await queryPage(SitemapEntriesDocument, {});
  const ids = (prefix: string, items: readonly { id: string }[] | null | undefined) =>
    (items ?? []).map((item) => `${prefix}/${item.id}`);
  const paths = [
    ...UNLISTED_PAGES,
    ...MENU_PAGES,
    CONSULTANT_LIST_PATHS.ALL[0],
    ...(data?.branches ?? []).flatMap((branch) => [branch.landingPath, branch.consultantsPath]),
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
