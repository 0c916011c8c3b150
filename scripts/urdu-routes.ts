/**
 * Writes the Urdu routes (app/ur/...): one small file per English page, layout and not-found page
 * of app/(en), wrapping it in Urdu (i18n/urduRoute.tsx). Next.js reads a route's segment settings
 * (revalidate, dynamic) from the route file itself, so they are copied, not re-exported.
 *
 *   npx tsx scripts/urdu-routes.ts          write them
 *   npx tsx scripts/urdu-routes.ts --check  list what is missing or out of date (tests run this)
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const ENGLISH = 'app/(en)';
const URDU = 'app/ur';
const ROUTE_FILES = ['page.tsx', 'layout.tsx', 'not-found.tsx'];
const SEGMENT_SETTING =
  /^export const (?:revalidate|dynamic|dynamicParams|generateStaticParams) = .*;$/gm;

function routeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return ROUTE_FILES.includes(entry.name) ? [path] : [];
  });
}

function exportsName(source: string, name: string): boolean {
  return new RegExp(
    `export (?:const|async function|function) ${name}\\b|export \\{[^}]*\\b${name}\\b[^}]*\\}`,
  ).test(source);
}

/**
 * The routes whose browser components read the catalogue: their Urdu twins bring the Urdu
 * catalogue (i18n/urduCatalogueRoute.tsx), and no other Urdu page downloads it. A browser
 * component that calls useMessages on a route not below one of these shows English on the Urdu
 * page (tests/e2e/urdu.spec.ts checks each).
 */
const WITH_CATALOGUE = new Set([
  'app/(en)/(listing)/layout.tsx',
  'app/(en)/(private)/layout.tsx',
  'app/(en)/(pharmacy)/layout.tsx',
  'app/(en)/(site)/appointment/page.tsx',
  'app/(en)/(site)/registercomplaint/page.tsx',
]);

/** The Urdu twin's text for one English route file. */
export function urduTwin(file: string, source: string): string {
  const english = `@/${file.replace(/\.tsx$/, '')}`;
  const catalogue = WITH_CATALOGUE.has(file);
  const kind = `${file.endsWith('layout.tsx') ? 'urduLayout' : 'urduPage'}${catalogue ? 'WithCatalogue' : ''}`;
  const settings = source.match(SEGMENT_SETTING) ?? [];
  const metadata = exportsName(source, 'generateMetadata')
    ? 'english.generateMetadata'
    : exportsName(source, 'metadata')
      ? 'english.metadata'
      : null;
  return [
    `// The Urdu twin of ${file}, written by scripts/urdu-routes.ts: do not edit.`,
    `import * as english from '${english}';`,
    ...(catalogue
      ? [
          `import { ${kind} } from '@/i18n/urduCatalogueRoute';`,
          ...(metadata ? [`import { urduMetadata } from '@/i18n/urduRoute';`] : []),
        ]
      : [`import { ${kind}${metadata ? ', urduMetadata' : ''} } from '@/i18n/urduRoute';`]),
    '',
    ...settings,
    ...(settings.length ? [''] : []),
    `export default ${kind}(english.default);`,
    ...(metadata ? [`export const generateMetadata = urduMetadata(${metadata});`] : []),
    '',
  ].join('\n');
}

/** Urdu route files that are not twins: the language's own layout and its unknown addresses. */
const HANDWRITTEN = new Set([join(URDU, 'layout.tsx'), join(URDU, '(site)/[...missing]/page.tsx')]);

function planned(): Map<string, string> {
  const twins = new Map<string, string>();
  for (const file of routeFiles(ENGLISH)) {
    const twin = join(URDU, relative(ENGLISH, file));
    if (!HANDWRITTEN.has(twin)) twins.set(twin, urduTwin(file, readFileSync(file, 'utf8')));
  }
  return twins;
}

/** The twins to write or remove: empty when app/ur matches app/(en). */
export function outOfDate(): string[] {
  const twins = planned();
  const stale = [...twins].filter(
    ([path, text]) => !existsSync(path) || readFileSync(path, 'utf8') !== text,
  );
  const extra = existsSync(URDU)
    ? routeFiles(URDU).filter((path) => !twins.has(path) && !HANDWRITTEN.has(path))
    : [];
  return [...stale.map(([path]) => path), ...extra];
}

if (process.argv[1]?.endsWith('urdu-routes.ts')) {
  const check = process.argv.includes('--check');
  const paths = outOfDate();
  if (check) {
    for (const path of paths) console.log(path);
    process.exit(paths.length ? 1 : 0);
  }
  const twins = planned();
  for (const path of paths) {
    const text = twins.get(path);
    if (text === undefined) rmSync(path);
    else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
  }
  console.log(`${paths.length} Urdu route files written or removed`);
}
