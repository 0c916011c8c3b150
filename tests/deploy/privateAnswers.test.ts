import { describe, expect, it } from 'vitest';
import { splitLocale } from '@/domain/locales';
import { messagesIn } from '@/domain/messages/catalogues';
import { labFacts } from '@/sandbox/data/lab-reports';
import { PRIVATE_HEADERS, privateHeadersOf, serverActionId, startedSite } from './site';

/**
 * Issue 30: what an outside probe found. A patient's answers are sealed by the route that makes
 * them, whatever address reached it; made-up addresses cost nothing and leave nothing behind;
 * bad input is a 4xx; the instance tells the world only what it must.
 */

const LAHORE = labFacts['lab-a'];
const ISLAMABAD = labFacts['lab-b'];
const patient = String(LAHORE.richPatientId);
/** Something only a patient's report list holds: a link to one of their report files. */
const REPORT_LINK = '/LabReports/NormalTempReport/';

const RUN = Date.now() % 250;
let clients = 0;
/** A visitor from the internet, with an allowance of lab lookups of its own. */
const visitor = () => ({ 'x-forwarded-for': `198.19.${RUN}.${(clients++ % 250) + 1}` });

const site = startedSite();
const { rawRequest } = site;

describe('a patient’s answers', () => {
  it('the internal routes behind the lab addresses are no page, in either language', async () => {
    for (const path of [
      `/patient-reports/main/${patient}`,
      `/ur/patient-reports/main/${patient}`,
      `/patient-reports/islamabad/${ISLAMABAD.richPatientId}`,
      '/patient-reports/main',
      '/report-files/combined?t=x',
      '/report-files/single/1?t=x',
    ]) {
      const answer = await rawRequest('GET', path, visitor());
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain(REPORT_LINK);
    }
    // The lab search's server action, posted to the internal route.
    const posted = await rawRequest(
      'POST',
      `/patient-reports/main/${patient}`,
      {
        ...visitor(),
        'next-action': serverActionId('searchLabReports'),
        origin: site.origin,
        'content-type': 'text/plain;charset=UTF-8',
      },
      '["LAHORE",null,{}]',
    );
    expect(posted.status).toBe(404);
  });

  it('dot segments and escaped slashes reach no private page', async () => {
    for (const path of [
      `/ur/../labreports/${patient}`,
      `/ur/%2e%2e/labreports/${patient}`,
      `/dhabranch/../labreports/${patient}`,
      `/labreports%2f${patient}`,
      '/payment/./status?order=FH-17640000000001234567',
      '/ur/payment/%2E/status?order=FH-17640000000001234567',
    ]) {
      const answer = await rawRequest('GET', path, visitor());
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain(REPORT_LINK);
    }
  });

  it('a patient’s reports, at any spelling of their address, carry the private headers', async () => {
    for (const path of [
      `/labreports/${patient}`,
      `/LABREPORTS/${patient}`,
      `/ur/labreports/${patient}`,
    ]) {
      const answer = await rawRequest('GET', path, visitor());
      expect(answer.body, path).toContain(REPORT_LINK);
      expect(privateHeadersOf(answer), path).toEqual(PRIVATE_HEADERS);
      expect(answer.headers['content-security-policy'], path).toMatch(
        /script-src 'self' 'nonce-[^']+' 'strict-dynamic'/,
      );
    }
  });

  it('a report file: no referrer, not indexed, not kept, named without the patient', async () => {
    const lookup = await fetch(`${site.origin}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...visitor() },
      body: JSON.stringify({
        query: `{ labReports(lab: LAHORE, patientId: "${patient}") { combinedReportUrl reports { fileUrl } } }`,
      }),
    });
    const found = (await lookup.json()).data.labReports as {
      combinedReportUrl: string;
      reports: { fileUrl: string }[];
    };
    for (const link of [found.combinedReportUrl, found.reports[0]!.fileUrl]) {
      const file = await rawRequest('GET', link, visitor());
      expect(file.status, link).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(privateHeadersOf(file), link).toEqual(PRIVATE_HEADERS);
      expect(file.headers['content-disposition'], link).not.toContain(patient);
    }
  });
});

describe('addresses made up', () => {
  it('an id that cannot be a record’s is the 404 page, asks no upstream, and is never kept', async () => {
    await site.forgetSandboxRequests();
    for (const path of [
      '/consultant/anything',
      '/consultant/321.',
      '/department/x1',
      '/medicine/abc',
      '/pressdetails/..1',
      '/careers/job-83',
      '/event-details/0',
      '/ur/consultant/anything',
      '/dhabranch/xyz',
      '/ur/Departments/xyz',
    ]) {
      // Asked twice: the second is not served from any cache either.
      for (const answer of [await rawRequest('GET', path), await rawRequest('GET', path)]) {
        expect(answer.status, path).toBe(404);
        // In the language of the address (issue 31).
        expect(answer.body, path).toContain(messagesIn(splitLocale(path).locale).notFound.page);
        expect(answer.headers['cache-control'], path).toMatch(/no-store/);
      }
    }
    expect(await site.sandboxAsked()).toEqual([]);
  });

  it('another spelling of a record’s id leads to its one address', async () => {
    for (const [path, location] of [
      ['/consultant/0000321', '/consultant/321'],
      ['/ur/consultant/0321?x=1', '/ur/consultant/321?x=1'],
      ['/careers/083', '/careers/83'],
    ]) {
      const answer = await rawRequest('GET', path!);
      expect(answer.status, path).toBe(308);
      expect(answer.headers.location, path).toBe(location);
    }
  });

  it('a record that does not exist is said so each time, never kept in the page cache', async () => {
    for (let time = 0; time < 3; time += 1) {
      const answer = await rawRequest('GET', '/consultant/987654321');
      expect(answer.body).toContain('No consultant details found');
      expect(answer.headers['x-nextjs-cache']).not.toBe('HIT');
    }
  });
});

describe('what the instance tells', () => {
  it('readiness: only up or down to the world, however patients act', async () => {
    const read = async () =>
      (await rawRequest('GET', '/api/health/ready', visitor())).body as string;
    const before = await read();
    await fetch(`${site.origin}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...visitor() },
      body: JSON.stringify({
        query: `{ labReports(lab: LAHORE, patientId: "${patient}") { combinedReportUrl } }`,
      }),
    });
    expect(JSON.parse(before)).toEqual({ status: expect.stringMatching(/^(ok|degraded)$/) });
    expect(await read()).toBe(before);
    // This machine's monitoring reads the details.
    expect(JSON.parse((await rawRequest('GET', '/api/health/ready')).body)).toHaveProperty(
      'upstreams',
    );
  });

  it('the page cache’s headers go to this machine only', async () => {
    await rawRequest('GET', '/AboutUs');
    const inside = await rawRequest('GET', '/AboutUs');
    const outside = await rawRequest('GET', '/AboutUs', visitor());
    expect(inside.headers['x-nextjs-cache']).toBe('HIT');
    for (const name of ['x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time']) {
      expect(outside.headers[name], name).toBeUndefined();
    }
  });

  it('pages and pictures say they vary with Save-Data', async () => {
    const home = await fetch(`${site.origin}/`);
    const picture = home.text().then((html) => /\/_next\/image\?[^"\s,]+/.exec(html)![0]);
    for (const path of ['/', '/dhabranch', (await picture).replace(/&amp;/g, '&')]) {
      const answer = await rawRequest('GET', path, { 'save-data': 'on' });
      expect(answer.status, path).toBe(200);
      expect(String(answer.headers.vary), path).toMatch(/\bSave-Data\b/);
    }
  });

  it('the service worker’s sources are not published', async () => {
    expect((await rawRequest('GET', '/serwist/sw.js')).status).toBe(200);
    expect((await rawRequest('GET', '/serwist/sw.js.map')).status).toBe(404);
  });
});

describe('bad input is a 4xx', () => {
  const answers = (method: string, path: string, headers = {}, body?: string) =>
    rawRequest(method, path, headers, body);

  it('a parameter named twice', async () => {
    for (const path of [
      '/payment/status?order=a&order=b',
      '/ur/payment/status?order=a&order=b',
      '/OurDoctors?name=a&name=b',
    ]) {
      expect((await answers('GET', path)).status, path).toBe(400);
    }
  });

  it('a method no route answers', async () => {
    for (const path of ['/api/graphql', '/api/health', `/labreports/${patient}`, '/']) {
      for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH']) {
        const answer = await answers(method, path);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
      }
    }
  });

  it('a server action’s body no form of the site sends', async () => {
    const action = serverActionId('searchLabReports');
    for (const body of ['[]', 'not json', '{"a":1}', '["LAHORE",null,{}]']) {
      const answer = await answers(
        'POST',
        '/labreports',
        { 'next-action': action, origin: site.origin, 'content-type': 'text/plain' },
        body,
      );
      expect(answer.status, body).toBeGreaterThanOrEqual(400);
      expect(answer.status, body).toBeLessThan(500);
    }
  });
});
