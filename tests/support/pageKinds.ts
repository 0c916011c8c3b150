/**
 * One address of each kind of page the site's sitemap lists, keyed by its kind (its path, numeric
 * ids made `{id}`: `/consultant/{id}`, `/ur/consultant/{id}`), in the sitemap's order. The
 * sitemap lists each kind in both languages, so both are there. Read from the running site, so a
 * test or a benchmark walks every page kind the site has, not a list of its own.
 */
export async function pageKinds(origin: string): Promise<Map<string, string>> {
  const response = await fetch(`${origin}/sitemap.xml`);
  if (!response.ok) throw new Error(`/sitemap.xml answered ${response.status}`);
  const kinds = new Map<string, string>();
  for (const [, loc] of (await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc!).pathname;
    const kind = path.replace(/\/\d+(?=\/|$)/g, '/{id}');
    if (!kinds.has(kind)) kinds.set(kind, path);
  }
  return kinds;
}
