import { describe, expect, it } from 'vitest';
import { labFacts } from '@/sandbox/data/lab-reports';
import { pageKinds } from '@/tests/support/pageKinds';
import { PRIVATE_HEADERS, privateHeadersOf, startedSite } from './site';

/**
 * Issue 30: the front server and every route, asked what no page of the site asks: every method,
 * repeated and malformed parameters, dot segments, escaped slashes, overlong and undecodable
 * paths. Nothing answers 5xx, and nothing holding a patient's data leaves without the private
 * headers, whatever address reached it. Issue 39: what an outside test sent.
 */

const site = startedSite();

const LAHORE = labFacts['lab-a'];
const patient = String(LAHORE.richPatientId);
/** Only a patient's report list or file holds these: a report's link (the worker names the address), a PDF. */
const PATIENT_DATA = /\/LabReports\/NormalTempReport\/\d|%PDF-/;

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND'];

/** Addresses the sitemap leaves out: a patient's, the API's, the internal routes. */
async function otherAddresses(): Promise<string[]> {
  const lookup = await fetch(`${site.origin}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.20.0.1' },
    body: JSON.stringify({
      query: `{ labReports(lab: LAHORE, patientId: "${patient}") { combinedReportUrl reports { fileUrl } } }`,
    }),
  });
  const found = (await lookup.json()).data.labReports;
  return [
    `/labreports/${patient}`,
    `/LabReportsisl/${patient}`,
    `/labReportsWW/${patient}`,
    found.combinedReportUrl,
    found.reports[0].fileUrl,
    '/payment/status?order=FH-17640000000001234567',
    `/patient-reports/main/${patient}`,
    '/report-files/combined',
    '/consultant-search/OurDoctors/x',
    '/medicine-search?search=pana',
    '/api/graphql?query=%7Bok%7D',
    '/api/health',
    '/api/health/ready',
    '/serwist/sw.js',
    '/robots.txt',
    '/sitemap.xml',
    '/manifest.webmanifest',
    '/no-such-page',
    // What an outside test sent (issue 39).
    '/Ur/dhabranch/anything1',
    '/EN/AboutUs',
    '/home',
    `/OurDoctors?name=${'a'.repeat(99)}%20b`,
    '/OurDoctors?page=777',
    `/_next/image?url=%2Fpatient-reports%2Fmain%2F${patient}&w=640&q=75`,
    `/_next/image?url=%2Fdhabranch%2F..%2Flabreports%2F${patient}&w=640&q=75`,
    `/dhabranch/../labreports/${patient}`,
  ];
}

/**
 * Headers a page is also asked with (issue 39): a router state no client sends, and a form's post
 * with no action, from another site.
 */
const HEADER_VARIANTS: [string, Record<string, string>][] = [
  ['GET', { rsc: '1', 'next-router-state-tree': 'garbage' }],
  ['GET', { rsc: '1', 'next-router-state-tree': '%5B%22x%22%5D' }],
  ['POST', { 'content-type': 'multipart/form-data', origin: 'http://evil.example' }],
  ['POST', { 'content-type': 'multipart/form-data; boundary=x', 'next-action': 'x' }],
];

/** What each address is also asked as: the same with bad parameters, and bent out of shape. */
function variantsOf(address: string): string[] {
  const [path, query = ''] = address.split('?');
  const join = (extra: string) => `${path}?${[query, extra].filter(Boolean).join('&')}`;
  const first = path!.split('/')[1] ?? '';
  const rest = path!.split('/').slice(2).join('/');
  return [
    join('order=a&order=b'),
    join('name=a&name=b&page=1&page=2'),
    join('department=&department=Cardiology&department=%ff'),
    join('page=-1&name=%ff&search=%'),
    join(`q=${'x'.repeat(5000)}`),
    `${path}/.`,
    `/ur/..${path}`,
    `/${first}/./${rest}`,
    `/${first}/%2e%2e/${first}/${rest}`,
    `/${first}%2f${rest}`,
    `${path}%5c`,
    `${path}/%ff%fe`,
    `${path}/%c0%af`,
    `${path}%00`,
    `${path}/${'a'.repeat(3000)}`,
    `//${path}`,
  ];
}

it(
  'no request, however malformed, gets a 5xx or a patient’s data without the private headers',
  { timeout: 600_000 },
  async ({ annotate }) => {
    const addresses = [...(await pageKinds(site.origin)).values(), ...(await otherAddresses())];
    expect(addresses.length).toBeGreaterThan(60);
    const asks: [string, string, Record<string, string>?][] = [
      ...addresses.flatMap((address) =>
        METHODS.map((method) => [method, address] as [string, string]),
      ),
      ...addresses.flatMap((address) =>
        variantsOf(address).map((v) => ['GET', v] as [string, string]),
      ),
      ...addresses.flatMap((address) =>
        HEADER_VARIANTS.map(
          ([method, headers]) =>
            [method, address, headers] as [string, string, Record<string, string>],
        ),
      ),
    ];
    const problems: string[] = [];
    let client = 0;
    // Four at a time: a bounded load, on loopback.
    for (let at = 0; at < asks.length; at += 4) {
      await Promise.all(
        asks.slice(at, at + 4).map(async ([method, path, headers]) => {
          // A visitor of its own each time, so lab lookups are not refused for the allowance.
          client += 1;
          const answer = await site.rawRequest(
            method,
            path,
            {
              'x-forwarded-for': `198.20.${(client >> 8) % 250}.${(client % 250) + 1}`,
              'content-type': 'text/plain',
              ...headers,
            },
            method === 'POST' ? 'x' : undefined,
          );
          if (answer.status >= 500)
            problems.push(`${method} ${path.slice(0, 120)}: ${answer.status}`);
          if (PATIENT_DATA.test(answer.body)) {
            const headers = privateHeadersOf(answer);
            if (JSON.stringify(headers) !== JSON.stringify(PRIVATE_HEADERS)) {
              problems.push(`${method} ${path}: a patient's data with ${JSON.stringify(headers)}`);
            }
          }
        }),
      );
    }
    expect(problems).toEqual([]);
    await annotate(`${asks.length} requests over ${addresses.length} addresses`, 'asked');
  },
);

describe('what the outside test sent', () => {
  it('a search of the longest text the search takes is a page', async () => {
    for (const length of [98, 99, 100]) {
      const answer = await site.rawRequest('GET', `/OurDoctors?name=${'a'.repeat(length)}%20b`);
      expect(answer.status, String(length)).toBe(200);
    }
  });

  it('the image optimizer reads the site’s own pictures, nothing else', async () => {
    for (const url of [
      `/patient-reports/main/${patient}`,
      `/labreports/${patient}`,
      `/dhabranch/../labreports/${patient}`,
      '/images/../api/graphql',
      '/api/health',
    ]) {
      const answer = await site.rawRequest(
        'GET',
        `/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`,
      );
      expect(answer.status, url).toBe(400);
      expect(answer.body, url).toContain('"url" parameter is not allowed');
    }
    const picture = await site.rawRequest(
      'GET',
      '/_next/image?url=%2Ficons%2Ficon-192.png&w=640&q=75',
    );
    expect(picture.status).toBe(200);
  });

  it('no input answers 500', async () => {
    const evil = await site.rawRequest(
      'POST',
      '/appointment',
      { origin: 'http://evil.example', 'content-type': 'multipart/form-data; boundary=x' },
      '--x\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--x--\r\n',
    );
    expect(evil.status).toBeGreaterThanOrEqual(400);
    expect(evil.status).toBeLessThan(500);
    const garbage = await site.rawRequest(
      'POST',
      '/history',
      { 'content-type': 'multipart/form-data' },
      'x',
    );
    expect(garbage.status).toBeGreaterThanOrEqual(400);
    expect(garbage.status).toBeLessThan(500);
    for (const path of ['/payment/status', '/labreports', '/OurDoctors?name=khan', '/AboutUs']) {
      const answer = await site.rawRequest('GET', path, {
        rsc: '1',
        'next-router-state-tree': 'garbage',
      });
      expect(answer.status, path).toBe(400);
    }
  });

  it('other cases of the language prefix move to the page’s one address', async () => {
    for (const [path, location] of [
      ['/Ur/dhabranch', '/ur/dhabranch'],
      ['/UR/AboutUs?x=1', '/ur/AboutUs?x=1'],
      ['/en/AboutUs', '/AboutUs'],
      ['/home', '/'],
    ]) {
      const answer = await site.rawRequest('GET', path!);
      expect(answer.status, path).toBe(308);
      expect(answer.headers.location, path).toBe(location);
      // No shared cache keeps a move: a made-up spelling would fill it.
      expect(answer.headers['cache-control'], path).toMatch(/^private/);
    }
  });
});
