/**
 * Marks every script of the build (`<build>/static/chunks/*.js`: React DOM, the Next.js runtime,
 * Turbopack's loader and the pages' own chunks) with V8's explicit compile hint, so Chromium
 * compiles their functions while they download, on a background thread, instead of one at a time
 * on the main thread as the modules are instantiated right after the paint: the long task of
 * issue 42 (bench:main-thread; the README's Performance section). A script whose functions are
 * not all called costs a little background compiling, never a main-thread task. Turbopack has no
 * option for it; other browsers read a comment.
 *
 * Run by `npm run build` and `npm run build:e2e` after `next build`; running it twice changes
 * nothing. The chunks keep their names: a build's files are still fixed once it is written.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDir } from '../domain/buildDir.mjs';

/** The script's first line (https://v8.dev/blog/explicit-compile-hints). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const chunks = join(buildDir(process.env), 'static', 'chunks');
const scripts = readdirSync(chunks).filter((name) => name.endsWith('.js'));
for (const name of scripts) {
  const path = join(chunks, name);
  const script = readFileSync(path, 'utf8');
  if (!script.startsWith(COMPILE_HINT)) writeFileSync(path, COMPILE_HINT + script);
}
console.log(`compile hint on ${scripts.length} scripts in ${chunks}`);
