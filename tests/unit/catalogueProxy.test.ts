import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_QUERY_KEYS } from '@/domain/addresses';
import { config, proxy } from '@/proxy';

/** Where proxy.ts sends an address: the rewritten path and query, or null when it lets it through. */
function rewriteOf(address: string): string | null {
  const target = proxy(new NextRequest(`http://127.0.0.1:3100${address}`)).headers.get(
    'x-middleware-rewrite',
  );
  if (target === null) return null;
  const url = new URL(target);
  return url.pathname + url.search;
}

describe('the medicine catalogue (issue 22)', () => {
  it('without a search is the one cached page', () => {
    expect(rewriteOf('/Medicines')).toBeNull();
    expect(rewriteOf('/ur/Medicines')).toBeNull();
    expect(rewriteOf('/Medicines?utm_source=sms')).toBeNull();
  });

  it.each([
    ['/Medicines?search=pana', '/medicine-search?search=pana'],
    ['/Medicines?show=all&page=2', '/medicine-search?show=all&page=2'],
    ['/Medicines?page=3', '/medicine-search?page=3'],
    ['/ur/Medicines?search=pana', '/ur/medicine-search?search=pana'],
  ])('with a search, %s is answered per request at %s', (address, target) => {
    expect(rewriteOf(address)).toBe(target);
  });

  it('reaches the proxy for every key that makes a search', () => {
    const keys = config.matcher.flatMap((matcher) =>
      typeof matcher !== 'string' && matcher.source === '/:lang(ur)?/Medicines'
        ? (matcher.has ?? []).map((condition) => condition.key)
        : [],
    );
    expect(keys).toEqual([...CATALOGUE_QUERY_KEYS]);
  });
});
