import { existsSync, readdirSync } from 'node:fs';

/** The route groups' folders (app/[locale]/(site) ...), each language's pages alike. */
const ROUTE_GROUPS = [
  '',
  ...readdirSync('app/[locale]')
    .filter((name) => /^\(.+\)$/.test(name))
    .map((group) => `[locale]/${group}`),
];

/**
 * The file of the page that serves a site path, in any route group (`app/[locale]/(site)/history/page.tsx`),
 * or in an optional catch-all folder below it (`app/[locale]/(listing)/dhaconsultant/[[...search]]/page.tsx`);
 * null when no page serves it.
 */
export function pageFileOf(path: string): string | null {
  for (const group of ROUTE_GROUPS) {
    const folder = ['app', group, path.replace(/^\/+/, '')].filter(Boolean).join('/');
    if (existsSync(`${folder}/page.tsx`)) return `${folder}/page.tsx`;
    if (!existsSync(folder)) continue;
    const catchAll = readdirSync(folder).find((name) => /^\[\[\.\.\..+\]\]$/.test(name));
    if (catchAll && existsSync(`${folder}/${catchAll}/page.tsx`)) {
      return `${folder}/${catchAll}/page.tsx`;
    }
  }
  return null;
}
