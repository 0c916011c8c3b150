import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ABOUT_MENU } from '@/content/ur/navigation';
import { localePath, splitLocale } from '@/domain/locales';
import ur from '@/messages/ur.json' with { type: 'json' };
import { languageAlternates, pageMetadata } from '@/components/seo/pageMetadata';

describe('a page address in a language', () => {
  it.each([
    ['/', 'ur', '/ur'],
    ['/AboutUs', 'ur', '/ur/AboutUs'],
    [
      '/dhaconsultant?department=Cardiology#results',
      'ur',
      '/ur/dhaconsultant?department=Cardiology#results',
    ],
    ['/?x=1', 'ur', '/ur?x=1'],
    ['/AboutUs', 'en', '/AboutUs'],
    // Files, the API and other sites are the same in every language.
    ['/report-files/single/1', 'ur', '/report-files/single/1'],
    ['/api/graphql', 'ur', '/api/graphql'],
    ['https://wa.me/923000000051', 'ur', 'https://wa.me/923000000051'],
    ['//elsewhere.example/x', 'ur', '//elsewhere.example/x'],
    ['tel:+924211122337', 'ur', 'tel:+924211122337'],
  ] as const)('%s in %s is %s', (path, locale, expected) => {
    expect(localePath(path, locale)).toBe(expected);
  });

  it.each([
    ['/ur', 'ur', '/'],
    ['/ur/AboutUs', 'ur', '/AboutUs'],
    ['/AboutUs', 'en', '/AboutUs'],
    // An English address that merely begins with the letters.
    ['/urology', 'en', '/urology'],
  ] as const)('%s is %s at %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path, respelled: null });
  });

  it.each([
    ['/UR', 'ur', '/', '/ur'],
    ['/Ur/dhabranch/x', 'ur', '/dhabranch/x', '/ur/dhabranch/x'],
    ['/en', 'en', '/', '/'],
    ['/EN/AboutUs', 'en', '/AboutUs', '/AboutUs'],
  ] as const)('%s is %s at %s, spelled otherwise than %s', (pathname, locale, path, respelled) => {
    expect(splitLocale(pathname)).toEqual({ locale, path, respelled });
  });
});

describe('hreflang', () => {
  it('names each language and the default, in the page head and the sitemap alike', () => {
    expect(languageAlternates('/dhabranch')).toEqual({
      en: '/dhabranch',
      ur: '/ur/dhabranch',
      'x-default': '/dhabranch',
    });
  });

  it('keeps the alternates on the Urdu page, whose own address is the Urdu one', () => {
    const urdu = pageMetadata({ title: 't', description: 'd', path: '/contactus', locale: 'ur' });
    expect(urdu.alternates?.canonical).toBe('/ur/contactus');
    expect(urdu.alternates?.languages).toEqual(languageAlternates('/contactus'));
    expect(urdu.openGraph).toMatchObject({ locale: 'ur_PK', url: '/ur/contactus' });
  });
});

/** Strings that are addresses, numbers or ids rather than text: the same in every language. */
const NOT_TEXT = /^(?:\/|https?:|mailto:|tel:)|^[\d\s()+.-]+$|^[A-Z_]+$/;

/** Where a translation differs from its English other than in text, by path. */
function shapeDifferences(english: unknown, urdu: unknown, path: string): string[] {
  if (typeof english === 'string') {
    if (typeof urdu !== 'string') return [`${path}: not a text`];
    // An abbreviation is written in Urdu letters with itself in brackets ("ای ای جی (EEG)",
    // docs/translation.md); an address, a number or an id stays as it is.
    const kept = urdu === english || (/^[A-Z]+$/.test(english) && urdu.endsWith(`(${english})`));
    return NOT_TEXT.test(english) && !kept ? [`${path}: ${urdu} ≠ ${english}`] : [];
  }
  if (english === null || typeof english !== 'object') {
    return Object.is(english, urdu) ? [] : [`${path}: ${String(urdu)} ≠ ${String(english)}`];
  }
  if (urdu === null || typeof urdu !== 'object') return [`${path}: missing`];
  const keys = new Set([...Object.keys(english), ...Object.keys(urdu)]);
  return [...keys].flatMap((key) =>
    shapeDifferences(
      (english as Record<string, unknown>)[key],
      (urdu as Record<string, unknown>)[key],
      `${path}.${key}`,
    ),
  );
}

describe('the Urdu copy of content/', () => {
  const modules = readdirSync('content/ur').map((file) => file.replace(/\.ts$/, ''));

  it.each(modules)('content/ur/%s translates only text, item for item', async (name) => {
    const english = (await import(`@/content/${name}`)) as Record<string, unknown>;
    const urdu = (await import(`@/content/ur/${name}`)) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(urdu)) {
      expect(english, `${name}.${exported} has no English`).toHaveProperty(exported);
      expect(shapeDifferences(english[exported], value, `${name}.${exported}`)).toEqual([]);
    }
  });
});

describe('the Urdu History page', () => {
  // "تاریخ" alone is the word for a date, as the forms use it ("آنے کی تاریخ").
  it('is “our history” in the menu and its title, not a date', () => {
    expect(ABOUT_MENU.find(({ href }) => href === '/history')?.label).toBe('ہماری تاریخ');
    expect(ur.pages.history.title).toBe('ہماری تاریخ');
  });
});
