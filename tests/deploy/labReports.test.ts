import { describe, expect, it } from 'vitest';
import { getBranch } from '@/domain/branches';
import { telHref } from '@/domain/phoneLinks';
import { labFacts } from '@/sandbox/data/lab-reports';
import { byRole, onlyOne, openPage, textOf, textsOf, theOne } from './html';
import { startedSite } from './site';

/**
 * The lab report pages of spec 001 §2 as the server renders them, read from their HTML: the
 * searches at every address they had, a patient's list from each laboratory, the old addresses
 * and the allowance of lookups (moved from tests/e2e/lab-reports.spec.ts, which keeps the search
 * in place, the focus, the new tab and what else only a browser does). A patient's list is
 * rendered by server components; the browser only puts its streamed table in place, as
 * `openPage` does.
 */

const LAHORE = labFacts['lab-a'];
const patient = String(LAHORE.richPatientId);
const reports = LAHORE.reportsOf(LAHORE.richPatientId);
const readyReports = reports.filter((report) => report.reporT_STATUS !== 'Pending');
const pending = reports.filter((report) => report.reporT_STATUS === 'Pending');

/**
 * A client address of its own for each test: lookups and report files share one allowance per
 * client (LAB_LOOKUPS_PER_MINUTE), which a whole file's worth from one address would use up.
 */
const RUN = Date.now() % 250;
let clients = 0;
const freshClient = () => ({ 'x-forwarded-for': `198.20.${RUN}.${(clients++ % 250) + 1}` });

const site = startedSite();
const open = (path: string, client = freshClient()) => openPage(site, path, client);
const mainOf = (document: Document) => theOne(document, 'main');
const robotsMeta = (document: Document) =>
  theOne(document, 'meta[name="robots"]').getAttribute('content');

describe('the search', () => {
  for (const [path, heading] of [
    ['/labreports', 'FH LAB REPORTS'],
    ['/LABREPORTS', 'FH LAB REPORTS'],
    ['/labReportsWW', 'FH LAB REPORTS'],
    ['/labreportsww', 'FH LAB REPORTS'],
    ['/LabReportsisl', 'FH LAB REPORTS'],
    ['/labreportsISL/', 'FH LAB REPORTS'],
    ['/labReportsbe', 'FH LAB REPORTS'],
    ['/LabReportAS', 'lab reports'],
    ['/labreportas/', 'lab reports'],
  ] as const) {
    it(`${path} is a lab search, kept by no cache, found by search engines`, async () => {
      const { status, headers, document } = await open(path);
      expect(status).toBe(200);
      expect(textsOf(document, 'h1')).toEqual([heading]);
      for (const placeholder of ['Enter Test ID', 'Enter Patient ID']) {
        theOne(mainOf(document), `input[placeholder="${placeholder}"]:not([hidden])`);
      }
      expect(headers.get('cache-control')).toContain('no-store');
      expect(headers.get('x-robots-tag')).toBeNull();
      expect(robotsMeta(document)).toBe('index, follow');
    });
  }
});

describe("a patient's list", () => {
  for (const [lab, path] of [
    ['lab-a', '/labreports'],
    ['lab-b', '/LabReportsisl'],
    ['lab-c', '/labReportsbe'],
    ['lab-d', '/LabReportAS'],
  ] as const) {
    it(`${path}/{patient} lists the patient's reports from its own laboratory`, async () => {
      const facts = labFacts[lab];
      const id = facts.richPatientId;
      const { headers, document } = await open(`${path}/${id}`);
      expect(textsOf(document, 'h1')).toHaveLength(1);
      // A patient's reports are for no search engine.
      expect(headers.get('x-robots-tag')).toContain('noindex');
      expect(robotsMeta(document)).toMatch(/noindex/);
      const rows = mainOf(document).querySelectorAll('tbody tr');
      expect(rows).toHaveLength(facts.reportsOf(id).length);
      // A link the lookup handed out, which names no patient.
      const [combined, ...more] = byRole(mainOf(document), 'link', { name: /^Combined Report/ });
      expect(more).toEqual([]);
      expect(combined!.getAttribute('href')).toMatch(/^\/LabReports\/CombinedReport\?t=[\w-]+$/);
      expect(combined!.getAttribute('href')).not.toContain(String(id));
      const [single] = byRole(rows[0]!, 'link', { name: /^Single Report/ });
      expect(single!.getAttribute('target')).toBe('_blank');
    });
  }

  it('reads N/A for a missing value, but leaves a missing report name out', async () => {
    const withGaps = LAHORE.patientIds
      .map((id) => ({ id, rows: LAHORE.reportsOf(id) }))
      .find(({ rows }) => rows.some((row) => row.remarks === null))!;
    const main = mainOf((await open(`/labreports/${withGaps.id}`)).document);
    const row =
      main.querySelectorAll('tbody tr')[
        withGaps.rows.findIndex((report) => report.remarks === null)
      ]!;
    expect(textOf(theOne(row, 'td[data-label="Remarks"]'))).toBe('N/A');
    expect(textsOf(main, 'thead th')).toEqual([
      'Test Name',
      'Report Status',
      'Approval Date',
      'Remarks',
      'Report Name',
    ]);
  });

  it('an unknown patient has no reports', async () => {
    const main = mainOf((await open(`/labreports/${LAHORE.unknownPatientId}`)).document);
    expect(textOf(main)).toContain('No reports found for this patient.');
  });

  it('a test not yet reported shows its status in place of a link', async () => {
    expect(pending.length).toBeGreaterThan(0);
    const main = mainOf((await open(`/labreports/${patient}`)).document);
    expect(byRole(main, 'link', { name: /^Single Report/ })).toHaveLength(readyReports.length);
    const listed = main.querySelectorAll('tbody tr')[reports.indexOf(pending[0]!)]!;
    expect(listed.querySelectorAll('a')).toHaveLength(0);
    expect(textOf(theOne(listed, 'td[data-label="Report Name"]'))).toMatch(/Pending$/);
  });

  it('in Urdu, a test not yet reported says so in Urdu', async () => {
    const main = mainOf((await open(`/ur/labreports/${patient}`)).document);
    const listed = main.querySelectorAll('tbody tr')[reports.indexOf(pending[0]!)]!;
    expect(listed.querySelectorAll('a')).toHaveLength(0);
    expect(textOf(theOne(listed, 'td[data-label="رپورٹ کا نام"]'))).toMatch(/ابھی تیار نہیں$/);
  });

  it('in Urdu, the English names in the report links are marked English (issue 54)', async () => {
    const links = [
      ...mainOf((await open(`/ur/labreports/${patient}`)).document).querySelectorAll('tbody a'),
    ];
    expect(links).toHaveLength(readyReports.length);
    for (const [index, report] of readyReports.entries()) {
      const name = report.tesT_NAME ?? report.reporT_NAME;
      expect(textsOf(links[index]!, '[lang="en"]')).toEqual(name ? [name] : []);
    }
  });
});

describe('a lookup that finds nothing says what to try next (issue 54)', () => {
  // A patient of the Islamabad laboratory, looked up at Lahore's, which keeps its own patients.
  const ISLAMABAD = labFacts['lab-b'];
  const elsewhere = String(ISLAMABAD.richPatientId);
  const golfCity = getBranch('BAHRIA_GOLF_CITY');
  const dha = getBranch('DHA');

  it("a patient's list: the same id at the other laboratories, where it is printed, and the lab's numbers", async () => {
    const main = mainOf((await open(`/labreports/${elsewhere}`)).document);
    expect(textOf(main)).toContain('No reports found for this patient.');
    const next = onlyOne(
      byRole(main, 'region', { name: 'What you can try', exact: true }),
      'What you can try',
    );
    expect(textOf(next)).toContain('printed on the receipt the laboratory gave you');
    // Lahore's laboratory is reached through its branches: DHA's is one of them.
    expect(
      byRole(next, 'link', { name: dha.phone, exact: true }).map((link) =>
        link.getAttribute('href'),
      ),
    ).toEqual([telHref(dha.phone)]);
    const [other] = byRole(next, 'link', {
      name: `The laboratory at ${golfCity.displayName}`,
      exact: true,
    });
    expect(other!.getAttribute('href')).toBe(`/LabReportsisl/${elsewhere}`);
    const there = mainOf((await open(other!.getAttribute('href')!)).document);
    expect(there.querySelectorAll('tbody tr')).toHaveLength(
      ISLAMABAD.reportsOf(ISLAMABAD.richPatientId).length,
    );
  });
});

describe('the report files', () => {
  it('a report file is refused without a link: the old address leads to the search', async () => {
    for (const legacy of [
      `/LabReports/CombinedReport?PID=${patient}&lab=LAHORE`,
      `/LabReports/NormalTempReport/${reports[0]!.reporT_ID}?PID=${patient}`,
    ]) {
      const answer = await site.rawRequest('GET', legacy, freshClient());
      expect(answer.status).toBe(303);
      expect(answer.headers['location']).toBe('/labreports');
    }
    const { url, document } = await open(`/LabReports/CombinedReport?PID=${patient}&lab=LAHORE`);
    expect(url.pathname).toBe('/labreports');
    theOne(mainOf(document), 'input[placeholder="Enter Patient ID"]');

    const forged = await site.rawRequest(
      'GET',
      '/LabReports/CombinedReport?t=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      freshClient(),
    );
    expect(forged.status).toBe(403);
    expect(forged.headers['cache-control']).toBe('no-store');
    expect(forged.headers['content-type']).toContain('text/html');
    expect(forged.body).toContain('This link has expired or is not valid.');
  });

  it('report files and lookups share one allowance: past it, a file is refused', async () => {
    const client = freshClient();
    const { document } = await open(`/labreports/${patient}`, client);
    const href = byRole(mainOf(document), 'link', { name: /^Combined Report/ })[0]!.getAttribute(
      'href',
    )!;
    let answer = await site.rawRequest('GET', href, client);
    for (let opened = 1; opened <= 25 && answer.status === 200; opened += 1) {
      answer = await site.rawRequest('GET', href, client);
    }
    expect(answer.status).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.body).toContain('Please wait a minute and try again.');
    // The lookups' allowance is the one spent.
    const refused = await open(`/labreports/${patient}`, client);
    expect(textsOf(mainOf(refused.document), '[role="alert"]').join(' ')).toContain(
      'Too many report lookups',
    );
  });

  it("the old Westwood download address leads to Westwood's search, not to a file", async () => {
    const { url, headers, document } = await open(`/labreportsWW/${patient}`);
    expect(url.pathname).toBe('/labReportsWW');
    expect(headers.get('content-type')).toContain('text/html');
    expect(headers.get('content-disposition')).toBeNull();
    theOne(mainOf(document), 'input[placeholder="Enter Patient ID"]');
  });
});

it('a device that looks up too many reports is told to wait, in the API and on the page', async () => {
  // A client of its own (the rate limit counts by the last X-Forwarded-For entry), so the other
  // tests keep their allowance. The API is asked first, so the page meets a limiter it did not
  // create: the two are built into different bundles.
  const client = freshClient();
  const ask = async () => {
    const response = await fetch(`${site.origin}/api/graphql`, {
      method: 'POST',
      headers: { ...client, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ labReports(lab: LAHORE, patientId: "${patient}") { id } }`,
      }),
    });
    return (await response.json()) as { data?: unknown; errors?: { message: string }[] };
  };
  const TOO_MANY = 'Too many report lookups from this device. Please wait a minute and try again.';
  let answer = await ask();
  for (let asked = 1; asked <= 20 && answer.data; asked += 1) answer = await ask();
  expect(answer.errors?.[0]?.message).toBe(TOO_MANY);

  const refused = await open(`/labreports/${patient}`, client);
  expect(textsOf(mainOf(refused.document), '[role="alert"]')).toEqual([`Error: ${TOO_MANY}`]);
  // The page's status says it too (issue 53): to monitors and to nginx's log, not a 200.
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(refused.headers.get('cache-control')).toBe('no-store');
});
