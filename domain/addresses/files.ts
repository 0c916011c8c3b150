import { fileAddress, type Address } from './model';

/** The report files' internal route, reached only through a lab address's rewrite (proxy.ts). */
export const LAB_FILES_ROUTE = '/report-files';

/**
 * The lab servers' report links, which keep their spelling here (the table's entries, index.ts):
 * a lookup's combined report, and one report by its id (`{text}`); the site's links to them are
 * href.ts's.
 */
export const LAB_REPORT_LINK_PATHS = {
  combined: '/LabReports/CombinedReport',
  single: '/LabReports/NormalTempReport/{text}',
} as const;

/**
 * The address table's files, the API and the service worker (domain/addresses/index.ts): the same
 * in every language. Apart from the rest of the table, since every page's script asks here which
 * links take no language prefix (domain/locales.ts).
 */
export const FILE_ADDRESSES: readonly Address[] = [
  fileAddress('/api/*'),
  fileAddress('/_next/*'),
  fileAddress('/serwist/*'),
  { ...fileAddress(`${LAB_FILES_ROUTE}/*`), kind: 'internal' },
  fileAddress('/images/*', 'build'),
  fileAddress('/icons/*', 'build'),
  fileAddress('/og-image.png', 'build'),
  fileAddress('/icon.svg', 'build'),
  fileAddress('/manifest.webmanifest', 'build'),
  fileAddress('/robots.txt', 'build'),
  fileAddress('/sitemap.xml', 60),
];

/** The first segment of each: the folders and files that take no language prefix. */
const ROOTS = [...new Set(FILE_ADDRESSES.map((address) => address.path.split('/')[1]!))];

/**
 * A regular expression's source for a path below one of them (after its leading slash), for
 * localePath and next.config.build.ts's rewrite alike.
 */
export const UNLOCALIZED_SOURCE = `(?:${ROOTS.map((root) =>
  root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
).join('|')})(?:/|$)`;

/** The site's own pictures (next.config.build.ts lets the image optimizer read these alone). */
export const LOCAL_IMAGES: readonly string[] = FILE_ADDRESSES.filter(
  (address) => address.keep === 'build' && address.path.endsWith('/*'),
).map((address) => `${address.path}*`);
