import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { BRANCH_NAMES, canonicalBranchName } from '../../sandbox/data/branches';
import { consultantFacts, findConsultantById } from '../../sandbox/data/consultants';
import { startSandbox, type Sandbox } from '../../sandbox/server';

type WireRecord = Record<string, unknown>;

const WIRE_FIELDS = [
  'consultanT_ID',
  'consultanT_NAME',
  'designation',
  'timing',
  'department',
  'brancH_NAME',
  'imagE_PATH',
  'consultanT_SPECIALITY',
  'profilE_NAME',
  'qualification',
  'pmdC_NO',
  'sorT_ORDER',
  'isActive',
  'createD_BY',
  'createD_DATE',
  'updateD_DATE',
].sort();

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, faults: [] });
});

afterAll(async () => {
  await sandbox.close();
});

afterEach(() => {
  sandbox.faults.clear();
});

async function getJson(url: string): Promise<{ status: number; body: unknown; type: string }> {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.json(),
  };
}

async function consultantList(host: keyof Sandbox['hosts']): Promise<WireRecord[]> {
  const { body } = await getJson(`${sandbox.hosts[host]}api/web/Consultants`);
  expect(Array.isArray(body)).toBe(true);
  return body as WireRecord[];
}

function byIdUrl(host: keyof Sandbox['hosts'], id: number | string): string {
  return `${sandbox.hosts[host]}api/web/ConsultantsIDS?Id=${id}`;
}

async function waitFor<T>(read: () => T | undefined, timeoutMs = 2000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('sandbox addresses', () => {
  it('listens on loopback and exposes each host base with a trailing slash', async () => {
    expect(sandbox.origin).toBe(`http://127.0.0.1:${sandbox.port}`);
    expect(sandbox.hosts.plain).toBe(`${sandbox.origin}/plain/`);
    expect(sandbox.env).toEqual({
      CONTENT_HOST_MAIN: `${sandbox.origin}/main/`,
      CONTENT_HOST_PLAIN: `${sandbox.origin}/plain/`,
      CONTENT_HOST_ENCLAVE: `${sandbox.origin}/enclave/`,
      CONTENT_HOST_NEWS: `${sandbox.origin}/news/`,
      CONTENT_HOST_EVENTS: `${sandbox.origin}/events/`,
    });
    expect(await getJson(`${sandbox.origin}/__health`)).toMatchObject({
      status: 200,
      body: { ok: true },
    });
  });

  it('closes promptly even with a slow response pending', async () => {
    const other = await startSandbox({ faults: [{ match: '/', mode: 'slow', delayMs: 60_000 }] });
    const pending = fetch(`${other.hosts.main}api/web/Consultants`).catch(() => 'dropped');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await pending).toBe('dropped');
  });

  it('refuses non-loopback addresses', async () => {
    await expect(startSandbox({ host: '0.0.0.0' })).rejects.toThrow(/loopback/);
  });
});

describe('GET /{host}/api/web/Consultants', () => {
  it('lists at least 200 consultants in the wire format, every branch with 20 or more', async () => {
    const { status, type, body } = await getJson(`${sandbox.hosts.main}api/web/Consultants`);
    expect(status).toBe(200);
    expect(type).toBe('application/json; charset=utf-8');
    const records = body as WireRecord[];
    expect(records.length).toBeGreaterThanOrEqual(200);
    expect(records.length).toBe(consultantFacts.total);
    for (const record of records) expect(Object.keys(record).sort()).toEqual(WIRE_FIELDS);

    const perBranch = new Map<string, number>();
    for (const record of records) {
      const branch = canonicalBranchName(String(record.brancH_NAME));
      expect(branch, String(record.brancH_NAME)).toBeDefined();
      perBranch.set(String(branch), (perBranch.get(String(branch)) ?? 0) + 1);
    }
    for (const branch of BRANCH_NAMES) expect(perBranch.get(branch)).toBeGreaterThanOrEqual(20);
    expect(Object.fromEntries(perBranch)).toEqual(consultantFacts.countByBranch);
  });

  it('uses the inconsistent branch spellings of the real feed', async () => {
    const spellings = new Set((await consultantList('main')).map((record) => record.brancH_NAME));
    expect(spellings).toContain(' dha');
    expect(spellings).toContain('Bahria  Golf City');
    expect(consultantFacts.branchVariantIds.length).toBeGreaterThan(consultantFacts.total * 0.1);
  });

  it('matches paths case-insensitively and answers HEAD without a body', async () => {
    const lower = await fetch(`${sandbox.hosts.main}api/web/consultants`);
    const upper = await fetch(`${sandbox.origin}/MAIN/API/WEB/CONSULTANTS/`);
    expect(lower.status).toBe(200);
    expect(upper.status).toBe(200);
    expect(await upper.text()).toBe(await lower.text());

    const head = await fetch(`${sandbox.hosts.main}api/web/Consultants`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(1000);
    expect(await head.text()).toBe('');
  });

  it('serialises numbers as strings on plain, as numbers elsewhere except a few stray ids', async () => {
    const plain = await consultantList('plain');
    for (const record of plain) {
      expect(typeof record.consultanT_ID).toBe('string');
      expect(typeof record.sorT_ORDER).toBe('string');
    }
    expect(consultantFacts.stringIdIds.length).toBeGreaterThan(0);
    for (const host of ['main', 'enclave', 'news'] as const) {
      const records = await consultantList(host);
      const stringIds = records.filter((record) => typeof record.consultanT_ID === 'string');
      expect(stringIds.map((record) => Number(record.consultanT_ID))).toEqual(
        consultantFacts.stringIdIds,
      );
      expect(records.every((record) => typeof record.sorT_ORDER === 'number')).toBe(true);
    }
  });

  it('carries the documented missing values', async () => {
    const records = await consultantList('main');
    const sparse = records.find(
      (record) => Number(record.consultanT_ID) === consultantFacts.sparseRecordId,
    );
    expect(sparse).toMatchObject({
      designation: null,
      timing: null,
      imagE_PATH: null,
      consultanT_SPECIALITY: null,
    });
    expect(consultantFacts.emptyDesignationIds).toHaveLength(2);
    expect(consultantFacts.emptyTimingIds).toHaveLength(2);
    expect(consultantFacts.emptyImageIds).toHaveLength(2);
    expect(consultantFacts.nullImageIds.length).toBeGreaterThan(records.length * 0.08);
    expect(consultantFacts.ayeshaAtDhaIds).toContain(consultantFacts.fullRecordId);
  });
});

describe('GET /{host}/api/web/ConsultantsIDS?Id=', () => {
  const { evenCompleteId, oddCompleteId, unknownIdInRange } = consultantFacts;

  it('answers an object for even ids and a one-element array for odd ids on main', async () => {
    const even = await getJson(byIdUrl('main', evenCompleteId));
    expect(even.status).toBe(200);
    expect(even.body).toMatchObject({ consultanT_ID: evenCompleteId });

    const odd = await getJson(byIdUrl('main', oddCompleteId));
    expect(Array.isArray(odd.body)).toBe(true);
    expect(odd.body).toHaveLength(1);
    expect(odd.body).toMatchObject([{ consultanT_ID: oddCompleteId }]);
  });

  it('always answers an array on plain and an object on enclave', async () => {
    for (const id of [evenCompleteId, oddCompleteId]) {
      expect((await getJson(byIdUrl('plain', id))).body).toMatchObject([
        { consultanT_ID: String(id) },
      ]);
      expect((await getJson(byIdUrl('enclave', id))).body).toMatchObject({ consultanT_ID: id });
    }
  });

  it('accepts the query key in any case', async () => {
    const { body } = await getJson(
      `${sandbox.hosts.main}API/web/consultantsids?id=${evenCompleteId}`,
    );
    expect(body).toEqual(findConsultantById(evenCompleteId));
  });

  it('answers [] (or null on enclave) with 200 for unknown and non-numeric ids', async () => {
    expect(findConsultantById(unknownIdInRange)).toBeUndefined();
    for (const id of [unknownIdInRange, 999999, 'abc']) {
      expect(await getJson(byIdUrl('main', id))).toMatchObject({ status: 200, body: [] });
      expect(await getJson(byIdUrl('plain', id))).toMatchObject({ status: 200, body: [] });
      expect(await getJson(byIdUrl('enclave', id))).toMatchObject({ status: 200, body: null });
    }
  });

  it('answers the Web API 404 without an Id and for unknown routes', async () => {
    for (const path of [
      'main/api/web/ConsultantsIDS',
      'main/api/web/Nope',
      'elsewhere/api/web/Consultants',
    ]) {
      const { status, body } = await getJson(`${sandbox.origin}/${path}`);
      expect(status).toBe(404);
      expect(body).toEqual({
        Message: `No HTTP resource was found that matches the request URI '${sandbox.origin}/${path}'.`,
      });
    }
  });
});

describe('images', () => {
  it('serves a JPEG portrait for an imagE_PATH, relative to the host that served the record', async () => {
    const records = await consultantList('main');
    const record = records.find(
      (entry) => Number(entry.consultanT_ID) === consultantFacts.fullRecordId,
    );
    const imagePath = String(record?.imagE_PATH);
    expect(imagePath).toMatch(/^~\/Images\/Consultants\/.+\.jpg$/);

    for (const host of ['main', 'plain'] as const) {
      const response = await fetch(sandbox.hosts[host] + imagePath.replace(/^~\//, ''));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
    }
  });

  it('answers 404 for an unknown image', async () => {
    const response = await fetch(`${sandbox.hosts.main}Images/Consultants/nobody-1.jpg`);
    expect(response.status).toBe(404);
  });
});

describe('fault injection', () => {
  const listUrl = (): string => `${sandbox.hosts.main}api/web/Consultants`;

  it('slow delays the response, then answers normally', async () => {
    sandbox.faults.set({ match: '/main/api/web/consultants', mode: 'slow', delayMs: 300 });
    const started = Date.now();
    const response = await fetch(listUrl());
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBe(consultantFacts.total);
  });

  it('error answers an IIS HTML error page with the chosen status', async () => {
    sandbox.faults.set({ match: '/MAIN/', mode: 'error' });
    const response = await fetch(listUrl());
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(await response.text()).toContain('500 - Internal server error.');

    sandbox.faults.set({ match: '/main/', mode: 'error', status: 503 });
    expect((await fetch(listUrl())).status).toBe(503);
  });

  it('malformed answers 200 JSON that does not parse', async () => {
    sandbox.faults.set({ match: '/', mode: 'malformed' });
    for (const url of [listUrl(), byIdUrl('enclave', 'abc'), byIdUrl('main', 'abc')]) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const text = await response.text();
      expect(() => JSON.parse(text)).toThrow();
    }
  });

  it('clearing restores normal answers, and other paths are untouched', async () => {
    sandbox.faults.set({ match: '/plain/', mode: 'error' });
    expect((await fetch(listUrl())).status).toBe(200);
    expect((await fetch(`${sandbox.hosts.plain}api/web/Consultants`)).status).toBe(500);
    sandbox.faults.clear();
    expect(sandbox.faults.list()).toEqual([]);
    expect((await fetch(`${sandbox.hosts.plain}api/web/Consultants`)).status).toBe(200);
  });

  it('expires a rule after `times` requests and prefers the longest match', async () => {
    sandbox.faults.set({ match: '/', mode: 'error', status: 502 });
    sandbox.faults.set({ match: '/main/api/', mode: 'error', status: 503, times: 2 });
    expect((await fetch(listUrl())).status).toBe(503);
    expect(sandbox.faults.list().find((rule) => rule.match === '/main/api/')?.times).toBe(1);
    expect((await fetch(listUrl())).status).toBe(503);
    expect((await fetch(listUrl())).status).toBe(502);
    expect(sandbox.faults.list()).toEqual([{ match: '/', mode: 'error', status: 502 }]);
  });

  it('is driven over HTTP with /__faults and never faults the control routes', async () => {
    const faultsUrl = `${sandbox.origin}/__faults`;
    const added = await fetch(faultsUrl, {
      method: 'POST',
      body: JSON.stringify({ match: '/', mode: 'error', times: 5 }),
    });
    expect(added.status).toBe(201);
    expect(await getJson(faultsUrl)).toMatchObject({
      body: [{ match: '/', mode: 'error', times: 5 }],
    });
    expect((await fetch(listUrl())).status).toBe(500);
    expect((await fetch(`${sandbox.origin}/__health`)).status).toBe(200);

    const rejected = await fetch(faultsUrl, { method: 'POST', body: '{"mode":"explode"}' });
    expect(rejected.status).toBe(400);

    expect((await fetch(faultsUrl, { method: 'DELETE' })).status).toBe(200);
    expect(sandbox.faults.list()).toEqual([]);
    expect((await fetch(listUrl())).status).toBe(200);
  });

  it('honours the per-request __fault override', async () => {
    expect((await fetch(`${listUrl()}?__fault=error&__status=504`)).status).toBe(504);
    const malformed = await fetch(
      `${byIdUrl('main', consultantFacts.evenCompleteId)}&__fault=malformed`,
    );
    await expect(malformed.json()).rejects.toThrow();
    const started = Date.now();
    expect((await fetch(`${listUrl()}?__fault=slow&__delay=200`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
    expect((await fetch(`${listUrl()}?__fault=sideways`)).status).toBe(400);
  });

  it('survives a client that gives up on a slow response', async () => {
    sandbox.resetRequests();
    sandbox.faults.set({ match: '/news/', mode: 'slow', delayMs: 5000 });
    await expect(
      fetch(`${sandbox.hosts.news}api/web/Consultants`, { signal: AbortSignal.timeout(100) }),
    ).rejects.toThrow();
    const entry = await waitFor(() => sandbox.requests().find((logged) => logged.aborted));
    expect(entry).toMatchObject({ path: '/news/api/web/Consultants', status: 0, fault: 'slow' });
    expect((await fetch(`${sandbox.origin}/__health`)).status).toBe(200);
  });
});

describe('request log', () => {
  it('records method, path, status and time of content requests only', async () => {
    sandbox.resetRequests();
    const before = Date.now();
    await fetch(byIdUrl('plain', consultantFacts.oddCompleteId));
    await fetch(`${sandbox.hosts.main}api/web/Missing`);
    await fetch(`${sandbox.origin}/__health`);
    const entries = await waitFor(() => {
      const logged = sandbox.requests();
      return logged.length >= 2 ? logged : undefined;
    });
    expect(entries.map(({ method, path, status }) => ({ method, path, status }))).toEqual([
      {
        method: 'GET',
        path: `/plain/api/web/ConsultantsIDS?Id=${consultantFacts.oddCompleteId}`,
        status: 200,
      },
      { method: 'GET', path: '/main/api/web/Missing', status: 404 },
    ]);
    expect(entries[0]?.at).toBeGreaterThanOrEqual(before);
  });
});
