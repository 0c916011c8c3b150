import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { SANDBOX_SWITCH } from '@/domain/productionSettings';
import { consultantFacts, findConsultantById } from '@/sandbox/data/consultants';
import { startSandbox, type Sandbox, type SandboxHostName } from '@/sandbox/server';
import { EVENTUALLY } from './support';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ faults: [] });
});
afterAll(() => sandbox.close());
afterEach(() => sandbox.faults.clear());

async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.json() };
}

const listUrl = (host: SandboxHostName = 'main'): string =>
  `${sandbox.hosts[host]}api/web/Consultants`;
const byIdUrl = (host: SandboxHostName, id: number | string): string =>
  `${sandbox.hosts[host]}api/web/ConsultantsIDS?Id=${id}`;

function waitFor<T>(read: () => T | undefined): Promise<T> {
  return vi.waitFor(() => {
    const value = read();
    if (value === undefined) throw new Error('not yet');
    return value;
  }, EVENTUALLY);
}

describe('the sandbox server', () => {
  it('listens on loopback and exposes each host base with a trailing slash', async () => {
    expect(sandbox.origin).toBe(`http://127.0.0.1:${sandbox.port}`);
    expect(sandbox.env).toEqual({
      CONTENT_HOST_MAIN: `${sandbox.origin}/main/`,
      CONTENT_HOST_PLAIN: `${sandbox.origin}/plain/`,
      CONTENT_HOST_ENCLAVE: `${sandbox.origin}/enclave/`,
      CONTENT_HOST_NEWS: `${sandbox.origin}/news/`,
      CONTENT_HOST_EVENTS: `${sandbox.origin}/events/`,
      CONTENT_HOST_PHARMACY: `${sandbox.origin}/pharmacy/`,
      LAB_HOST_A: `${sandbox.origin}/lab-a/`,
      LAB_HOST_B: `${sandbox.origin}/lab-b/`,
      LAB_HOST_C: `${sandbox.origin}/lab-c/`,
      LAB_HOST_D: `${sandbox.origin}/lab-d/`,
      PAYPRO_BASE_URL: `${sandbox.origin}/paypro/`,
      NEXT_PUBLIC_EMAILJS_ORIGIN: `${sandbox.origin}/emailjs`,
      // A built site started with this runs on the sandbox, which production never does.
      [SANDBOX_SWITCH]: '1',
    });
    expect(await getJson(`${sandbox.origin}/__health`)).toEqual({
      status: 200,
      body: { ok: true },
    });
  });

  it('refuses non-loopback addresses', async () => {
    await expect(startSandbox({ host: '0.0.0.0' })).rejects.toThrow(/loopback/);
  });

  it('closes promptly even with a slow response pending', async () => {
    const other = await startSandbox({ faults: [{ match: '/', mode: 'slow', delayMs: 60_000 }] });
    const pending = fetch(`${other.hosts.main}api/web/Consultants`).catch(() => 'dropped');
    // The request has come and is held.
    await waitFor(() => (other.pending() === 1 ? true : undefined));
    await other.close();
    expect(await pending).toBe('dropped');
    // Closed without waiting out the minute: the held request was cut off, not answered.
    const held = await waitFor(() => other.requests()[0]);
    expect(held).toMatchObject({ status: 0, aborted: true, fault: 'slow' });
  });

  it('matches paths case-insensitively and answers HEAD without a body', async () => {
    const lower = await fetch(`${sandbox.hosts.main}api/web/consultants`);
    const upper = await fetch(`${sandbox.origin}/MAIN/API/WEB/CONSULTANTS/`);
    expect(upper.status).toBe(200);
    expect(await upper.text()).toBe(await lower.text());
    const head = await fetch(listUrl(), { method: 'HEAD' });
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(1000);
    expect(await head.text()).toBe('');
  });

  it('answers the Web API 404 for unknown routes and an action without its Id', async () => {
    for (const path of [
      'main/api/web/ConsultantsIDS',
      'main/api/web/Nope',
      'elsewhere/api/web/Consultants',
    ]) {
      expect(await getJson(`${sandbox.origin}/${path}`)).toEqual({
        status: 404,
        body: {
          Message: `No HTTP resource was found that matches the request URI '${sandbox.origin}/${path}'.`,
        },
      });
    }
  });
});

describe('GET /{host}/api/web/ConsultantsIDS?Id=', () => {
  const { evenCompleteId: even, oddCompleteId: odd } = consultantFacts;

  it.each([
    ['main', even, 'object'],
    ['main', odd, 'array'],
    ['plain', even, 'array'],
    ['enclave', odd, 'object'],
    ['events', odd, 'object'],
  ] as const)('on %s answers id %i as an %s', async (host, id, shape) => {
    const { body } = await getJson(byIdUrl(host, id));
    const record = shape === 'array' ? (body as unknown[])[0] : body;
    expect(Array.isArray(body)).toBe(shape === 'array');
    expect(Number((record as { consultanT_ID: unknown }).consultanT_ID)).toBe(id);
  });

  it('binds the query key in any case', async () => {
    const { body } = await getJson(`${sandbox.hosts.main}API/web/consultantsids?iD=${even}`);
    expect(body).toEqual(findConsultantById(even));
  });

  it('answers 200 with [] (null on enclave) for an unknown id in range and a non-numeric one', async () => {
    const { unknownIdInRange } = consultantFacts;
    expect(findConsultantById(unknownIdInRange)).toBeUndefined();
    expect(unknownIdInRange).toBeLessThan(consultantFacts.highestId);
    for (const id of [unknownIdInRange, 'abc']) {
      expect(await getJson(byIdUrl('main', id))).toEqual({ status: 200, body: [] });
      expect(await getJson(byIdUrl('plain', id))).toEqual({ status: 200, body: [] });
      expect(await getJson(byIdUrl('enclave', id))).toEqual({ status: 200, body: null });
    }
  });
});

describe('fault injection', () => {
  it('slow delays the response, then answers normally', async () => {
    sandbox.faults.set({ match: '/main/api/web/consultants', mode: 'slow', delayMs: 300 });
    const started = Date.now();
    const response = await fetch(listUrl());
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(((await response.json()) as unknown[]).length).toBe(consultantFacts.total);
  });

  it('error answers the IIS HTML error page with the chosen status', async () => {
    sandbox.faults.set({ match: '/MAIN/', mode: 'error' });
    const response = await fetch(listUrl());
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(await response.text()).toContain('500 - Internal server error.');
    sandbox.faults.set({ match: '/main/', mode: 'error', status: 503 });
    expect((await fetch(listUrl())).status).toBe(503);
    expect((await fetch(listUrl('plain'))).status).toBe(200);
  });

  it('malformed answers 200 JSON that does not parse, whatever the body', async () => {
    sandbox.faults.set({ match: '/', mode: 'malformed' });
    for (const url of [listUrl(), byIdUrl('enclave', 'abc'), byIdUrl('main', 'abc')]) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      await expect(response.json()).rejects.toThrow();
    }
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

  it('is driven over HTTP with /__faults, which is never faulted itself', async () => {
    const faultsUrl = `${sandbox.origin}/__faults`;
    const rule = { match: '/', mode: 'error', times: 5 };
    expect((await fetch(faultsUrl, { method: 'POST', body: JSON.stringify(rule) })).status).toBe(
      201,
    );
    expect((await getJson(faultsUrl)).body).toEqual([rule]);
    expect((await fetch(listUrl())).status).toBe(500);
    expect((await fetch(`${sandbox.origin}/__health`)).status).toBe(200);
    expect((await fetch(faultsUrl, { method: 'POST', body: '{"mode":"explode"}' })).status).toBe(
      400,
    );
    expect((await fetch(faultsUrl, { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(listUrl())).status).toBe(200);
  });

  it('honours the per-request ?__fault= override', async () => {
    expect((await fetch(`${listUrl()}?__fault=error&__status=504`)).status).toBe(504);
    await expect(
      (await fetch(`${byIdUrl('main', 'abc')}&__fault=malformed`)).json(),
    ).rejects.toThrow();
    const started = Date.now();
    expect((await fetch(`${listUrl()}?__fault=slow&__delay=200`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
    expect((await fetch(`${listUrl()}?__fault=sideways`)).status).toBe(400);
  });

  it('starts with the rules in SANDBOX_FAULTS unless given others', async () => {
    const saved = process.env.SANDBOX_FAULTS;
    process.env.SANDBOX_FAULTS = '[{"match":"/news/","mode":"error","status":503}]';
    const fromEnv = await startSandbox();
    const explicit = await startSandbox({ faults: [] });
    if (saved === undefined) delete process.env.SANDBOX_FAULTS;
    else process.env.SANDBOX_FAULTS = saved;
    try {
      expect((await fetch(`${fromEnv.hosts.news}api/web/Consultants`)).status).toBe(503);
      expect((await fetch(`${explicit.hosts.news}api/web/Consultants`)).status).toBe(200);
    } finally {
      await Promise.all([fromEnv.close(), explicit.close()]);
    }
  });
});

describe('request log', () => {
  it('records method, path, status and time of content requests only', async () => {
    sandbox.resetRequests();
    const before = Date.now();
    await fetch(byIdUrl('plain', consultantFacts.oddCompleteId));
    await fetch(`${sandbox.hosts.main}api/web/Missing`);
    await fetch(`${sandbox.origin}/__health`);
    const entries = await waitFor(() =>
      sandbox.requests().length >= 2 ? sandbox.requests() : undefined,
    );
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

  it('marks a slow request the client gave up on as aborted', async () => {
    sandbox.resetRequests();
    sandbox.faults.set({ match: '/news/', mode: 'slow', delayMs: 5000 });
    await expect(fetch(listUrl('news'), { signal: AbortSignal.timeout(100) })).rejects.toThrow();
    const entry = await waitFor(() => sandbox.requests().find((logged) => logged.aborted));
    expect(entry).toMatchObject({ path: '/news/api/web/Consultants', status: 0, fault: 'slow' });
    expect((await fetch(`${sandbox.origin}/__health`)).status).toBe(200);
  });
});
