/**
 * The compiled front server (scripts/build-server.mjs, run by `npm run build`): what every
 * production-facing runner starts with plain `node`, as `npm start` and the systemd unit do.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Relative to the build directory, the working directory Next.js finds `.next` in. */
export const SERVER_ENTRY = 'dist/server/main.js';

/** The compiled server's path in `root`; refuses a tree with no build rather than hang on a port. */
export function compiledServer(root: string): string {
  const entry = path.join(root, SERVER_ENTRY);
  if (!existsSync(entry)) {
    throw new Error(`${entry} is missing: build first (npm run build or npm run build:e2e)`);
  }
  return entry;
}
