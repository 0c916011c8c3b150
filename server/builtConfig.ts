import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildDir } from '@/domain/buildDir';

/** Where `next build` leaves the configuration it resolved from next.config.ts. */
const BUILT_CONFIG = 'required-server-files.json';

/**
 * Hands Next.js the configuration its build resolved, so that it does not read next.config.ts
 * again when an instance starts: to read TypeScript it loads its SWC compiler (a 100 MB native
 * module) and transpiles the file and all it imports, a transpiler in every production instance
 * costing tens of MB of resident memory and seconds of start. The variable is the one Next's own
 * standalone server sets (the server.js of `output: 'standalone'`). The values are the build's,
 * which is why a deployment builds with its own settings (README, Pointing it at the real
 * services, step 4).
 */
export function takeBuiltConfig(dir: string): void {
  const file = path.join(dir, buildDir(process.env), BUILT_CONFIG);
  let built: { config: object };
  try {
    built = JSON.parse(readFileSync(file, 'utf8')) as { config: object };
  } catch (cause) {
    throw new Error(`${file} is missing or unreadable: build first (npm run build)`, { cause });
  }
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(built.config);
}
