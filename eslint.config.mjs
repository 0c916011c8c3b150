import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '**/__generated__/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // CommonJS is what graphql-codegen loads local plugins as.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Wire names and the upstream transport belong to adapters/ (DESIGN.md); the UI may not reach
    // past GraphQL. Route handlers (route.ts) are server endpoints of their own (report files,
    // test controls) and may call adapters.
    files: ['app/**', 'components/**'],
    ignores: ['app/**/route.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/adapters/*', '**/adapters/*'],
              message: 'Pages read data through GraphQL, not adapters.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
