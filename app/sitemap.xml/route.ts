import { sitemapPaths } from '@/components/seo/sitemapPaths';
import { SITE_URL } from '@/adapters/site';
import { languageAlternates } from '@/components/seo/pageMetadata';
import { LOCALES, localePath } from '@/domain/locales';

// Written on request from the API, never at build: the content service need not be reachable then.
export const dynamic = 'force-dynamic';

/** How long a sitemap is reused: long when every list answered, briefly when one failed. */
const KEEP_MS = { complete: 10 * 60_000, partial: 30_000 };

let kept: { xml: string; until: number } | undefined;

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

async function build(): Promise<string> {
  const { paths, complete } = await sitemapPaths();
  const urls = paths.flatMap(entries).join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  kept = { xml, until: Date.now() + (complete ? KEEP_MS.complete : KEEP_MS.partial) };
  return xml;
}

export async function GET(): Promise<Response> {
  const xml = kept && kept.until > Date.now() ? kept.xml : await build();
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600',
    },
  });
}
