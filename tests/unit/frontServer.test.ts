import { describe, expect, it } from 'vitest';
import { lowDataImage } from '@/domain/imageWidths';
import { clientAddress } from '@/domain/clientAddress';
import { noncePolicy, policySources, sitePolicy } from '@/server/contentSecurityPolicy';
import { isDecodablePath, isIndexable, isPrivatePath, referrerPolicyOf } from '@/server/guards';
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
    '/labreports',
    '/LABREPORTS/1234567',
    '/labReportsWW/1234567',
    '/LabReports/CombinedReport',
    '/payment/status',
    '/ur/labreports/1234567',
    '/ur/LabReports/CombinedReport',
    '/ur/payment/status',
  ])('%s is private', (path) => expect(isPrivatePath(path)).toBe(true));

  it.each([
    '/',
    '/dhabranch',
    '/Medicines',
    '/api/graphql',
    '/consultant/1',
    '/ur',
    '/ur/dhabranch',
    '/urdu/labreports',
  ])('%s is not', (path) => expect(isPrivatePath(path)).toBe(false));
});

describe('the referrer policy of a private address', () => {
  it.each([
    '/labreports/1234567',
    '/LabReportsisl/1234567',
    '/LabReports/CombinedReport',
    '/LabReports/NormalTempReport/12',
    '/payment/status',
    '/ur/labreports/1234567',
  ])('%s, which may hold an id, sends none', (path) =>
    expect(referrerPolicyOf(path)).toBe('no-referrer'),
  );

  it.each(['/labreports', '/labReportsWW', '/LABREPORTAS/', '/ur/labreports'])(
    '%s, a search whose form posts to itself, sends its origin to this site only',
    (path) => expect(referrerPolicyOf(path)).toBe('same-origin'),
  );
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

describe('which private addresses a search engine may index', () => {
  it.each(['/labreports', '/LabReportsisl/', '/ur/labreports'])(
    '%s, a lab search, may be',
    (path) => expect(isIndexable(path)).toBe(true),
  );

  it.each([
    '/labreports/1234567',
    '/ur/labreports/1234567',
    '/LabReports/CombinedReport',
    '/labReportsWW/1234567',
    '/payment/status',
  ])('%s may not', (path) => expect(isIndexable(path)).toBe(false));
});
