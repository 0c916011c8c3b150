import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR, buildDir, E2E_BUILD_DIR } from '@/domain/buildDir.mjs';
import { SERVER_ENTRY } from '@/scripts/serverBuild';

/**
 * Production runs plain Node on the front server compiled by the build (scripts/build-server.mjs),
 * bounded in memory: `npm start` and the systemd unit say so, and each build makes the file.
 */
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
  engines: { node: string };
  dependencies: Record<string, string>;
};
const { scripts } = manifest;
const unit = readFileSync('deploy/systemd/farooq-hospital@.service', 'utf8');

/** A setting of the unit's [Service], e.g. `MemoryMax`. */
function setting(name: string): string | undefined {
  return unit.match(new RegExp(`^${name}=(.*)$`, 'm'))?.[1];
}

/** systemd's sizes (`384M`, `1G`) in MB. */
function megabytes(size: string | undefined): number {
  const [, amount, unitLetter] = /^(\d+)([KMG])$/.exec(size ?? '') ?? [];
  if (!amount || !unitLetter) throw new Error(`not a size: ${size}`);
  return Number(amount) * { K: 1 / 1024, M: 1, G: 1024 }[unitLetter as 'K' | 'M' | 'G'];
}

describe('the runtime', () => {
  // Node 20's support ended in April 2026 (issue 55). npm puts node_modules/.bin first on every
  // script's PATH, so the `node` package's binary runs the scripts, the tests and `npm start`
  // even where the machine's own Node is older.
  it('is one Node major everywhere: .node-version, engines, the node package, these tests', () => {
    const major = readFileSync('.node-version', 'utf8').trim();
    expect(major).toBe('24');
    expect(manifest.engines.node).toMatch(new RegExp(`^>=${major}\\.`));
    expect(manifest.dependencies.node).toMatch(new RegExp(`^\\^${major}\\.`));
    expect(process.versions.node.split('.')[0]).toBe(major);
  });
});

describe('the production start', () => {
  it('npm start runs plain node on the compiled server, as the systemd unit does', () => {
    const [, flags] = /^\S+\/node (.*)$/.exec(setting('ExecStart') ?? '') ?? [];
    expect(scripts.start).toMatch(new RegExp(`^(\\w+=\\S+ )*node (--\\S+ )*${SERVER_ENTRY}$`));
    expect(scripts.start?.replace(/^(\w+=\S+ )*node /, '')).toBe(flags);
    const environment = unit.match(/^Environment=MALLOC_ARENA_MAX=\d+$/m)?.[0];
    expect(scripts.start).toContain(environment?.replace('Environment=', '') ?? 'MALLOC_ARENA_MAX');
  });

  it('the systemd unit runs the project’s own node on the compiled server, with no transpiler', () => {
    const execStart = setting('ExecStart');
    // The Node the project installs (the `node` package, package.json's engines), not the machine's.
    const node = `${setting('WorkingDirectory')}/node_modules/.bin/node`;
    expect(execStart).toMatch(new RegExp(`^${node} (--\\S+ )*${SERVER_ENTRY}$`));
    expect(execStart).not.toMatch(/tsx|esbuild|\.ts\b/);
  });

  it('both builds mark their scripts and compile the server, with the one build script', () => {
    expect(scripts['build:server']).toBe('node scripts/build-server.mjs');
    expect(scripts.build).toBe('next build && npm run build:hints && npm run build:server');
    // The tests' build is the same build with its own directory and addresses.
    expect(scripts['build:e2e']).toMatch(/^(\w+=\S+ )+npm run build$/);
  });
});

describe('the two builds', () => {
  // Issue 42: `npm test` rebuilt the `.next` a running `npm run demo` was serving from.
  it('the tests’ build and the servers that run it use their own directory, not the demo’s', () => {
    expect(E2E_BUILD_DIR).not.toBe(BUILD_DIR);
    for (const script of ['build:e2e', 'test:deploy']) {
      expect(scripts[script], script).toContain(`NEXT_DIST_DIR=${E2E_BUILD_DIR} `);
    }
    for (const script of ['build', 'start', 'demo']) {
      expect(scripts[script], script).not.toContain('NEXT_DIST_DIR');
    }
  });

  it('a build directory is one of the project’s, never a path out of it', () => {
    expect(buildDir({})).toBe(BUILD_DIR);
    expect(buildDir({ NEXT_DIST_DIR: E2E_BUILD_DIR })).toBe(E2E_BUILD_DIR);
    for (const named of ['../elsewhere', '/srv/site/.next', '.next/../..', 'a b']) {
      expect(() => buildDir({ NEXT_DIST_DIR: named }), named).toThrow(/NEXT_DIST_DIR/);
    }
  });
});

describe('the systemd unit’s memory bound', () => {
  it('bounds V8’s heap below the cgroup’s soft bound, and that below the hard one', () => {
    const heap = Number(/--max-old-space-size=(\d+)\b/.exec(setting('ExecStart') ?? '')?.[1]);
    const high = megabytes(setting('MemoryHigh'));
    const max = megabytes(setting('MemoryMax'));
    expect(heap).toBeGreaterThan(0);
    expect(heap).toBeLessThan(high);
    expect(high).toBeLessThan(max);
  });
});
