/**
 * Compiles the front server (server/main.ts and the domain and content modules it imports) into
 * one plain JavaScript file, dist/server/main.js, which `npm start`, the systemd unit and the
 * tests' instances run with plain `node`: no transpiler, no esbuild service process beside every
 * production instance. Run by `npm run build` and `npm run build:e2e` after `next build`.
 *
 * Packages stay outside the bundle: Node loads the same copy of Next.js, zod and the rest that
 * Next's own server chunks load. Plain JavaScript, so this runs without tsx.
 */
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outdir: 'dist/server',
  bundle: true,
  packages: 'external',
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Maps a stack trace back to the TypeScript when run with `node --enable-source-maps`.
  sourcemap: true,
  logLevel: 'warning',
});
