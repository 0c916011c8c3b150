import { notFound } from 'next/navigation';

/**
 * Pages that show upstream data live in an optional catch-all folder (`app/[locale]/(site)/more/[[...rest]]`)
 * whose generateStaticParams lists nothing: so they are rendered on their first visit and then
 * served from the page cache, never at build, when the content service need not be reachable.
 * The catch-all matches nothing else: any further segment is not found.
 */
export async function requireNoSegments(
  params: Promise<Record<string, string | string[] | undefined>>,
): Promise<void> {
  // The language segment is a text; a catch-all's segments are a list, empty or absent here.
  if (Object.values(await params).some((segments) => Array.isArray(segments))) notFound();
}
