import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildDir } from '@/domain/buildDir.mjs';

/**
 * Issue 42: every script file of the build the tests run, whichever page (error pages included)
 * loads it, starts with V8's explicit compile hint (scripts/compile-hints.ts, run by the build),
 * spelled as Chromium reads it: written here, not imported, so a misspelling in the script fails.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

it('every script of the build is marked for V8 to compile while it downloads', () => {
  const chunks = join(buildDir(process.env), 'static', 'chunks');
  const scripts = readdirSync(chunks).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const unmarked = scripts.filter(
    (name) => !readFileSync(join(chunks, name), 'utf8').startsWith(COMPILE_HINT),
  );
  expect(unmarked).toEqual([]);
});
