import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ADDRESSES,
  APPOINTMENT_BANNER_PATH,
  HOME_ROUTE,
  LAB_ADDRESS_START,
  LAB_FILES_ROUTE,
  LAB_PAGES,
  NO_PAGE,
  RECORD_PATHS,
  addressVerdict,
  findAddress,
  href,
  privacyOfRoute,
  proxyMatcher,
  sitemapPages,
  type Address,
  type RecordKind,
} from '@/domain/addresses';
import { admission } from '@/server/admission';
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
  it('gives proxy.ts its matcher, which proxy.ts writes out as Next.js requires', () => {
    expect(config.matcher).toEqual(proxyMatcher());
  });

  it('begins every lab address as the proxy and the request log expect one to', () => {
    const lab = ADDRESSES.filter((address) => address.anyCase);
    expect(lab.length).toBeGreaterThan(LAB_PAGES.length);
    for (const address of lab) {
      expect(address.path.slice(1).toLowerCase().startsWith(LAB_ADDRESS_START), address.path).toBe(
        true,
      );
    }
  });

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

describe('the href builder', () => {
  /** Every builder with example values (the type checker asks for each). */
  const links: Record<keyof typeof href, string> = {
    consultant: href.consultant(321),
    department: href.department('12'),
    service: href.service('7'),
    event: href.event('45'),
    announcement: href.announcement('3'),
    job: href.job('9'),
    gallery: href.gallery('11'),
    medicine: href.medicine('1201'),
    emergency: href.emergency(),
    appointment: href.appointment({ branch: 'DHA', consultant: 'Dr. Ayesha Khan', doctor: '321' }),
    combinedReport: href.combinedReport('sealed.token'),
    singleReport: href.singleReport('998877', 'sealed.token'),
  };

  it.each(Object.entries(links))('%s: %s is a page of the table', (_, link) => {
    const path = link.split('?')[0]!;
    expect(addressVerdict(path)).toMatchObject({ kind: 'page' });
  });

  it('builds each record’s link from the table’s path for it', () => {
    for (const [kind, path] of Object.entries(RECORD_PATHS)) {
      const link = href[kind as RecordKind](321);
      expect(link).toBe(path.replace('{id}', '321'));
      expect(findAddress(link)?.address).toMatchObject({ path, kind: 'record' });
    }
  });

  it('leads to the report files at the patient’s addresses, with the value as given', () => {
    expect(links.combinedReport).toBe('/LabReports/CombinedReport?t=sealed.token');
    expect(href.singleReport('99$&', 't')).toBe('/LabReports/NormalTempReport/99$&?t=t');
    for (const link of [links.combinedReport, links.singleReport]) {
      expect(findAddress(link.split('?')[0]!)?.address.privacy).toBe('patient');
    }
  });

  it('leads to the appointment form and the emergency page, and the banner’s spelling is the form', () => {
    expect(href.appointment()).toBe('/appointment');
    expect(links.emergency).toBe('/emergency');
    expect(findAddress(APPOINTMENT_BANNER_PATH)?.route).toBe(href.appointment());
  });
});
