import { describe, expect, it } from 'vitest';
import { labFacts } from '@/sandbox/data/lab-reports';
import { headersOf, startedSite } from './site';

/**
 * The headers the site's answers carry: its security policy on pages, the API and a patient's
 * files; no CORS permission for another website; compression of route handlers' answers.
 */

const LAHORE = labFacts['lab-a'];
const site = startedSite();

describe('another website', () => {
  it('gets no CORS permission for the API, with or without credentials', async () => {
    const preflight = await site.rawRequest('OPTIONS', '/api/graphql', {
      origin: 'http://127.0.0.1:9',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('headers', () => {
  const reportFile = `/LabReports/CombinedReport?PID=${LAHORE.richPatientId}&lab=LAHORE`;

  for (const path of [
    '/',
    '/dhabranch',
    '/api/graphql?query=%7Bok%7D',
    '/labreports',
    reportFile,
  ]) {
    it(`${path} carries the site's policy and no internal route`, async () => {
      const response = await fetch(`${site.origin}${path}`, { redirect: 'manual' });
      await response.arrayBuffer();
      const headers = headersOf(response);
      const policy = headers['content-security-policy'] ?? '';
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ]) {
        expect(policy, path).toContain(directive);
      }
      expect(policy).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+(;|$)/);
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      for (const name of Object.keys(headers)) {
        expect(name).not.toMatch(/^x-middleware|^x-nextjs-(rewritten|matched)/);
      }
      expect(JSON.stringify(headers)).not.toContain(String(LAHORE.richPatientId));
    });
  }

  it('a report file sends no referrer', async () => {
    const response = await fetch(`${site.origin}${reportFile}`, { redirect: 'manual' });
    await response.arrayBuffer();
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('what the outside test sent', () => {
  it('route handlers’ answers are compressed', async () => {
    for (const path of [
      '/sitemap.xml',
      '/serwist/sw.js',
      '/api/graphql?query=%7Bbranches%7Bid%7D%7D',
    ]) {
      const answer = await fetch(`${site.origin}${path}`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(answer.headers.get('content-encoding'), path).toBe('gzip');
      // fetch decompresses: the body is whole.
      expect((await answer.text()).length, path).toBeGreaterThan(100);
    }
    // And a page still is.
    const page = await site.rawRequest('GET', '/AboutUs', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
  });
});
