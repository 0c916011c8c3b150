import { NextResponse, type NextRequest } from 'next/server';
import { isCacheable, searchFromKey, searchFromQuery, searchKey } from '@/domain/listingSearch';
import { NAME_SEARCH_ROUTE, listingOfPath } from '@/domain/consultantLists';
import { CATALOGUE_PATH, CATALOGUE_QUERY_KEYS, MEDICINE_SEARCH_ROUTE } from '@/domain/catalogue';
import { noncePolicy, policySources } from '@/domain/contentSecurityPolicy';
import { labRouteOf } from './content/labPages';
import { NO_PAGE, PAGE_ALIASES } from './content/pageAliases';
import { PRIVACY_HEADER, privacyOf } from './content/routes';
import { localePath, splitLocale, type Locale } from '@/domain/locales';

const POLICY_SOURCES = policySources(process.env);

/**
 * A route with a patient's data (content/routes.ts), reached at whatever address: rendered with a
 * nonce on each of its scripts (Next.js reads it from the request's policy), and marked so that
 * the front server gives its answer the private headers (server/guards.ts). `route` is where the
 * address is rewritten to, or null for the address's own route.
 */
function toPrivateRoute(request: NextRequest, route: string | null, routePath: string) {
  const privacy = privacyOf(routePath);
  if (!privacy) return null;
  const policy = noncePolicy(POLICY_SOURCES, btoa(crypto.randomUUID()));
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const init = {
    request: { headers },
    headers: { 'content-security-policy': policy, [PRIVACY_HEADER]: privacy },
  };
  if (route === null) return NextResponse.next(init);
  const url = request.nextUrl.clone();
  url.pathname = route;
  return NextResponse.rewrite(url, init);
}

/**
 * A list's internal search address asked for directly (/dhaconsultant/<key>): only the searches
 * the page cache may keep are shown there; any other search goes to its per-request route and a
 * key no search has to the site's 404 page, so hand-made keys cannot fill the page cache either.
 */
function keyedListing(request: NextRequest, pathname: string, locale: Locale): NextResponse | null {
  const [path = '', key, ...rest] = pathname.split(/(?=\/)/);
  const listing = listingOfPath(path);
  if (!listing || key === undefined || rest.length > 0) return null;
  const search = searchFromKey(key.slice(1));
  if (search && isCacheable(search)) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = localePath(search ? `${NAME_SEARCH_ROUTE}/${listing}${key}` : NO_PAGE, locale);
  return NextResponse.rewrite(url);
}

/**
 * A lab report address, in whatever case or spelling the legacy site used, is rewritten to the
 * internal lab route that shows it (content/labPages.ts). An alias spelling of a page
 * (content/pageAliases.ts) is rewritten to the page.
 *
 * A consultant list page takes its search in the query (/dhaconsultant?name=ayesha&page=2), but
 * Next.js caches rendered pages by path only. A request with a query is rewritten here to the
 * same list with the normalised search as one more path segment (/dhaconsultant/<key>), so each
 * page of a department's list is rendered once and then served from the page cache too; a
 * search by name (or by a department the page cache does not keep) goes to a route rendered per
 * request. A plain list request never reaches this function (the matcher).
 */
export function proxy(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  // An Urdu address is its English one under /ur, rewritten to the Urdu twin of the same route.
  const { locale, path: pathname } = splitLocale(request.nextUrl.pathname);
  const labRoute = labRouteOf(pathname);
  if (labRoute) {
    const url = request.nextUrl.clone();
    url.pathname = localePath(labRoute, locale);
    return toPrivateRoute(request, url.pathname, labRoute) ?? NextResponse.rewrite(url);
  }
  const privateRoute = toPrivateRoute(request, null, pathname);
  if (privateRoute) return privateRoute;
  const alias = Object.hasOwn(PAGE_ALIASES, pathname) ? PAGE_ALIASES[pathname] : undefined;
  if (alias) {
    const url = request.nextUrl.clone();
    url.pathname = localePath(alias, locale);
    return NextResponse.rewrite(url);
  }
  if (pathname === CATALOGUE_PATH) {
    // A catalogue search (the matcher lets only one with a query through) is answered per
    // request; the catalogue without one stays a single cached page (issue 22).
    const url = request.nextUrl.clone();
    url.pathname = localePath(MEDICINE_SEARCH_ROUTE, locale);
    return CATALOGUE_QUERY_KEYS.some((key) => searchParams.has(key))
      ? NextResponse.rewrite(url)
      : NextResponse.next();
  }
  const keyed = keyedListing(request, pathname, locale);
  if (keyed) return keyed;
  const listing = listingOfPath(pathname);
  if (!listing) return NextResponse.next();
  const search = searchFromQuery(searchParams);
  const key = searchKey(search);
  if (key === null) return NextResponse.next();
  // Cloned, so the rewrite stays on this server rather than being proxied over HTTP.
  const url = request.nextUrl.clone();
  url.pathname = localePath(
    isCacheable(search)
      ? `${pathname}/${key}`
      : // Typed names are countless: their pages are rendered per request and never kept, so
        // searches cannot push the site's pages out of the page cache.
        `${NAME_SEARCH_ROUTE}/${listing}/${key}`,
    locale,
  );
  url.search = '';
  return NextResponse.rewrite(url);
}

// Next.js reads the matcher statically, so the list addresses (domain/consultantLists.ts) are
// written out once per query key that makes a search (a matcher's conditions all hold at once),
// and once for the internal search addresses; a plain list request then never runs the proxy,
// which would cost a list page about a third of its rate (npm run bench:throughput). A unit test
// holds each copy to the table. Each address may have the Urdu prefix (`/:lang(ur)?`).
export const config = {
  matcher: [
    // Every lab report address, in any case (content/labPages.ts).
    { source: '/:lang(ur)?/:lab([Ll][Aa][Bb][A-Za-z-]*)/:rest*' },
    { source: '/:lang(ur)?/Appointment' },
    // Routes with a patient's data that an address reaches as it is (content/routes.ts).
    { source: '/:lang(ur)?/payment/status' },
    { source: '/:lang(ur)?/departments' },
    // The catalogue with a search (domain/catalogue.ts CATALOGUE_QUERY_KEYS).
    { source: '/:lang(ur)?/Medicines', has: [{ type: 'query', key: 'search' }] },
    { source: '/:lang(ur)?/Medicines', has: [{ type: 'query', key: 'show' }] },
    { source: '/:lang(ur)?/Medicines', has: [{ type: 'query', key: 'page' }] },
    {
      source:
        '/:lang(ur)?/:listing(OurDoctors|iqbaltownconsultant|dhaconsultant|westwoodconsultant|bahriagolfcosultant|bahriagolfconsultant|bahriainclaveconsultant|akhtersaeedconsultant|doctorshospitalconsultant)/:key',
    },
    {
      source:
        '/:lang(ur)?/:listing(OurDoctors|iqbaltownconsultant|dhaconsultant|westwoodconsultant|bahriagolfcosultant|bahriagolfconsultant|bahriainclaveconsultant|akhtersaeedconsultant|doctorshospitalconsultant)',
      has: [{ type: 'query', key: 'name' }],
    },
    {
      source:
        '/:lang(ur)?/:listing(OurDoctors|iqbaltownconsultant|dhaconsultant|westwoodconsultant|bahriagolfcosultant|bahriagolfconsultant|bahriainclaveconsultant|akhtersaeedconsultant|doctorshospitalconsultant)',
      has: [{ type: 'query', key: 'department' }],
    },
    {
      source:
        '/:lang(ur)?/:listing(OurDoctors|iqbaltownconsultant|dhaconsultant|westwoodconsultant|bahriagolfcosultant|bahriagolfconsultant|bahriainclaveconsultant|akhtersaeedconsultant|doctorshospitalconsultant)',
      has: [{ type: 'query', key: 'page' }],
    },
    {
      source:
        '/:lang(ur)?/:listing(OurDoctors|iqbaltownconsultant|dhaconsultant|westwoodconsultant|bahriagolfcosultant|bahriagolfconsultant|bahriainclaveconsultant|akhtersaeedconsultant|doctorshospitalconsultant)',
      has: [{ type: 'query', key: 'branch' }],
    },
    {
      source:
        '/:lang(ur)?/:listing(OurDoctors|iqbaltownconsultant|dhaconsultant|westwoodconsultant|bahriagolfcosultant|bahriagolfconsultant|bahriainclaveconsultant|akhtersaeedconsultant|doctorshospitalconsultant)',
      has: [{ type: 'query', key: 'today' }],
    },
  ],
};
