import { NextResponse, type NextRequest } from 'next/server';
import { isCacheable, searchFromQuery, searchKey } from '@/domain/listingSearch';
import {
  CATALOGUE_PATH,
  CATALOGUE_QUERY_KEYS,
  CONSULTANT_LIST_PATHS,
  LIST_ROUTE,
  MEDICINE_SEARCH_ROUTE,
  NAME_SEARCH_ROUTE,
  PRIVACY_HEADER,
  findAddress,
  listingOfPath,
  privacyOfRoute,
} from '@/domain/addresses';
import { noncePolicy, policySources } from '@/domain/contentSecurityPolicy';
import { localePath, splitLocale } from '@/domain/locales';

const POLICY_SOURCES = policySources(process.env);

/**
 * A route with a patient's data (domain/addresses), reached at whatever address: rendered with
 * a nonce on each of its scripts (Next.js reads it from the request's policy), and marked so that
 * the front server gives its answer the private headers (server/answerHeaders.ts). The render is told
 * the same privacy, which only this request's method can tell (a search form's post answers with
 * a patient's results), so that the page's robots metadata says what the answer's header says.
 */
function toPrivateRoute(request: NextRequest, rewrite: string | null, route: string) {
  const privacy = privacyOfRoute(route, request.method);
  if (!privacy) return null;
  const policy = noncePolicy(POLICY_SOURCES, btoa(crypto.randomUUID()));
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  // Set, never taken from the client: whatever it sent under this name is replaced.
  headers.set(PRIVACY_HEADER, privacy);
  const init = {
    request: { headers },
    headers: { 'content-security-policy': policy, [PRIVACY_HEADER]: privacy },
  };
  if (rewrite === null) return NextResponse.next(init);
  const url = request.nextUrl.clone();
  url.pathname = rewrite;
  return NextResponse.rewrite(url, init);
}

/** The same request, shown from another route (cloned, so it stays on this server). */
function rewriteTo(request: NextRequest, pathname: string) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.rewrite(url);
}

/**
 * Shows each private address from the route the address table names (domain/addresses): a lab
 * address in whatever case the legacy site used, from the internal lab routes. Other spellings of
 * a page are next.config.build.ts's rewrites, which run no code.
 *
 * A consultant list page takes its search in the query (/dhaconsultant?name=ayesha&page=2), but
 * Next.js caches rendered pages by path only. A request with a query is rewritten here to the
 * lists' route with the normalised search as one more path segment
 * (/consultant-list/dhaconsultant/<key>), so each page of a department's list is rendered once
 * and then served from the page cache too; a search by name (or by a department the page cache
 * does not keep) goes to a route rendered per request. A plain list request never reaches this function (the matcher). The front server has
 * already refused any address the table does not list, so every path here has its entry.
 */
export function proxy(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  const { locale, path: pathname } = splitLocale(request.nextUrl.pathname);
  const found = findAddress(pathname);
  if (!found) return NextResponse.next();
  const { address, route } = found;
  if (address.privacy) {
    const rewrite = route === pathname ? null : localePath(route, locale);
    return toPrivateRoute(request, rewrite, route)!;
  }
  if (pathname === CATALOGUE_PATH) {
    // A catalogue search (the matcher lets only one with a query through) is answered per
    // request; the catalogue without one stays a single cached page (issue 22).
    return CATALOGUE_QUERY_KEYS.some((key) => searchParams.has(key))
      ? rewriteTo(request, localePath(MEDICINE_SEARCH_ROUTE, locale))
      : NextResponse.next();
  }
  const listing = listingOfPath(pathname);
  const search = listing && searchFromQuery(searchParams);
  const key = search && searchKey(search);
  if (listing && search && key) {
    const list = CONSULTANT_LIST_PATHS[listing][0];
    const url = request.nextUrl.clone();
    url.pathname = localePath(
      isCacheable(search)
        ? `${LIST_ROUTE}${list}/${key}`
        : // Typed names are countless: their pages are rendered per request and never kept, so
          // searches cannot push the site's pages out of the page cache.
          `${NAME_SEARCH_ROUTE}/${listing}/${key}`,
      locale,
    );
    url.search = '';
    return NextResponse.rewrite(url);
  }
  return NextResponse.next();
}

// The address table's `proxyMatcher()` (domain/addresses), written out: Next.js reads `config`
// from this file's text at build time, without running it, and takes only literals (a name, a
// call or a spread is refused: node_modules/next/dist/build/analysis/extract-const-value.js, and
// its proxy docs: "The matcher values need to be constants so they can be statically analyzed").
// `proxyMatcher` says why each is here; tests/unit/addresses.test.ts holds the two lists equal.
export const config = {
  matcher: [
    // Every lab report address, in any case (domain/addresses).
    { source: '/:lang(ur)?/:lab([Ll][Aa][Bb][A-Za-z-]*)/:rest*' },
    // Routes with a patient's data that an address reaches as it is (domain/addresses).
    { source: '/:lang(ur)?/payment/status' },
    // The catalogue with a search (CATALOGUE_QUERY_KEYS).
    { source: '/:lang(ur)?/Medicines', has: [{ type: 'query', key: 'search' }] },
    { source: '/:lang(ur)?/Medicines', has: [{ type: 'query', key: 'show' }] },
    { source: '/:lang(ur)?/Medicines', has: [{ type: 'query', key: 'page' }] },
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
      has: [{ type: 'query', key: 'branch' }],
    },
    {
      source:
        '/:lang(ur)?/:listing(OurDoctors|iqbaltownconsultant|dhaconsultant|westwoodconsultant|bahriagolfcosultant|bahriagolfconsultant|bahriainclaveconsultant|akhtersaeedconsultant|doctorshospitalconsultant)',
      has: [{ type: 'query', key: 'today' }],
    },
    {
      source:
        '/:lang(ur)?/:listing(OurDoctors|iqbaltownconsultant|dhaconsultant|westwoodconsultant|bahriagolfcosultant|bahriagolfconsultant|bahriainclaveconsultant|akhtersaeedconsultant|doctorshospitalconsultant)',
      has: [{ type: 'query', key: 'page' }],
    },
  ],
};
