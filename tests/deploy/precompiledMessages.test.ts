import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildDir } from '@/domain/buildDir.mjs';

/**
 * Issue 42: the catalogues are compiled by the build (next.config.build.ts, next-intl's `precompile`), so
 * neither the server nor a browser parses an ICU message: the parser (@formatjs's, which names its
 * errors so) is in no file of the build the tests run. Before, a consultant search spent about 2 ms
 * of its render parsing messages again, and the list, lab and pharmacy pages each downloaded it.
 */
const PARSER = 'EXPECT_ARGUMENT_CLOSING_BRACE';

function scripts(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(directory, name));
}

it('no script of the build, the server’s or a browser’s, holds the ICU message parser', () => {
  const build = buildDir(process.env);
  const files = [...scripts(join(build, 'server')), ...scripts(join(build, 'static', 'chunks'))];
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((file) => readFileSync(file, 'utf8').includes(PARSER))).toEqual([]);
});
