/**
 * Runs the built site on the sandbox: starts the stand-in upstream, then the site's server, as
 * production runs it (`npm start`'s command line, with its memory bounds: scripts/serverBuild.ts),
 * pointed at it, with the sandbox's switch, without which the server refuses the sandbox's
 * settings (domain/productionSettings.ts).
 * Used by `npm run demo` and by the end-to-end tests.
 *   PORT (default 3000)          the site
 *   SANDBOX_PORT (default 4010)  the sandbox
 *   SERVER_CPU_PROFILE_DIR       where the server writes V8's CPU profile as it exits (unset: none)
 */
import { spawn } from 'node:child_process';
import { startSandbox } from '../sandbox/server';
import { productionStart } from './serverBuild';

// Before the sandbox takes its port: a tree with no build stops here.
const server = productionStart(process.cwd());
const port = process.env.PORT ?? '3000';
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4010);
const host = process.env.HOSTNAME ?? '127.0.0.1';

// The PayPro stand-in sends a customer back to this site's payment status page.
const siteOrigin = process.env.SITE_URL ?? `http://localhost:${port}`;
const sandbox = await startSandbox({
  port: sandboxPort,
  payproReturnUrl: new URL('/payment/status', siteOrigin).toString(),
});
console.log(`sandbox upstream on ${sandbox.origin}`);

// For bench/server-profile.ts: the same command line, with V8's profiler on.
const profileDirectory = process.env.SERVER_CPU_PROFILE_DIR;
const profiling = profileDirectory ? ['--cpu-prof', `--cpu-prof-dir=${profileDirectory}`] : [];
// On the sandbox's hosts and account (sandbox.env says so: SITE_SANDBOX=1), at the address the
// gateway sends customers back to: the site's own links name the port it really has.
const site = spawn(process.execPath, [...profiling, ...server.args], {
  env: {
    ...process.env,
    ...sandbox.env,
    ...server.env,
    SITE_URL: siteOrigin,
    PORT: port,
    HOSTNAME: host,
  },
  stdio: 'inherit',
});
console.log(`site on http://localhost:${port} (GraphiQL at /api/graphql)`);

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  site.kill('SIGTERM');
  await sandbox.close();
  process.exit(code);
}
site.on('exit', (code) => void stop(code ?? 0));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
