import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { buildDir } from './domain/buildDir.mjs';

/**
 * What Next.js reads as the site's configuration, wherever it runs. The configuration itself is
 * next.config.build.ts; a production instance (the front server, or `next start`) is given what
 * the build resolved from it instead (`required-server-files.json`, as Next's own standalone
 * server is), so that starting an instance transpiles nothing: to read TypeScript, Next.js loads
 * its SWC compiler (a 100 MB native module) and transpiles the file and all it imports, a
 * transpiler in every production instance costing tens of MB of resident memory and seconds of
 * start (tests/deploy/productionStart.test.ts). The values are the build's, which is why a
 * deployment builds with its own settings (README, Pointing it at the real services, step 4).
 * This file is plain JavaScript, which Next.js imports as it is.
 *
 * @param {string} phase
 * @returns {Promise<import('next').NextConfig>}
 */
export default async function nextConfig(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) {
    const file = path.join(buildDir(process.env), 'required-server-files.json');
    try {
      return JSON.parse(readFileSync(file, 'utf8')).config;
    } catch (cause) {
      throw new Error(`${file} is missing or unreadable: build first (npm run build)`, { cause });
    }
  }
  // The build, the development server and the type generation read the TypeScript itself.
  const { tsImport } = await import('tsx/esm/api');
  return (await tsImport('./next.config.build.ts', import.meta.url)).default;
}
