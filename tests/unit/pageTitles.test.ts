import type { Metadata } from 'next';
import { resolveTitle } from 'next/dist/lib/metadata/resolvers/resolve-title';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json' with { type: 'json' };
import ur from '@/messages/ur.json' with { type: 'json' };

/**
 * Issue 53: /OurDoctors?page=999 was titled "Farooq Group Of Hospitals | Farooq Group Of
 * Hospitals". The layouts' metadata, and a consultant list's, with the page's language and data
 * stood in for, resolved as Next.js resolves a page's title: each segment's through its own
 * resolveTitle, with the template the segments above it left.
 */
const page = vi.hoisted(() => ({ locale: 'en' as 'en' | 'ur' }));

vi.mock('next-intl/server', () => ({
  getTranslations: (options: string | { locale?: 'en' | 'ur'; namespace?: string }) => {
    const { locale = page.locale, namespace = '' } =
      typeof options === 'string' ? { locale: undefined, namespace: options } : options;
    const scope = namespace
      .split('.')
      .filter(Boolean)
      .reduce<Record<string, unknown>>(
        (node, key) => node[key] as Record<string, unknown>,
        { en, ur }[locale],
      );
    return Promise.resolve((key: string) => scope[key]);
  },
}));
vi.mock('@/components/i18n/enterLocale', () => ({ enterLocale: () => page.locale }));
vi.mock('@/graphql/renderedLocale', () => ({ requestLocale: () => page.locale }));
// What the layouts and the list render is not what this reads.
vi.mock('@/components/layout/Document', () => ({ Document: () => null }));
vi.mock('@/components/consultants/ConsultantListingPage', () => ({
  ConsultantListingPage: () => null,
}));
vi.mock('@/graphql/client/server', () => ({ keepAsVariant: () => Promise.resolve() }));
// A list's page past its last, as loadListing answers it (components/consultants/loadListing.ts).
vi.mock('@/components/consultants/loadListing', () => ({ loadListing: () => null }));

const { metadata: rootLayout } = await import('@/app/layout');
const { generateMetadata: languageLayout } = await import('@/app/[locale]/layout');
const { consultantListRoute } = await import('@/components/consultants/consultantListRoute');

/**
 * The title Next.js writes for a page under the root and language layouts (the route group's
 * layout names none), as its accumulateMetadata does (next/dist/lib/metadata/resolve-metadata.js,
 * which cannot be loaded outside a server bundle).
 */
async function titleOf(pageMetadata: Metadata): Promise<string | undefined> {
  const params = Promise.resolve({ locale: page.locale });
  let title: ReturnType<typeof resolveTitle> | undefined;
  for (const metadata of [rootLayout, await languageLayout({ params }), pageMetadata]) {
    if (metadata.title !== undefined) title = resolveTitle(metadata.title, title?.template);
  }
  return title?.absolute;
}

beforeEach(() => {
  page.locale = 'en';
});

describe('a page’s title', () => {
  it('names the group once on a page that names no title of its own', async () => {
    expect(await titleOf({})).toBe('Farooq Group Of Hospitals');
  });

  it('follows a page’s own title with the group’s name, once', async () => {
    expect(await titleOf({ title: 'Cardiology' })).toBe('Cardiology | Farooq Group Of Hospitals');
  });

  it('in Urdu, names the group in Urdu only, once', async () => {
    page.locale = 'ur';
    const group = ur.pages.home.title;
    expect(await titleOf({})).toBe(group);
    expect(await titleOf({ title: 'امراض قلب' })).toBe(`امراض قلب | ${group}`);
  });

  it('of a consultant list’s page past its last says “Page not found”, for no search engine', async () => {
    const { generateMetadata } = consultantListRoute();
    const listMetadata = await generateMetadata({
      params: Promise.resolve({ locale: 'en', list: 'OurDoctors', search: ['p999'] }),
    });
    expect(await titleOf(listMetadata)).toBe('Page not found | Farooq Group Of Hospitals');
    expect(listMetadata.robots).toEqual({ index: false });
  });
});
