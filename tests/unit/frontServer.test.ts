import { describe, expect, it } from 'vitest';
import { lowDataImage } from '@/domain/imageWidths';
import { clientAddress } from '@/domain/clientAddress';
import { noncePolicy, policySources, sitePolicy } from '@/domain/contentSecurityPolicy';
import { NextRequest } from 'next/server';
import { localePath, splitLocale } from '@/domain/locales';
import { NO_PAGE, PRIVACY_HEADER } from '@/domain/addresses';
import { config, proxy } from '@/proxy';
import { admission, isDecodablePath, isPlainPath } from '@/server/admission';
import { readFrontSettings } from '@/server/settings';

describe('the client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', 0)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', ['1.1.1.1', '2.2.2.2'], 0)).toBe('203.0.113.9');
  });

  it('is the address the outermost trusted proxy saw, not what the client prepended', () => {
    // The client sent "6.6.6.6"; nginx appended the real peer; the site sees nginx.
    expect(clientAddress('127.0.0.1', '6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
    // A CDN, then nginx.
    expect(clientAddress('127.0.0.1', '6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
  });

  it('falls back to the first hop when a request bypassed the proxies', () => {
    expect(clientAddress('203.0.113.9', undefined, 1)).toBe('203.0.113.9');
  });
});

describe('addresses', () => {
  it.each(['/consultant/%ff', '/labreports/%ff', '/dhaconsultant/%C0', '/%E0%A4%A'])(
    '%s cannot be decoded',
    (path) => expect(isDecodablePath(path)).toBe(false),
  );

  it.each(['/', '/consultant/12', '/OurDoctors/%20x', '/%D8%A7'])('%s can', (path) =>
    expect(isDecodablePath(path)).toBe(true),
  );

  it.each([
    '/ur/../labreports/200148',
    '/ur/%2e%2e/labreports/200148',
    '/payment/./status',
    '/payment/%2E/status',
    '/labreports%2f200148',
    '/labreports%5C200148',
    '/labreports\\200148',
    '/a%00b',
    '//LabReports/CombinedReport',
    '/labreports//200148',
    `/${'x'.repeat(2100)}`,
  ])('%s is no plain path', (path) => expect(isPlainPath(path)).toBe(false));

  it.each(['/', '/labreports/200148', '/OurDoctors/%20x', '/%D8%A7', '/a.b/c..d'])(
    '%s is',
    (path) => expect(isPlainPath(path)).toBe(true),
  );
});

describe('what the front server admits', () => {
  it.each([
    '/ur/../labreports/200148',
    '/ur/%2e%2e/labreports/200148',
    '/payment/./status?order=FH-1',
    // The internal routes behind the lab addresses and the searches.
    '/patient-reports/main/200148',
    '/ur/patient-reports/main/200148',
    '/Patient-Reports/islamabad/200148',
    '/report-files/combined?t=x',
    '/report-files/single/1?t=x',
    '/consultant-search/OurDoctors/x',
    '/medicine-search?search=pana',
    // Ids that cannot be a record's, and segments after a page that takes none.
    '/consultant/abc',
    '/consultant/321.',
    '/consultant/0',
    '/consultant/1/2',
    '/ur/department/x',
    '/medicine/abc',
    '/pressdetails/1e3',
    '/careers/-1',
    '/dhabranch/xyz',
    '/ur/Departments/anything',
    '/ur/en/AboutUs',
    // Addresses the table does not list (domain/addresses), and files in a language.
    '/made-up',
    '/history/more',
    '/dhaconsultant/eyJrIjoxfQ',
    '/ur/api/graphql',
    '/ur/sitemap.xml',
    '/labreports/1/2',
  ])('%s gets the 404 page in its language', (url) =>
    expect(admission('GET', url)).toEqual({ url: localePath(NO_PAGE, splitLocale(url).locale) }),
  );

  it.each([
    ['/consultant/0000321', '/consultant/321'],
    ['/ur/consultant/0321', '/ur/consultant/321'],
    ['/careers/083?x=1', '/careers/83?x=1'],
    // One rule for the language prefix (domain/locales.ts): /ur in any other case, and /en
    // (English has no prefix), move to the page's one address.
    ['/Ur/dhabranch/anything1', '/ur/dhabranch/anything1'],
    ['/UR?x=1', '/ur?x=1'],
    ['/uR/AboutUs', '/ur/AboutUs'],
    ['/en/AboutUs', '/AboutUs'],
    ['/EN', '/'],
    ['/En/consultant/0321', '/consultant/0321'],
    // The home page's route is no second address of the home page.
    ['/home', '/'],
    ['/ur/home', '/ur'],
  ])('%s is another spelling of %s', (url, location) =>
    expect(admission('GET', url)).toEqual({ answer: 308, location }),
  );

  it.each([
    '/payment/status?order=a&order=b',
    '/payment/status?order=FH-1&proof=a&proof=b',
    '/OurDoctors?name=a&name=b&x=1',
  ])('%s names a parameter twice: 400', (url) =>
    expect(admission('GET', url)).toEqual({ answer: 400 }),
  );

  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'CONNECT', 'PROPFIND', undefined])(
    '%s is refused',
    (method) =>
      expect(admission(method, '/api/graphql')).toEqual({
        answer: 405,
        allow: ['GET', 'HEAD', 'POST', 'OPTIONS'],
      }),
  );

  // Answered by Next.js, an OPTIONS replaced a kept route's copy with one it could not replay
  // (issue 53, docs/next-options-cache.md).
  it.each([
    '/serwist/sw.js',
    '/og-image.png',
    '/icons/icon-192.png',
    '/sitemap.xml',
    '/',
    '/ur/dhabranch',
  ])('OPTIONS %s is answered by the front server, with what the address allows', (url) =>
    expect(admission('OPTIONS', url)).toEqual({
      answer: 204,
      allow: url.includes('.') ? ['GET', 'HEAD', 'OPTIONS'] : ['GET', 'HEAD', 'POST', 'OPTIONS'],
    }),
  );

  it('OPTIONS /api/graphql reaches the API, whose CORS answers the preflight', () =>
    expect(admission('OPTIONS', '/api/graphql')).toEqual({ url: '/api/graphql' }));

  it.each(['/serwist/sw.js', '/sitemap.xml', '/robots.txt'])(
    'a POST to the file %s is refused before its route, which would drop its kept copy',
    (url) =>
      expect(admission('POST', url)).toEqual({ answer: 405, allow: ['GET', 'HEAD', 'OPTIONS'] }),
  );

  it.each([
    '/',
    '/consultant/321',
    '/careers',
    '/careers/83',
    '/medicine',
    '/dhabranch',
    '/ur/dhabranch',
    '/labreports/200148',
    '/LabReports/CombinedReport?t=x',
    '/payment/status?order=FH-1',
    // The gateway's way back, with its proof (issue 54).
    '/payment/status?order=FH-1&proof=x',
    '/ur/payment/status?order=FH-1&proof=x',
    '/OurDoctors?name=',
  ])('%s goes to its route', (url) => expect(admission('GET', url)).toEqual({ url }));

  it.each([
    // The home page's department buttons submit after the dropdown.
    '/OurDoctors?name=&branch=DHA&department=&department=Cardiology',
    '/OurDoctors?department=Cardiology&page=2&today=1',
    '/ur/dhaconsultant?department=Transport&today=1&branch=WEST_WOOD',
  ])(
    '%s goes to its route, as an answer that may be rendered for it (a search or a filter)',
    (url) => expect(admission('GET', url)).toEqual({ url, perRequest: true }),
  );

  it.each(['/OurDoctors?name=saima&page=2', '/Medicines?search=panadol'])(
    '%s is a search, rendered for it, that no shared cache keeps',
    (url) => expect(admission('GET', url)).toEqual({ url, shared: false, perRequest: true }),
  );

  it.each([
    '/AboutUs?utm_source=x',
    '/appointment?doctor=321',
    '/consultant/321?fbclid=abc',
    '/ur/dhabranch?x=',
  ])(
    '%s goes to its route, but no shared cache keeps it (the page at a query that does not change it)',
    (url) => expect(admission('GET', url)).toEqual({ url, shared: false }),
  );
});

/** The privacy proxy.ts gives the route an address reaches, and the policy it renders under. */
function privacyAt(address: string) {
  const response = proxy(new NextRequest(`http://127.0.0.1:3100${address}`));
  return {
    privacy: response.headers.get(PRIVACY_HEADER),
    nonced: /'nonce-[^']+' 'strict-dynamic'/.test(
      response.headers.get('content-security-policy') ?? '',
    ),
  };
}

describe('the answers with a patient’s data, marked by their route', () => {
  it.each([
    '/labreports/1234567',
    '/LABREPORTS/1234567',
    '/LabReportsisl/1234567',
    '/labReportsWW/1234567',
    '/LabReports/CombinedReport',
    '/LabReports/NormalTempReport/12',
    '/payment/status',
    '/ur/labreports/1234567',
    '/ur/LabReports/CombinedReport',
    '/ur/payment/status',
  ])('%s: a patient’s, with a nonce', (address) =>
    expect(privacyAt(address)).toEqual({ privacy: 'patient', nonced: true }),
  );

  it.each(['/labreports', '/labReportsWW', '/LABREPORTAS/', '/ur/labreports'])(
    '%s: a search, with a nonce, which search engines may index',
    (address) => expect(privacyAt(address)).toEqual({ privacy: 'search', nonced: true }),
  );

  it.each(['/Appointment', '/ur/departments', '/Medicines?search=x', '/OurDoctors?name=x'])(
    '%s: public',
    (address) => expect(privacyAt(address)).toEqual({ privacy: null, nonced: false }),
  );

  it('reaches the proxy for every address of a private route that is not a lab address', () => {
    const sources = config.matcher.map((matcher) =>
      typeof matcher === 'string' ? matcher : matcher.source,
    );
    expect(sources).toContain('/:lang(ur)?/payment/status');
  });
});

describe('the content security policy', () => {
  const sources = policySources({
    NEXT_PUBLIC_EMAILJS_ORIGIN: 'https://api.emailjs.com/api/v1.0',
    SITE_URL: 'https://farooqhospital.pk',
  });

  it('lets pages from the cache run only this site’s scripts and reach only the mail service', () => {
    const policy = sitePolicy(sources);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self' 'unsafe-inline';");
    expect(policy).toContain("connect-src 'self' https://api.emailjs.com;");
    expect(policy).toContain('frame-src https://maps.google.com https://www.google.com;');
    for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(policy).toContain(directive);
    }
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain('upgrade-insecure-requests');
  });

  it('gives pages rendered per request a nonce and no inline scripts', () => {
    const policy = noncePolicy(sources, 'abc');
    expect(policy).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic';");
    expect(policy.split('; ').find((d) => d.startsWith('script-src'))).not.toContain(
      'unsafe-inline',
    );
  });

  it('does not upgrade requests on a plain-HTTP site (the sandbox)', () => {
    expect(sitePolicy(policySources({}))).not.toContain('upgrade-insecure-requests');
  });
});

describe('the front server settings', () => {
  it('send HSTS unless told not to', () => {
    expect(readFrontSettings({}).siteHeaders['Strict-Transport-Security']).toBe('max-age=63072000');
    expect(readFrontSettings({ HSTS_MAX_AGE: '0' }).siteHeaders).not.toHaveProperty(
      'Strict-Transport-Security',
    );
  });

  it("let the site's own pages ask for the location (nearest branch first), and no frame", () => {
    expect(readFrontSettings({}).siteHeaders['Permissions-Policy']).toContain('geolocation=(self)');
  });

  it('refuse a trusted hop count that is not a small number', () => {
    expect(() => readFrontSettings({ TRUSTED_PROXY_HOPS: 'all' })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});

describe('a picture asked for in low-data mode (Save-Data)', () => {
  it.each([
    [
      '/_next/image?url=%2Fimages%2Fa.jpg&w=828&q=75',
      '/_next/image?url=%2Fimages%2Fa.jpg&w=384&q=75',
    ],
    [
      '/_next/image?url=%2Fimages%2Fa.jpg&w=1920&q=75',
      '/_next/image?url=%2Fimages%2Fa.jpg&w=828&q=75',
    ],
    [
      '/_next/image?url=%2Fimages%2Fa.jpg&w=160&q=75',
      '/_next/image?url=%2Fimages%2Fa.jpg&w=80&q=75',
    ],
    // Never below the smallest width, never a width the optimiser would refuse.
    [
      '/_next/image?url=%2Fimages%2Fa.jpg&w=80&q=75',
      '/_next/image?url=%2Fimages%2Fa.jpg&w=80&q=75',
    ],
    [
      '/_next/image?url=%2Fimages%2Fa.jpg&w=5000&q=75',
      '/_next/image?url=%2Fimages%2Fa.jpg&w=5000&q=75',
    ],
    ['/dhabranch?w=828', '/dhabranch?w=828'],
  ])('%s is %s', (asked, sent) => {
    expect(lowDataImage(asked)).toBe(sent);
  });
});
