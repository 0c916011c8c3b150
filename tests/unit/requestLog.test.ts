import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logEvent } from '@/adapters/log';
import { front } from '@/server/front';
import { requestIdOf } from '@/server/requestId';
import { loggedPath } from '@/server/requestLog';
import { ADDRESSES } from '@/domain/addresses';
import { readFrontSettings } from '@/server/settings';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const NGINX_ID = '5f2b9c1e8a7d4f3b9e0c1d2a3b4c5d6e';

describe('the address a log line or a span shows', () => {
  it.each([
    ['/labreports/1234567', '/labreports/{id}'],
    ['/LABREPORTS/1234567/', '/LABREPORTS/{id}/'],
    ['/labReportsWW/7654321', '/labReportsWW/{id}'],
    ['/LabReportsisl/1234567?x=1', '/LabReportsisl/{id}'],
    ['/ur/labReportsbe/1234567', '/ur/labReportsbe/{id}'],
    ['/LabReports/NormalTempReport/998877?t=sealed-token', '/LabReports/NormalTempReport/{id}'],
    ['/LabReports/CombinedReport?PID=1234567', '/LabReports/CombinedReport'],
    ['/labreportsXYZ/1234567', '/{id}/{id}'],
    ['/patient-reports/main/1234567', '/patient-reports/main/{id}'],
    ['/report-files/westwood/1234567', '/report-files/westwood/{id}'],
    ['/report-files/single/998877', '/report-files/single/{id}'],
    ['http://site.example/labreports/1234567?x=1', '/labreports/{id}'],
  ])('%s, a patient’s, is %s', (url, shown) => expect(loggedPath(url)).toBe(shown));

  it.each([
    ['/payment/status?order=FH-17000000000001234567', '/payment/status'],
    // The way back's proof opens the order's status for hours: never in a log (issue 54).
    ['/ur/payment/status?order=FH-17000000000001234567&proof=sealed-token', '/ur/payment/status'],
    ['/OurDoctors?name=ayesha&page=2', '/OurDoctors'],
    ['/Medicines?search=panadol', '/Medicines'],
    ['/consultant/12', '/consultant/12'],
    ['/labreports', '/labreports'],
    ['/', '/'],
  ])('%s loses only its query: %s', (url, shown) => expect(loggedPath(url)).toBe(shown));

  it('never shows an id on any address the table gives a patient’s data, nor on its route', () => {
    const id = '8642097531';
    const paths = ADDRESSES.filter((address) => address.privacy).flatMap((address) => [
      address.path,
      address.route ?? address.path,
    ]);
    // Addresses with a value to hide.
    expect(paths.filter((path) => path.includes('{')).length).toBeGreaterThan(5);
    for (const path of paths) {
      const filled = path.replace(/\{(?:id|text)\}/g, id);
      for (const asked of [filled, `/ur${filled}`, filled.toUpperCase(), `${filled}/${id}`]) {
        expect(loggedPath(`${asked}?order=${id}`), asked).not.toContain(id);
      }
    }
  });
});

describe('the request id', () => {
  const from = (headers: IncomingHttpHeaders, hops: number) => requestIdOf(headers, hops);

  it('is a new UUID when no proxy is trusted, whatever the client sent', () => {
    const headers = { 'x-request-id': NGINX_ID, 'x-forwarded-for': '203.0.113.9' };
    const id = from(headers, 0);
    expect(id).toMatch(UUID);
    expect(id).not.toBe(NGINX_ID);
  });

  it('is the trusted proxy’s own when the request came through it', () => {
    const headers = { 'x-request-id': NGINX_ID, 'x-forwarded-for': '203.0.113.9' };
    expect(from(headers, 1)).toBe(NGINX_ID);
    expect(from({ ...headers, 'x-forwarded-for': '203.0.113.9, 10.0.0.2' }, 2)).toBe(NGINX_ID);
  });

  it('is a new one when the request bypassed the proxies', () => {
    expect(from({ 'x-request-id': NGINX_ID }, 1)).toMatch(UUID);
    expect(from({ 'x-request-id': NGINX_ID, 'x-forwarded-for': '203.0.113.9' }, 2)).toMatch(UUID);
  });

  it.each([
    'short',
    'a b c d e f g h',
    'id\r\nSet-Cookie: x=1',
    `${NGINX_ID}, ${NGINX_ID}`,
    'x'.repeat(129),
  ])('is a new one when the proxy’s is not shaped like an id: %j', (given) =>
    expect(from({ 'x-request-id': given, 'x-forwarded-for': '203.0.113.9' }, 1)).toMatch(UUID),
  );
});

describe('LOG_REQUESTS', () => {
  it('is on unless set to 0, and refuses anything else', () => {
    expect(readFrontSettings({}).logRequests).toBe(true);
    expect(readFrontSettings({ LOG_REQUESTS: '0' }).logRequests).toBe(false);
    expect(() => readFrontSettings({ LOG_REQUESTS: 'yes' })).toThrow(/LOG_REQUESTS/);
  });
});

describe('the front server’s request lines', () => {
  afterEach(() => vi.restoreAllMocks());

  /** The front (server/front.ts) before a stand-in for Next.js that logs as an adapter does. */
  async function serve(env: Record<string, string>) {
    const seenByNext: IncomingHttpHeaders[] = [];
    // Each response's end as the front sees it, after its line has been written (or left out).
    const done: Promise<unknown>[] = [];
    const server = createServer(
      front(readFrontSettings(env), async (request, response) => {
        seenByNext.push({ ...request.headers });
        done.push(once(response, 'close'));
        await new Promise((resolve) => setTimeout(resolve, 5));
        logEvent('warn', 'upstream_failure', { host: 'lab LAHORE', failure: 'timeout' });
        response.statusCode = 404;
        response.end('no');
      }),
    ).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const get = (path: string, headers: Record<string, string> = {}) =>
      new Promise<IncomingHttpHeaders>((resolve, reject) => {
        httpRequest({ port, path, headers, host: '127.0.0.1' }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.headers));
        })
          .on('error', reject)
          .end();
      });
    /** Every response so far has ended. */
    const finished = () => Promise.all(done);
    return { get, seenByNext, finished, close: () => server.close() };
  }

  function captured() {
    const lines: { stream: string; line: Record<string, unknown> }[] = [];
    for (const method of ['info', 'warn'] as const) {
      vi.spyOn(console, method).mockImplementation((text: unknown) => {
        lines.push({ stream: method, line: JSON.parse(String(text)) as Record<string, unknown> });
      });
    }
    return lines;
  }

  it('is one JSON line per request, by its id, without query or patient id', async () => {
    const lines = captured();
    const site = await serve({});
    try {
      const headers = await site.get('/labreports/1234567?name=ayesha', {
        'x-request-id': NGINX_ID,
        traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
      });
      await site.finished();
      const requestId = headers['x-request-id'];
      expect(requestId).toMatch(UUID);
      // Next.js sees the same id, and no trace context a client chose.
      expect(site.seenByNext[0]!['x-request-id']).toBe(requestId);
      expect(site.seenByNext[0]).not.toHaveProperty('traceparent');

      const request = lines.find(({ line }) => line.msg === 'request');
      expect(request?.stream).toBe('info');
      expect(request?.line).toEqual({
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        level: 'info',
        msg: 'request',
        requestId,
        method: 'GET',
        path: '/labreports/{id}',
        status: 404,
        durationMs: expect.any(Number),
      });
      // The adapters' lines written while Next.js handled it carry its id too.
      const adapter = lines.find(({ line }) => line.msg === 'upstream_failure');
      expect(adapter).toMatchObject({ stream: 'warn', line: { level: 'warn', requestId } });
      const text = JSON.stringify(lines);
      expect(text).not.toContain('1234567');
      expect(text).not.toContain('ayesha');
    } finally {
      site.close();
    }
  });

  it('keeps the trusted proxy’s id and trace context', async () => {
    const lines = captured();
    const site = await serve({ TRUSTED_PROXY_HOPS: '1' });
    try {
      const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
      const headers = await site.get('/Medicines?search=panadol', {
        'x-request-id': NGINX_ID,
        'x-forwarded-for': '203.0.113.9',
        traceparent,
      });
      await site.finished();
      expect(headers['x-request-id']).toBe(NGINX_ID);
      expect(site.seenByNext[0]!.traceparent).toBe(traceparent);
      expect(lines.find(({ line }) => line.msg === 'request')?.line).toMatchObject({
        requestId: NGINX_ID,
        path: '/Medicines',
      });
    } finally {
      site.close();
    }
  });

  it('is left out with LOG_REQUESTS=0, the id still given', async () => {
    const lines = captured();
    const site = await serve({ LOG_REQUESTS: '0' });
    try {
      const headers = await site.get('/');
      await site.finished();
      expect(headers['x-request-id']).toMatch(UUID);
      expect(lines.filter(({ line }) => line.msg === 'request')).toEqual([]);
    } finally {
      site.close();
    }
  });
});
