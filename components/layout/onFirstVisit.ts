import { notFound } from 'next/navigation';

/**
 * Pages that show upstream data live in an optional catch-all folder (`app/(en)/(site)/more/[[...rest]]`)
 * whose generateStaticParams lists nothing: so they are rendered on their first visit and then
 * served from the page cache, never at build, when the content service need not be reachable.
 * The catch-all matches nothing else: any further segment is not found.
 */
export async function requireNoSegments(
  params: Promise<Record<string, string[] | undefined>>,
): Promise<void> {
  if (Object.values(await params).some((segments) => segments !== undefined)) notFound();
}
