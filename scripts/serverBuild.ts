/**
 * The compiled front server (scripts/build-server.mjs, run by `npm run build`) and the one command
 * line that starts it: `npm start`'s, in package.json. Every runner of a built site (the demo, the
 * end-to-end tests' server, the cluster of the deploy tests and benches) starts it with that
 * command's node flags and environment, so none runs it unbounded in memory (issue 42: the demo
 * held 773 MB where `npm start` holds 272). The systemd unit repeats it; a unit test keeps the two
 * alike.
 */
import { existsSync, readFileSync } from 'node:fs';
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

/** A command line split for `spawn` without npm: leading `VAR=value` words, the command, its arguments. */
export interface CommandLine {
  env: Record<string, string>;
  command: string;
  args: string[];
}

/** Splits a package.json script such as `MALLOC_ARENA_MAX=2 node --max-old-space-size=192 x.js`. */
export function splitCommandLine(script: string): CommandLine {
  const words = script.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? '')) {
    const [name, ...value] = words.shift()!.split('=');
    env[name!] = value.join('=');
  }
  const [command = '', ...args] = words;
  return { env, command, args };
}

/** `npm start`'s script, read from `root`'s package.json. */
export function startScript(root: string): string {
  return (
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: { start: string };
    }
  ).scripts.start;
}

/**
 * How `npm start` runs the built server in `root`, for `spawn(process.execPath, args, { env })`:
 * this node, the script's flags, the compiled server's absolute path, the script's environment.
 */
export function productionStart(root: string): { args: string[]; env: Record<string, string> } {
  const { env, command, args } = splitCommandLine(startScript(root));
  if (command !== 'node' || args.at(-1) !== SERVER_ENTRY) {
    throw new Error(`npm start must run node on ${SERVER_ENTRY}, not "${startScript(root)}"`);
  }
  return { args: [...args.slice(0, -1), compiledServer(root)], env };
}
