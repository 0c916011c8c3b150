/**
 * Whether a link names the page being shown (given as usePagePath reads it). Compared ignoring
 * case and a trailing slash, and a link also names the pages below it: the server renders a
 * searched list as /dhaconsultant/<search> while the browser shows /dhaconsultant, and both must
 * mark the same link.
 */
export function isCurrentPath(pathname: string | null, href: string): boolean {
  if (!pathname || !href.startsWith('/')) return false;
  const normalise = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';
  const here = normalise(pathname);
  const target = normalise(href);
  if (target === '/') return here === '/';
  return here === target || here.startsWith(`${target}/`);
}
