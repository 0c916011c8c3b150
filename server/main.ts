/**
 * The site's server: Next.js behind a thin front (server/front.ts) that names and logs each
 * request, decides who the client is, refuses addresses the router cannot decode and sets the
 * site-wide security headers (server/admission.ts, server/answer.ts). The build compiles it to dist/server/main.js
 * (scripts/build-server.mjs), which `npm start` and the systemd unit run with plain node on the
 * built site; `npm run demo` and the end-to-end tests through scripts/serve.ts.
 */
import { createServer } from 'node:http';
import next from 'next';
import { REFUSED_START_EXIT_CODE, startRefusal } from '@/domain/productionSettings';
import { front } from './front';
import { readFrontSettings } from './settings';
import { stopTracing } from './tracingHandle';

const settings = readFrontSettings(process.env);
// Next.js's URLs call a loopback address "localhost"; told 127.0.0.1, it would take its own
// rewrites (lab addresses, searches) for another host's and fetch them from itself over HTTP.
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|\[::1\])$/;
const app = next({
  dev: false,
  // The build (.next, or NEXT_DIST_DIR: domain/buildDir.mjs) is in the working directory, the
  // systemd unit's or npm's, read as next.config.mjs says.
  hostname: LOOPBACK.test(settings.hostname) ? 'localhost' : settings.hostname,
  port: settings.port,
});
const handle = app.getRequestHandler();
await app.prepare();

// This server runs only built sites, in production: settings a laptop's defaults would fill in
// (the sandbox's hosts, localhost as the site's address) stop it here, in one line, before it
// listens. After prepare(), which reads the .env files into process.env, so the check sees what
// the site would run with. The demo, tests and benches run on the sandbox and say so
// (SITE_SANDBOX=1, from the sandbox's environment).
const refusal = startRefusal(process.env);
if (refusal) {
  console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: refusal }));
  process.exit(REFUSED_START_EXIT_CODE);
}

const server = createServer(front(settings, handle));
server.listen(settings.port, settings.hostname, () => {
  const address = `http://${settings.hostname}:${settings.port}`;
  console.info(
    JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'listening', address }),
  );
});

/** How long answers under way may take to finish once the instance is told to stop. */
const DRAIN_MS = 10_000;

/**
 * Stops taking connections and lets the answers under way finish (nginx sends new requests to
 * the other instances meanwhile); idle keep-alive connections close at once, and whatever is
 * still open after DRAIN_MS is cut.
 */
function stop() {
  // Spans still buffered are sent before the process goes (server/telemetry.ts).
  server.close(() => void stopTracing().finally(() => process.exit(0)));
  server.closeIdleConnections();
  // A keep-alive connection that finishes its answer is closed rather than kept idle.
  server.on('request', (_request, response) => response.setHeader('Connection', 'close'));
  setTimeout(() => server.closeAllConnections(), DRAIN_MS).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
