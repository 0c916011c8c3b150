import { readSearchText } from '@/domain/searchText';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  NO_SEARCH,
  isCacheable,
  listingHref,
  resultsHref,
  searchFromKey,
  searchFromQuery,
  searchKey,
  type ListingSearch,
} from '@/domain/listingSearch';
import { CONSULTANT_LIST_PATHS, findAddress, LIST_ROUTE, listingOfPath } from '@/domain/addresses';
import { PAGE_SPELLINGS } from '@/domain/addresses/spellings';
import { config } from '@/proxy';
import nextConfig from '../../next.config.build';
import type { NextConfig } from 'next';
import { pageFileOf } from '../support/routes';

const query = (text: string) => searchFromQuery(new URLSearchParams(text));

const search = (
  fields: Partial<Omit<ListingSearch, 'name'>> & { name?: string },
): ListingSearch => ({ ...NO_SEARCH, ...fields, name: readSearchText(fields.name ?? '') });

describe('a consultant list search in the address', () => {
  it('is normalised, so every spelling of one search shares one cached page', () => {
    expect(
      query('name=%20%20Ayesha%20%20%20Khan%20&department=Neuro&branch=DHA&today=1&page=2'),
    ).toEqual({
      name: 'Ayesha Khan',
      department: 'Neuro',
      branch: 'DHA',
      sitsToday: true,
      page: 2,
    });
    expect(searchKey(query('name=ayesha&department=&branch='))).toBe(
      searchKey(query('name=ayesha')),
    );
  });

  it('drops what the page never offers: unknown branches, bad pages, text past 100', () => {
    expect(query('branch=Karachi&today=yes&page=0')).toEqual(NO_SEARCH);
    expect(query('page=2.5').page).toBe(1);
    expect(query('page=1000').page).toBe(1);
    expect(query(`name=${'a'.repeat(150)}`).name).toHaveLength(100);
    expect(query(`department=${'a'.repeat(150)}`).department).toHaveLength(100);
  });

  it("takes the last department chosen: the home page's department buttons follow the dropdown", () => {
    expect(query('department=&department=Cardiology').department).toBe('Cardiology');
    expect(query('department=Neurology&department=Cardiology').department).toBe('Cardiology');
    expect(query('department=Neurology&department=').department).toBe('Neurology');
  });

  it('is the plain list when nothing is searched on the first page', () => {
    expect(searchKey(query('name=&department=&page=1'))).toBeNull();
    expect(searchFromKey(undefined)).toEqual(NO_SEARCH);
  });

  it('round-trips through its path segment, and no other segment is accepted', () => {
    const searched = query('name=dr.%20sana&department=Cardiology&branch=WEST_WOOD&today=1&page=3');
    expect(searchFromKey(searchKey(searched)!)).toEqual(searched);
    const unnormalised = Buffer.from(JSON.stringify([' sana ', '', null, false, 1])).toString(
      'base64url',
    );
    const oldForm = Buffer.from(JSON.stringify(['sana', '', 1])).toString('base64url');
    for (const key of [
      'zzz',
      unnormalised,
      oldForm,
      Buffer.from('[1,2,3]').toString('base64url'),
    ]) {
      expect(searchFromKey(key), key).toBeNull();
    }
  });

  it('is kept in the page cache only for the choices every panel offers, never for typed text', () => {
    expect(isCacheable(query('department=Cardiology&branch=DHA&today=1&page=2'))).toBe(true);
    expect(isCacheable(query('name=ayesha'))).toBe(false);
    // Every department the dropdown offers is a speciality's name, or one of the spec's five.
    expect(isCacheable(query('department=Dermatology'))).toBe(true);
    expect(isCacheable(query('department=Neuro'))).toBe(true);
    // Countless by hand: rendered per request, like a name.
    expect(isCacheable(query('department=dermatology'))).toBe(false);
    expect(isCacheable(query('department=skin%20and%20more'))).toBe(false);
  });

  it('links to other pages keeping the search, leaving out what is empty, opening at the results', () => {
    expect(listingHref('/dhaconsultant', search({ name: 'Ayesha Khan', page: 2 }))).toBe(
      '/dhaconsultant?name=Ayesha+Khan&page=2',
    );
    expect(listingHref('/OurDoctors', NO_SEARCH)).toBe('/OurDoctors');
    expect(resultsHref('/OurDoctors', search({ branch: 'DHA', sitsToday: true }))).toBe(
      '/OurDoctors?branch=DHA&today=1#results',
    );
  });
});

describe('a search at the longest the search takes', () => {
  // The proxy writes the key; the page reads it back: a search of any length, cut anywhere, must
  // read back as itself (a 100-character search once answered "Page not found", issue 39).
  const texts = [
    ...[95, 98, 99, 100, 101, 120].map((n) => `${'a'.repeat(n)} b`),
    `${'a'.repeat(99)}  ${'b'.repeat(10)}`,
    `${'a'.repeat(99)}😀 b`,
    `${'ع'.repeat(99)} ل`,
  ];
  it.each(texts)('%s is one address', (text) => {
    const search = searchFromQuery(new URLSearchParams({ name: text, page: '2' }));
    expect(search.name.length).toBeLessThanOrEqual(100);
    expect(searchFromKey(searchKey(search)!)).toEqual(search);
    expect(readSearchText(search.name)).toBe(search.name);
  });
});

describe('the consultant list addresses', () => {
  it('are all, and only, the ones the proxy rewrites searches of', () => {
    const paths = Object.values(CONSULTANT_LIST_PATHS).flat();
    const lists = config.matcher.filter(
      (matcher): matcher is Exclude<(typeof config.matcher)[number], string> =>
        typeof matcher !== 'string' && matcher.source.startsWith('/:lang(ur)?/:listing('),
    );
    for (const matcher of lists) {
      const names = /:listing\(([^)]*)\)/.exec(matcher.source)![1]!.split('|');
      expect(names.map((name) => `/${name}`).sort()).toEqual([...paths].sort());
    }
    // Each query key that makes a search.
    expect(lists.map((matcher) => ('has' in matcher ? matcher.has?.[0]?.key : 'key'))).toEqual([
      'name',
      'department',
      'branch',
      'today',
      'page',
    ]);
  });

  it("are each shown by the lists' one route, which finds their listing by their address", () => {
    for (const [listing, paths] of Object.entries(CONSULTANT_LIST_PATHS)) {
      for (const path of paths) {
        const { route } = findAddress(path)!;
        expect(route, path).toBe(`${LIST_ROUTE}${path}`);
        expect(readFileSync(pageFileOf(route)!, 'utf8'), path).toContain('consultantListRoute()');
        expect(listingOfPath(`/${route.split('/').at(-1)}`), path).toBe(listing);
      }
    }
  });

  it('name one listing each, both Golf City spellings the same one', () => {
    expect(listingOfPath('/bahriagolfconsultant')).toBe('BAHRIA_GOLF_CITY');
    expect(listingOfPath('/bahriagolfcosultant')).toBe('BAHRIA_GOLF_CITY');
    expect(listingOfPath('/OurDoctors')).toBe('ALL');
    expect(listingOfPath('/AboutUs')).toBeNull();
  });
});

describe('page spellings', () => {
  it('are each shown from a page that exists, in both languages, by the configuration', async () => {
    const { beforeFiles } = (await nextConfig.rewrites!()) as Exclude<
      Awaited<ReturnType<NonNullable<NextConfig['rewrites']>>>,
      unknown[]
    >;
    for (const [page, spellings] of Object.entries(PAGE_SPELLINGS)) {
      expect(pageFileOf(page), page).not.toBeNull();
      for (const spelling of spellings) {
        for (const prefix of ['', '/ur']) {
          expect(beforeFiles, spelling).toContainEqual({
            source: `${prefix}${spelling}/:rest*`,
            destination: `${prefix}${page}/:rest*`,
          });
        }
      }
    }
  });
});
