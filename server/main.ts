/**
 * The site's server: Next.js behind a thin front that decides who the client is, refuses
 * addresses the router cannot decode and sets the site-wide security headers
 * (server/guards.ts). `npm start` runs it on the built site; `npm run demo` and the end-to-end
 * tests through scripts/serve.ts.
 */
import { createServer } from 'node:http';
import next from 'next';
import { admit } from './guards';
import { readFrontSettings } from './settings';

const settings = readFrontSettings(process.env);
// Next.js's URLs call a loopback address "localhost"; told 127.0.0.1, it would take its own
// rewrites (lab addresses, searches) for another host's and fetch them from itself over HTTP.
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|\[::1\])$/;
const app = next({
  dev: false,
  hostname: LOOPBACK.test(settings.hostname) ? 'localhost' : settings.hostname,
  port: settings.port,
});
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  admit(request, response, settings);
  void handle(request, response);
});
server.listen(settings.port, settings.hostname, () => {
  console.log(`site on http://${settings.hostname}:${settings.port}`);
});

function stop() {
  server.close(() => process.exit(0));
  // Keep-alive connections would hold close() open.
  server.closeAllConnections();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
