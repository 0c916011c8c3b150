import { sitemapPaths } from '@/components/seo/sitemapPaths';
import { SITE_URL } from '@/adapters/site';
import { languageAlternates } from '@/components/seo/pageMetadata';
import { LOCALES, localePath } from '@/domain/locales';

// Written on request from the API, never at build: the content service need not be reachable then.
export const dynamic = 'force-dynamic';

/**
 * How long a sitemap is reused, here and by caches after the site: long when every list answered,
 * briefly when one failed, so that a sitemap missing records is never the copy kept for long.
 */
const KEEP_SECONDS = { complete: 600, partial: 30 };

let kept: { xml: string; until: number; seconds: number } | undefined;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const absolute = (path: string) => escapeXml(new URL(path, SITE_URL).toString());

/** Each page in each language, each entry naming every language's address (hreflang). */
function entries(path: string): string[] {
  const alternates = Object.entries(languageAlternates(path))
    .map(
      ([language, href]) =>
        `<xhtml:link rel="alternate" hreflang="${language}" href="${absolute(href)}"/>`,
    )
    .join('');
  return LOCALES.map(
    (locale) => `  <url><loc>${absolute(localePath(path, locale))}</loc>${alternates}</url>`,
  );
}

async function build(): Promise<NonNullable<typeof kept>> {
  const { paths, complete } = await sitemapPaths();
  const urls = paths.flatMap(entries).join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  const seconds = complete ? KEEP_SECONDS.complete : KEEP_SECONDS.partial;
  kept = { xml, until: Date.now() + seconds * 1000, seconds };
  return kept;
}

export async function GET(): Promise<Response> {
  const { xml, until, seconds } = kept && kept.until > Date.now() ? kept : await build();
  // What is left of the site's own copy, so no cache keeps a partial sitemap past it.
  const left = Math.min(seconds, Math.max(0, Math.ceil((until - Date.now()) / 1000)));
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': `public, max-age=${left}`,
    },
  });
}
