/**
 * Where `next build` writes the site and where the server that runs it reads it: `.next`, or the
 * project directory NEXT_DIST_DIR names. The end-to-end tests' build bakes in its own ports and
 * addresses (`npm run build:e2e`) and goes to E2E_BUILD_DIR, so that `npm test` builds and runs
 * beside a running `npm run demo` without rewriting the files the demo is serving (issue 42).
 * Read by next.config.build.ts (`distDir`), next.config.mjs (the build's resolved configuration,
 * for a production instance), the service worker's precache list and the tests that read the
 * build's manifests. Plain JavaScript (types in buildDir.d.mts), since next.config.mjs is read
 * without a transpiler.
 */
export const BUILD_DIR = '.next';
export const E2E_BUILD_DIR = '.next-e2e';

/** The build directory `env` names; a directory of the project, never a path out of it. */
export function buildDir(env) {
  const named = env.NEXT_DIST_DIR || BUILD_DIR;
  if (!/^\.?[\w-]+$/.test(named)) {
    throw new Error(`NEXT_DIST_DIR must name a directory of the project, not "${named}"`);
  }
  return named;
}
