import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REFUSED_START_EXIT_CODE, SANDBOX_SWITCH } from '@/domain/productionSettings';
import { startSandbox, type Sandbox } from '@/sandbox/server';
import { freePort, startInstance, type Instance } from '@/scripts/cluster';
import { productionStart, splitCommandLine, startScript } from '@/scripts/serverBuild';

/**
 * An instance started as production starts it (the compiled server, scripts/serverBuild.ts)
 * answers pages with no transpiler in it or beside it: no tsx loader, no esbuild service process,
 * and not Next's SWC compiler either, which it would load to read next.config.build.ts
 * (next.config.mjs hands a production instance the build's resolved configuration instead).
 */
let sandbox: Sandbox;
let instance: Instance;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  instance = await startInstance(sandbox.env);
}, 60_000);

afterAll(async () => {
  await instance?.stop();
  await sandbox?.close();
});

/** The command lines of `pid` and every process below it. */
function processTree(pid: number): string[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index += 1)
    tree.push(...(parents.get(tree[index]!) ?? []));
  return tree.flatMap((each) => {
    try {
      return [readFileSync(`/proc/${each}/cmdline`, 'utf8').split('\0').join(' ').trim()];
    } catch {
      return [];
    }
  });
}

it('serves the home page from plain node, with no tsx or esbuild in its process tree', async () => {
  const response = await fetch(`${instance.origin}/`);
  expect(response.status).toBe(200);
  await response.arrayBuffer();

  const commands = processTree(instance.pid()!);
  expect(commands[0]).toMatch(/\bnode (--\S+ )*\S*dist\/server\/main\.js$/);
  expect(commands.filter((command) => /tsx|esbuild/.test(command))).toEqual([]);
});

it('has not loaded a compiler: no SWC binary mapped into the process', () => {
  const mapped = readFileSync(`/proc/${instance.pid()}/maps`, 'utf8');
  expect(mapped.match(/\S*swc\S*/g) ?? []).toEqual([]);
});

/** `npm start`'s node flags (the heap bounds), as written in package.json. */
const startFlags = splitCommandLine(startScript(process.cwd())).args.slice(0, -1);

it('runs with npm start’s memory bounds and environment', () => {
  expect(startFlags.join(' ')).toMatch(/--max-old-space-size=\d+/);
  expect(processTree(instance.pid()!)[0]).toContain(startFlags.join(' '));
  const environment = readFileSync(`/proc/${instance.pid()}/environ`, 'utf8').split('\0');
  for (const [name, value] of Object.entries(productionStart(process.cwd()).env)) {
    expect(environment).toContain(`${name}=${value}`);
  }
});

it('the demo (and the end-to-end tests’ server) runs the site as npm start does', async () => {
  // Issue 42: `npm run demo` ran node with no heap bound and held 773 MB after a crawl.
  const [port, sandboxPort] = [await freePort(), await freePort()];
  const demo = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    env: { ...process.env, PORT: String(port), SANDBOX_PORT: String(sandboxPort) },
    stdio: 'ignore',
  });
  try {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        {
          timeout: 30_000,
        },
      )
      .toBe(200);
    const site = processTree(demo.pid!).find((command) => command.includes('dist/server/main.js'));
    expect(site).toContain(startFlags.join(' '));
  } finally {
    demo.kill('SIGTERM');
    await new Promise((resolve) => demo.once('exit', resolve));
  }
}, 60_000);

it('without SITE_URL, and not on the sandbox, stops at start with one line naming it', async () => {
  // Issue 53: started without SITE_URL, production sent the gateway's customers, its canonical
  // links and its sitemap to localhost. The secrets and PayPro account are a production's here.
  const production = productionStart(process.cwd());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...production.env,
    ...sandbox.env,
    PAYPRO_BASE_URL: 'https://paypro.example/',
    PAYPRO_CLIENT_ID: 'client',
    PAYPRO_CLIENT_SECRET: 'secret',
    PAYPRO_MERCHANT_ID: 'merchant',
    LAB_LINK_SECRET: 'l'.repeat(40),
    PAYMENT_COOKIE_SECRET: 'p'.repeat(40),
    PORT: String(await freePort()),
  };
  delete env.SITE_URL;
  delete env[SANDBOX_SWITCH];
  const site = spawn(process.execPath, production.args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let written = '';
  site.stdout.on('data', (chunk: Buffer) => (written += chunk.toString()));
  site.stderr.on('data', (chunk: Buffer) => (written += chunk.toString()));
  const [code] = (await once(site, 'exit')) as [number | null];
  expect(code).toBe(REFUSED_START_EXIT_CODE);
  const said = written.split('\n').filter((line) => line.includes('Refusing to start'));
  expect(said).toHaveLength(1);
  const { msg } = JSON.parse(said[0]!) as { msg: string };
  expect(msg).toMatch(/^Refusing to start: SITE_URL is unset or a loopback address/);
  // The sandbox's upstream addresses are loopback ones: named in the same line.
  expect(msg).toContain('CONTENT_HOST_MAIN');
  expect(written).not.toContain('listening');
}, 60_000);
