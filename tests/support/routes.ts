import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The folders of a route group level: a route group adds nothing to the address. */
function foldersOf(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => statSync(join(folder, name)).isDirectory())
    .flatMap((name) =>
      /^\(.+\)$/.test(name)
        ? foldersOf(join(folder, name)).map((inner) => join(name, inner))
        : [name],
    );
}

/**
 * The page file Next.js renders a route from (app/[locale]/...), by its own rules: a folder of the
 * segment's name first, then a dynamic segment, then an optional catch-all for the rest; null for
 * none.
 */
export function pageFileOf(route: string, folder = 'app/[locale]'): string | null {
  const [segment, ...rest] = route.split('/').filter(Boolean);
  const folders = foldersOf(folder);
  const own = (at: string) =>
    ['page.tsx', 'route.ts'].map((file) => join(at, file)).find((file) => existsSync(file)) ?? null;
  const catchAll = folders.find((name) => /\[\[\.\.\..+\]\]$/.test(name));
  if (segment === undefined) return own(folder) ?? (catchAll ? own(join(folder, catchAll)) : null);
  const next = [
    ...folders.filter((name) => name.split('/').at(-1) === segment),
    ...folders.filter((name) => /(^|\/)\[[^.[\]]+\]$/.test(name)),
  ];
  for (const name of next) {
    const file = pageFileOf(rest.join('/'), join(folder, name));
    if (file) return file;
  }
  return catchAll ? own(join(folder, catchAll)) : null;
}

/** Every page file of the tree. */
export function pageFiles(folder = 'app/[locale]'): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return pageFiles(path);
    return name === 'page.tsx' ? [path] : [];
  });
}
