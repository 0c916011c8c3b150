import { readFileSync } from 'node:fs';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../codegen';

/** Generated files are committed; this fails when a schema or document changed without `npm run codegen`. */
describe('generated GraphQL code', () => {
  it('is up to date with the schema and documents', async () => {
    const outputs = await generate({ ...config, silent: true, verbose: false }, false);
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      const onDisk = readFileSync(output.filename, 'utf8');
      expect(onDisk, `${output.filename} is stale: run npm run codegen`).toBe(output.content);
    }
  }, 60_000);
});
