import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

const ABOVE_DOMAIN = ['app', 'components', 'graphql', 'adapters', 'content', 'server'];

// Every folder of the product has its floor (issue 31): nothing may import from a floor above it.
// The locale facts and catalogues are domain/; next-intl's provider, links and switch components/.
const LAYERS = [
  // The ground floor: pure rules and facts, no framework (use-intl's core, not next-intl).
  {
    files: ['domain/**'],
    refused: ABOVE_DOMAIN,
    packages: ['next', 'next/*', 'next-intl', 'next-intl/*'],
  },
  // The stand-in upstream speaks the wire formats and knows nothing of the product's code.
  { files: ['sandbox/**'], refused: [...ABOVE_DOMAIN, 'domain', 'scripts', 'bench'] },
  {
    files: ['scripts/**'],
    refused: ['app', 'components', 'graphql', 'adapters', 'content', 'bench'],
  },
  { files: ['bench/**'], refused: ['app', 'components', 'graphql', 'adapters', 'content'] },
  { files: ['content/**'], refused: ['app', 'components', 'graphql', 'adapters', 'server'] },
  { files: ['proxy.ts'], refused: ['app', 'components', 'graphql', 'adapters', 'server'] },
  // The framework's configuration reads the address table and the content hosts (adapters/hosts).
  {
    files: ['next.config.build.ts', 'next.config.mjs'],
    refused: ['app', 'components', 'graphql', 'adapters', 'content', 'server'],
    may: ['./adapters/hosts'],
  },
  // Next.js's start-up hook starts the server's tracing, nothing else.
  {
    files: ['instrumentation.ts'],
    refused: ['app', 'components', 'graphql', 'adapters', 'content', 'domain'],
  },
  { files: ['server/**'], refused: ['app', 'components', 'graphql', 'adapters'] },
  { files: ['adapters/**'], refused: ['app', 'components', 'graphql', 'content', 'server'] },
  { files: ['graphql/**'], refused: ['app', 'components', 'server'] },
  // Pages read data through GraphQL, not adapters; the site's own address is configuration, and
  // route handlers (report files and their helper, health, test controls) are server endpoints.
  {
    files: ['components/**'],
    refused: ['app', 'server', 'adapters'],
    may: ['@/adapters/site'],
  },
  {
    files: ['app/**'],
    ignores: ['app/**/route.ts', 'app/report-files/**'],
    refused: ['server', 'adapters'],
    may: ['@/adapters/site'],
  },
  { files: ['app/**/route.ts', 'app/report-files/**'], refused: ['server'] },
];

const config = [
  {
    ignores: [
      '.next/**',
      '.next-e2e/**',
      'dist/**',
      'node_modules/**',
      '**/__generated__/**',
      'next-env.d.ts',
      'messages/*.d.json.ts',
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
    // No import cycles. disableScc: the rule's precomputed strongly connected components took 70 of
    // the whole lint's 94 s here (issue 55); without them it walks each file's imports, 24 s, and
    // still finds a cycle of any length (maxDepth unset).
    files: ['**/*.{ts,tsx}'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }] },
  },
  {
    // An end-to-end test is given its tab by tests/e2e/test.ts, which sets back what Playwright's
    // reuse of the tab leaves as the last test set it.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './test' (tests/e2e/test.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS is what graphql-codegen loads local plugins as.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The layers (README, Architecture): app → components → graphql → adapters → domain; content
  // imports only domain; proxy.ts only domain and content; the front server (server/) only domain
  // and content. Each folder is refused what lies above it or beside it.
  ...LAYERS.map(({ files, ignores, may, refused, packages = [] }) => ({
    files,
    ...(ignores && { ignores }),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...refused.map((folder) => ({
              group: [`@/${folder}/*`, `**/${folder}/*`, ...(may ?? []).map((path) => `!${path}`)],
              message: `${files[0].split('/')[0]} may not import from ${folder}/ (README, Architecture).`,
            })),
            ...(packages.length
              ? [{ group: packages, message: `${files[0].split('/')[0]} imports no framework.` }]
              : []),
          ],
        },
      ],
    },
  })),
];

export default config;
