import { existsSync, readdirSync } from 'node:fs';

/** The English routes' folders (app/(en)/(site) ...); app/ur holds their Urdu twins. */
const ROUTE_GROUPS = [
  '',
  ...readdirSync('app/(en)')
    .filter((name) => /^\(.+\)$/.test(name))
    .map((group) => `(en)/${group}`),
];

/**
 * The file of the page that serves a site path, in any route group (`app/(en)/(site)/history/page.tsx`),
 * or in an optional catch-all folder below it (`app/(en)/(listing)/dhaconsultant/[[...search]]/page.tsx`);
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
