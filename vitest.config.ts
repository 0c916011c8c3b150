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
  },
});
