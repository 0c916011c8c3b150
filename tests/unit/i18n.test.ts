import compile from 'icu-minify/compile';
import { describe, expect, it } from 'vitest';
import { fillText } from '@/components/i18n/fillText';
import { messagesIn } from '@/domain/messages/catalogues';
import { ABOUT_MENU, navItems } from '@/content/navigation';
import { translator } from '@/domain/messages/translator';
import { localePath, splitLocale } from '@/domain/locales';
import ur from '@/messages/ur.json' with { type: 'json' };
import { languageAlternates, pageMetadata } from '@/components/seo/pageMetadata';
import { leaves } from '../support/catalogueLeaves';

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

describe('the Urdu History page', () => {
  // "تاریخ" alone is the word for a date, as the forms use it ("آنے کی تاریخ").
  it('is “our history” in the menu and its title, not a date', () => {
    const menu = navItems(translator(ur), ABOUT_MENU);
    expect(menu.find(({ href }) => href === '/history')?.label).toBe('ہماری تاریخ');
    expect(ur.pages.history.title).toBe('ہماری تاریخ');
  });
});

describe('a form text with its values put in (fillText)', () => {
  // Every message of the forms that has values, in each language, found in the catalogue: the
  // build hands them to the browser compiled (next.config.build.ts, `precompile`), the JSON file as ICU
  // text. Eleven today; the count guards against the walk finding none.
  const withValues = (['en', 'ur'] as const).flatMap((locale) =>
    leaves(messagesIn(locale).forms)
      .filter(({ text }) => text.includes('{'))
      .map(({ text }) => [locale, text] as const),
  );

  it("finds the forms' texts with values", () => {
    expect(withValues.length).toBeGreaterThanOrEqual(2 * 11);
  });

  it.each(withValues)('%s: "%s" reads the same compiled as written', (_locale, text) => {
    const values = {
      branch: 'DHA',
      name: 'Dr. A',
      time: '11:00 AM',
      day: 'Monday',
      days: 'Mon - Fri',
      next: 'Monday',
      reference: 'FH-7K2Q9',
      hours: 'Monday to Saturday, 9:00 am to 9:00 pm',
    };
    const filled = fillText(text, values);
    expect(filled).not.toMatch(/[{}]/);
    expect(fillText(compile(text) as string, values)).toBe(filled);
  });

  it('leaves a text without values as it is', () => {
    expect(fillText(compile('Book an appointment') as string, {})).toBe('Book an appointment');
  });
});
