import { NextResponse, type NextRequest } from 'next/server';
import { searchFromQuery, searchKey } from './components/consultants/listingSearch';
import { listingOfPath } from './content/consultantLists';
import { labRouteOf } from './content/labSites';
import { PAGE_ALIASES } from './content/pageAliases';

/**
 * A lab report address, in whatever case or spelling the legacy site used, is rewritten to the
 * internal lab route that shows it (content/labSites.ts). An alias spelling of a page
 * (content/pageAliases.ts) is rewritten to the page.
 *
 * A consultant list page takes its search in the query (/dhaconsultant?name=ayesha&page=2), but
 * Next.js caches rendered pages by path only. A request with a query is rewritten here to the
 * same list with the normalised search as one more path segment (/dhaconsultant/<key>), so each
 * distinct search is rendered once and then served from the page cache too. Plain list requests
 * never reach this function: the matcher asks for a query, and the proxy costs about a
 * millisecond a request.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const labRoute = labRouteOf(pathname);
  if (labRoute) {
    const url = request.nextUrl.clone();
    url.pathname = labRoute;
    const response = NextResponse.rewrite(url);
    // A patient's results: kept by no cache, shown by no search engine.
    response.headers.set('Cache-Control', 'no-store');
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    // Its address may hold a patient id: no link or frame may pass it on.
    response.headers.set('Referrer-Policy', 'no-referrer');
    return response;
  }
  const alias = Object.hasOwn(PAGE_ALIASES, pathname) ? PAGE_ALIASES[pathname] : undefined;
  if (alias) {
    const url = request.nextUrl.clone();
    url.pathname = alias;
    return NextResponse.rewrite(url);
  }
  if (!listingOfPath(pathname)) return NextResponse.next();
  const key = searchKey(searchFromQuery(searchParams));
  // Cloned, so the rewrite stays on this server rather than being proxied over HTTP.
  const url = request.nextUrl.clone();
  url.pathname = key === null ? pathname : `${pathname}/${key}`;
  url.search = '';
  return NextResponse.rewrite(url);
}

// Next.js reads the matcher statically, so each list address is written out, once per query key
// that makes a search, and each alias (content/pageAliases.ts); a unit test holds them to the tables.
export const config = {
  matcher: [
    // Every lab report address, in any case (content/labSites.ts).
    { source: '/:lab([Ll][Aa][Bb][A-Za-z-]*)/:rest*' },
    '/Appointment',
    '/departments',
    {
      source:
        '/:listing(OurDoctors|iqbaltownconsultant|dhaconsultant|westwoodconsultant|bahriagolfcosultant|bahriagolfconsultant|bahriainclaveconsultant|akhtersaeedconsultant|doctorshospitalconsultant)',
      has: [{ type: 'query', key: 'name' }],
    },
    {
      source:
        '/:listing(OurDoctors|iqbaltownconsultant|dhaconsultant|westwoodconsultant|bahriagolfcosultant|bahriagolfconsultant|bahriainclaveconsultant|akhtersaeedconsultant|doctorshospitalconsultant)',
      has: [{ type: 'query', key: 'department' }],
    },
    {
      source:
        '/:listing(OurDoctors|iqbaltownconsultant|dhaconsultant|westwoodconsultant|bahriagolfcosultant|bahriagolfconsultant|bahriainclaveconsultant|akhtersaeedconsultant|doctorshospitalconsultant)',
      has: [{ type: 'query', key: 'page' }],
    },
  ],
};
