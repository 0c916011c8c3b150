import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}` },
      // Node loads graphql's CommonJS build for yoga; our code must share that copy, or
      // `instanceof GraphQLError` fails and yoga masks our own errors.
      { find: /^graphql$/, replacement: 'graphql/index.js' },
      // `server-only` throws outside React server bundles; tests are server code.
      { find: /^server-only$/, replacement: `${root}tests/support/empty.ts` },
    ],
  },
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.test.ts', 'tests/int/**/*.test.ts', 'tests/deploy/**/*.test.ts'],
    restoreMocks: true,
    // A worker on every core: Vitest's default leaves one to its own process, which waits on the
    // workers; on the 2-core machine that was one file at a time (issue 55: the integration tests
    // 95 → 56 s, the unit tests 41 → 30 s; the deploy tests, each file its own site, 390 → 300 s).
    maxWorkers: availableParallelism(),
    // next-intl's ES modules import 'next/navigation' without its extension, which only a
    // bundler resolves: vitest must transform them rather than hand them to Node.
    server: { deps: { inline: ['next-intl'] } },
    // A deadline for a test that hangs, not a measure of speed: the first request of a file loads
    // the whole GraphQL stack, which takes seconds on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // V8's own coverage of the product's code the tests run in this process (`npm run
    // test:coverage`): how moving a test between suites is shown to keep what it covered.
    coverage: {
      provider: 'v8',
      include: [
        'app/**',
        'components/**',
        'graphql/**',
        'adapters/**',
        'domain/**',
        'server/**',
        'content/**',
        'proxy.ts',
      ],
      // The documents (.graphql) and the types of plain modules (.d.mts) are no code for V8 to cover.
      exclude: ['**/__generated__/**', '**/*.graphql', '**/*.d.mts'],
      reporter: ['text-summary', 'json-summary'],
    },
  },
});
