/**
 * The production topology on one machine, on loopback: Redis, the sandbox upstream, site
 * instances from one build (the compiled server, run as production runs it) and nginx with
 * deploy/nginx/farooq-hospital.conf in front. Each piece can be stopped and started again. Used
 * by tests/deploy/ and bench/scale.ts; needs a build (`npm run build:e2e`) and Debian's
 * redis-server and nginx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { startSandbox, type Sandbox } from '../sandbox/server';
import { productionStart } from './serverBuild';

const ROOT = path.resolve(import.meta.dirname, '..');
const NGINX_SITE = path.join(ROOT, 'deploy/nginx/farooq-hospital.conf');

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

function binary(name: string): string {
  const found = [`/usr/bin/${name}`, `/usr/sbin/${name}`, `/usr/local/bin/${name}`].find(
    existsSync,
  );
  if (!found) throw new Error(`${name} is not installed (apt-get install ${name})`);
  return found;
}

/** Polls until `ready` resolves true, or throws after `timeoutMs`. */
async function until(what: string, ready: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    await delay(100);
  }
  throw new Error(`${what} did not start within ${timeoutMs} ms`);
}

const answers = (url: string) => async () => (await fetch(url)).status < 500;

async function stopProcess(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** A process that can be stopped and started again on the same port. */
export interface Restartable {
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The end of what it wrote since it was last started. */
  output(): string;
  /** Its process id while it runs. */
  pid(): number | undefined;
}

function restartable(
  port: number,
  launch: () => ChildProcess,
  ready: () => Promise<boolean>,
  name: string,
): Restartable {
  let child: ChildProcess | null = null;
  let output = '';
  return {
    port,
    async start() {
      output = '';
      child = launch();
      // The last 64 KB: enough to say why it failed, bounded under a long load.
      const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-65_536));
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      await until(name, ready).catch((error: Error) => {
        throw new Error(`${error.message}; it wrote:\n${output.slice(-2000)}`);
      });
    },
    async stop() {
      await stopProcess(child);
      child = null;
    },
    output: () => output,
    pid: () => child?.pid,
  };
}

/** The page cache's own Redis, with the deployment's configuration (docs/operations.md). */
const PAGE_CACHE_REDIS_CONF = path.join(ROOT, 'deploy/redis/page-cache.conf');

/** Redis on a free loopback port; `configFile` first, as redis-server takes it, if any. */
export async function startRedis(configFile?: string): Promise<Restartable & { url: string }> {
  const port = await freePort();
  const redis = restartable(
    port,
    () =>
      spawn(
        binary('redis-server'),
        [
          ...(configFile ? [configFile] : []),
          ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      ),
    () =>
      new Promise<boolean>((resolve) => {
        const client = connect(port, '127.0.0.1', () => client.write('PING\r\n'));
        client.on('data', (data) => {
          client.destroy();
          resolve(data.toString().startsWith('+PONG'));
        });
        client.on('error', () => resolve(false));
      }),
    'redis-server',
  );
  await redis.start();
  return { ...redis, url: `redis://127.0.0.1:${port}` };
}

/** Site instances read the same secrets: any one of them may check what another signed. */
const SHARED_SECRETS = {
  LAB_LINK_SECRET: 'cluster-lab-link-secret-'.padEnd(40, 'l'),
  PAYMENT_COOKIE_SECRET: 'cluster-payment-cookie-secret-'.padEnd(40, 'p'),
};

export type Instance = Restartable & { origin: string };

export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const production = productionStart(ROOT);
  const instance = restartable(
    port,
    () =>
      spawn(process.execPath, production.args, {
        cwd: ROOT,
        env: { ...process.env, ...production.env, ...SHARED_SECRETS, ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    answers(`${origin}/api/health`),
    `site instance on ${port}`,
  );
  await instance.start();
  return { ...instance, origin };
}

/**
 * Next.js's own server (`next start`) on the same build, with no front server: what the framework
 * alone answers, shown beside the site's (tests/deploy/frameworkAlone.test.ts).
 */
export async function startFrameworkAlone(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const instance = restartable(
    port,
    () =>
      spawn(
        path.join(ROOT, 'node_modules/.bin/next'),
        ['start', '--hostname', '127.0.0.1', '--port', String(port)],
        {
          cwd: ROOT,
          env: { ...process.env, ...SHARED_SECRETS, ...env, NODE_ENV: 'production' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      ),
    answers(`${origin}/api/health`),
    `next start on ${port}`,
  );
  await instance.start();
  return { ...instance, origin };
}

/** Where a bench's static files are served from, beside the site, by the same nginx. */
export const STATIC_PREFIX = '/bench-static/';

/**
 * nginx with the deployment's own site configuration, its addresses replaced by these. With
 * `staticDir`, it also serves that directory's files at STATIC_PREFIX as nginx serves any static
 * file, a pre-compressed `.gz` copy sent as it is (gzip_static): the reference a cached page is
 * measured against (bench/scale.ts).
 */
export async function startNginx(
  upstreams: readonly Instance[],
  { staticDir }: { staticDir?: string } = {},
): Promise<Restartable & { origin: string; close(): Promise<void> }> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), 'farooq-nginx-'));
  await mkdir(path.join(dir, 'cache'));
  const site = (await readFile(NGINX_SITE, 'utf8'))
    .replace(
      /^\s*server 127\.0\.0\.1:3001 (.*)$\n^\s*server 127\.0\.0\.1:3002 .*$/m,
      (_line, options: string) =>
        upstreams.map((instance) => `    server 127.0.0.1:${instance.port} ${options}`).join('\n'),
    )
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replaceAll('/var/cache/nginx/farooq-hospital', path.join(dir, 'cache'))
    .replaceAll('/var/log/nginx/farooq-hospital.access.log', path.join(dir, 'access.log'))
    .replace(
      /^(\s*)location \/ \{$/m,
      (line, indent: string) =>
        (staticDir
          ? `${indent}location ${STATIC_PREFIX} {\n${indent}    alias ${staticDir}/;\n${indent}    gzip_static on;\n${indent}}\n`
          : '') + line,
    );
  if (
    !site.includes(`127.0.0.1:${upstreams[0]?.port}`) ||
    (staticDir && !site.includes(STATIC_PREFIX))
  ) {
    throw new Error('deploy/nginx/farooq-hospital.conf no longer has the upstreams this expects');
  }
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    conf,
    [
      'daemon off;',
      'worker_processes 1;',
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${dir}/${kind}-temp;`,
      ),
      site,
      '}',
    ].join('\n'),
  );
  const origin = `http://127.0.0.1:${port}`;
  const nginx = restartable(
    port,
    () =>
      spawn(binary('nginx'), ['-p', dir, '-c', conf, '-e', `${dir}/error.log`], {
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    answers(`${origin}/api/health`),
    'nginx',
  );
  await nginx.start();
  return {
    ...nginx,
    origin,
    async close() {
      await nginx.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Every render admitted (server/renderGate.ts): for a benchmark or a test that asks as many
 * visitors at once from one machine, and measures or shows something other than the gate.
 */
export const OPEN_GATE = { SEARCH_RENDERS_AT_ONCE: '64', SEARCH_LOOP_BUSY_SHARE: '1' };

export interface Cluster {
  /** Rate limits, the gateway's token, payment orders. */
  redis: Awaited<ReturnType<typeof startRedis>>;
  /** The page cache (server/pageCache.mjs). */
  pageCacheRedis: Awaited<ReturnType<typeof startRedis>>;
  sandbox: Sandbox;
  instances: Instance[];
  nginx: Awaited<ReturnType<typeof startNginx>>;
  close(): Promise<void>;
}

/**
 * Redis, the sandbox, `count` instances sharing Redis and nginx in front of them. `env` is added
 * to every instance's environment (OTEL_EXPORTER_OTLP_ENDPOINT, say).
 */
export async function startCluster(
  count = 2,
  env: Record<string, string> = {},
  { redis: withRedis = true, staticDir }: { redis?: boolean; staticDir?: string } = {},
): Promise<Cluster> {
  const redis = await startRedis();
  const pageCacheRedis = await startRedis(PAGE_CACHE_REDIS_CONF);
  const sandbox = await startSandbox({ port: 0 });
  const instances: Instance[] = [];
  for (let index = 0; index < count; index += 1) {
    instances.push(
      await startInstance({
        ...sandbox.env,
        ...(withRedis && { REDIS_URL: redis.url, PAGE_CACHE_REDIS_URL: pageCacheRedis.url }),
        // nginx is one hop in front.
        TRUSTED_PROXY_HOPS: '1',
        // Loads come from one address; the limits are shown apart (tests/int).
        API_REQUESTS_PER_MINUTE: '100000',
        ...env,
      }),
    );
  }
  const nginx = await startNginx(instances, { staticDir });
  return {
    redis,
    pageCacheRedis,
    sandbox,
    instances,
    nginx,
    async close() {
      await nginx.close();
      await Promise.all(instances.map((instance) => instance.stop()));
      await sandbox.close();
      await redis.stop();
      await pageCacheRedis.stop();
    },
  };
}
