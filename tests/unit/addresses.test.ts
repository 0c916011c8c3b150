import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ADDRESSES,
  HOME_ROUTE,
  LAB_FILES_ROUTE,
  LAB_PAGES,
  NO_PAGE,
  findAddress,
  privacyOfRoute,
  sitemapPages,
  type Address,
} from '@/domain/addresses';
import { admission } from '@/server/guards';
import { config } from '@/proxy';
import { pageFileOf, pageFiles } from '../support/routes';

/**
 * Issue 39: the address table (domain/addresses) is the one place that says what an address is.
 * Walked here against what the framework actually serves: the route tree, the sitemap, the
 * proxy's matcher and nginx's private locations.
 */

/** A value for each placeholder of an address: `/consultant/{id}` → `/consultant/321`. */
const example = (path: string) =>
  path.replace('{id}', '321').replace('{text}', '200148').replace(/\/\*$/, '/x');

/** Where an address's route lives: files in the app folder itself, pages under the language. */
const routeFileOf = (address: Address) =>
  pageFileOf(
    routeOf(address),
    address.languages && !routeOf(address).startsWith(LAB_FILES_ROUTE) ? 'app/[locale]' : 'app',
  );

/** The route an address renders, a value in each placeholder. */
const routeOf = (address: Address) =>
  example(address.path === '/' ? HOME_ROUTE : (address.route ?? address.path));

describe('the address table', () => {
  const pages = ADDRESSES.filter((address) => address.kind !== 'file');

  it('gives every address but the files a page of the route tree', () => {
    const missing = pages
      // The 404 page, and the internal folders refused whole (their routes are others' entries).
      .filter((address) => address.path !== NO_PAGE && !address.path.endsWith('/*'))
      .filter((address) => routeFileOf(address) === null);
    expect(missing.map((address) => address.path)).toEqual([]);
  });

  it('lists every page of the route tree: nothing is reachable that it does not name', () => {
    const named = new Set(pages.map(routeFileOf));
    expect(pageFiles().filter((file) => !named.has(file))).toEqual([]);
  });

  it('lets in every address it lists, in both languages where it has both', () => {
    for (const address of ADDRESSES) {
      const path = example(address.path);
      const admitted = admission('GET', path);
      if (path === HOME_ROUTE) {
        expect(admitted, path).toEqual({ answer: 308, location: '/' });
        continue;
      }
      if (address.kind === 'internal') {
        expect(admitted, path).toEqual({ url: NO_PAGE });
        continue;
      }
      expect(admitted, path).toEqual({ url: path });
      if (address.languages) {
        const urdu = path === '/' ? '/ur' : `/ur${path}`;
        expect(admission('GET', urdu), urdu).toEqual({ url: urdu });
      }
    }
  });

  it('puts in the sitemap only pages a visitor reaches, each once', () => {
    const pages = sitemapPages();
    expect(new Set(pages).size).toBe(pages.length);
    for (const path of pages) {
      expect(admission('GET', path), path).toEqual({ url: path });
      expect(findAddress(path)!.address.privacy ?? 'search', path).toBe('search');
    }
    // Every lab search page is in it, and no patient's page.
    for (const lab of LAB_PAGES) expect(pages).toContain(lab.path);
  });

  it('seals every route with a patient’s data, whatever address reached it', () => {
    for (const address of ADDRESSES.filter((entry) => entry.privacy)) {
      const route = example(address.route ?? address.path);
      expect(privacyOfRoute(route), route).toBe(address.privacy);
      if (address.privacy === 'search') expect(privacyOfRoute(route, 'POST')).toBe('results');
    }
    expect(privacyOfRoute('/history')).toBeNull();
  });
});

describe('what else reads the table', () => {
  /** A matcher source of proxy.ts as a regular expression, as Next.js reads it (any case). */
  const matchers = config.matcher.map((matcher) => {
    const source = typeof matcher === 'string' ? matcher : matcher.source;
    const pattern = source
      .replace('/:lang(ur)?', '(?:/ur)?')
      .replace('/:rest*', '(?:/.*)?')
      .replace(/:(\w+)\(([^)]*)\)/g, '($2)');
    return new RegExp(`^${pattern}$`, 'i');
  });

  it('runs the proxy on every address with a patient’s data, in any case', () => {
    for (const address of ADDRESSES.filter(
      (entry) => entry.privacy && !entry.route?.startsWith('/{'),
    )) {
      for (const path of [example(address.path), example(address.path).toUpperCase()]) {
        if (address.kind === 'private' && path === path.toUpperCase() && !address.anyCase) continue;
        expect(
          matchers.some((matcher) => matcher.test(path)),
          path,
        ).toBe(true);
      }
    }
  });

  it('keeps every address with a patient’s data out of nginx’s cache, and no page else', () => {
    const conf = readFileSync('deploy/nginx/farooq-hospital.conf', 'utf8');
    const [, pattern] = /location ~\* (\^\/\(ur\/\)\?\(lab[^ ]+) \{/.exec(conf)!;
    const uncached = new RegExp(pattern!, 'i');
    for (const address of ADDRESSES) {
      const path = example(address.path);
      const patient = address.privacy !== undefined;
      expect(uncached.test(path), path).toBe(patient);
      if (address.languages) expect(uncached.test(`/ur${path}`), `/ur${path}`).toBe(patient);
    }
  });
});
