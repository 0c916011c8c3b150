import { describe, expect, it } from 'vitest';
import { mayKeepOffline, pageFiles } from '@/domain/offlinePages';
import { whatsappHref } from '@/domain/whatsapp';

const response = (status: number, headers: Record<string, string>) => ({
  status,
  headers: new Headers(headers),
});
const HTML = { 'content-type': 'text/html; charset=utf-8' };

describe('what the service worker may keep for reading offline', () => {
  it('is a page sent for everyone: an HTML page that caches may keep', () => {
    expect(mayKeepOffline(response(200, { ...HTML, 'cache-control': 's-maxage=60' }))).toBe(true);
    expect(mayKeepOffline(response(200, HTML))).toBe(true);
  });

  it("is never a patient's page (no-store or private), an error, or anything but a page", () => {
    expect(mayKeepOffline(response(200, { ...HTML, 'cache-control': 'no-store' }))).toBe(false);
    expect(mayKeepOffline(response(200, { ...HTML, 'cache-control': 'private, max-age=0' }))).toBe(
      false,
    );
    expect(mayKeepOffline(response(404, HTML))).toBe(false);
    expect(mayKeepOffline(response(503, HTML))).toBe(false);
    expect(mayKeepOffline(response(200, { 'content-type': 'application/pdf' }))).toBe(false);
  });
});

describe('the files a kept page needs offline', () => {
  it("are the site's own files its tags and its framework payload name, once each", () => {
    const html = [
      '<link rel="stylesheet" href="/_next/static/chunks/a1.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/b2.js" async=""></script>',
      // Hydration loads a client component's chunks from the payload, escaped in a string.
      '<script>self.__next_f.push([1,"3:I[512,[\\"/_next/static/chunks/c3.js\\",\\"/_next/static/chunks/b2.js\\"],\\"Menu\\"]"])</script>',
      '<img src="/_next/image?url=%2Fimages%2Fx.jpg&amp;w=640&amp;q=75"/>',
      '<a href="https://example.com/_next/static/x.js">elsewhere</a>',
    ].join('');
    expect(pageFiles(html)).toEqual([
      '/_next/static/chunks/a1.css',
      '/_next/static/chunks/b2.js',
      '/_next/static/chunks/c3.js',
    ]);
  });
});

describe('a WhatsApp chat address', () => {
  it('carries the number as digits and the first message, encoded', () => {
    expect(whatsappHref('+92 300 0000051', 'Hello, DHA & co?')).toBe(
      'https://wa.me/923000000051?text=Hello%2C%20DHA%20%26%20co%3F',
    );
  });
});
