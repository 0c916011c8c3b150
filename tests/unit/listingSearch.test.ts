import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listingHref, searchFromKey, searchFromQuery, searchKey } from '@/domain/listingSearch';
import { CONSULTANT_LIST_PATHS, listingOfPath } from '@/domain/consultantLists';
import { PAGE_ALIASES } from '@/content/pageAliases';
import { config } from '@/proxy';
import { pageFileOf } from '../support/routes';

const query = (text: string) => searchFromQuery(new URLSearchParams(text));

describe('a consultant list search in the address', () => {
  it('is normalised, so every spelling of one search shares one cached page', () => {
    expect(query('name=%20%20Ayesha%20%20%20Khan%20&department=Neuro&page=2')).toEqual({
      name: 'Ayesha Khan',
      department: 'Neuro',
      page: 2,
    });
    expect(searchKey(query('name=ayesha&department='))).toBe(searchKey(query('name=ayesha')));
  });

  it('drops what the page never offers: unknown departments, bad pages, text past 100', () => {
    expect(query('department=Astrology&page=0')).toEqual({ name: '', department: '', page: 1 });
    expect(query('page=2.5').page).toBe(1);
    expect(query('page=1000').page).toBe(1);
    expect(query(`name=${'a'.repeat(150)}`).name).toHaveLength(100);
  });

  it('is the plain list when nothing is searched on the first page', () => {
    expect(searchKey(query('name=&department=&page=1'))).toBeNull();
    expect(searchFromKey(undefined)).toEqual({ name: '', department: '', page: 1 });
  });

  it('round-trips through its path segment, and no other segment is accepted', () => {
    const search = query('name=dr.%20sana&department=Cardiology&page=3');
    expect(searchFromKey(searchKey(search)!)).toEqual(search);
    const unnormalised = Buffer.from(JSON.stringify([' sana ', '', 1])).toString('base64url');
    for (const key of ['zzz', unnormalised, Buffer.from('[1,2,3]').toString('base64url')]) {
      expect(searchFromKey(key), key).toBeNull();
    }
  });

  it('links to other pages keeping the search, leaving out what is empty', () => {
    expect(listingHref('/dhaconsultant', { name: 'Ayesha Khan', department: '', page: 2 })).toBe(
      '/dhaconsultant?name=Ayesha+Khan&page=2',
    );
    expect(listingHref('/OurDoctors', { name: '', department: '', page: 1 })).toBe('/OurDoctors');
  });
});

describe('the consultant list addresses', () => {
  it('are all, and only, the ones the proxy rewrites searches of', () => {
    const paths = Object.values(CONSULTANT_LIST_PATHS).flat();
    const lists = config.matcher.filter(
      (matcher): matcher is Exclude<(typeof config.matcher)[number], string> =>
        typeof matcher !== 'string' && matcher.source.startsWith('/:listing('),
    );
    for (const matcher of lists) {
      const names = /\(([^)]*)\)/.exec(matcher.source)![1]!.split('|');
      expect(names.map((name) => `/${name}`).sort()).toEqual([...paths].sort());
    }
    // The internal search addresses, and each query key that makes a search.
    expect(lists.map((matcher) => ('has' in matcher ? matcher.has?.[0]?.key : 'key'))).toEqual([
      'key',
      'name',
      'department',
      'page',
    ]);
  });

  it('each have a route that shows their listing', () => {
    for (const [listing, paths] of Object.entries(CONSULTANT_LIST_PATHS)) {
      for (const path of paths) {
        const route = readFileSync(pageFileOf(path)!, 'utf8');
        expect(route, path).toContain(`consultantListRoute('${listing}')`);
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

describe('page aliases', () => {
  it('are each matched by the proxy, and name a page that exists', () => {
    const plain = config.matcher.filter((matcher) => typeof matcher === 'string');
    expect(plain.sort()).toEqual(Object.keys(PAGE_ALIASES).sort());
    for (const page of Object.values(PAGE_ALIASES)) {
      expect(pageFileOf(page), page).not.toBeNull();
    }
  });
});
