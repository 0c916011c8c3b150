/**
 * CLI entry: `npx tsx sandbox/main.ts` serves the sandbox on SANDBOX_PORT (default 4010) until
 * SIGINT/SIGTERM, printing the env lines the app needs to point at it.
 */

import { startSandbox } from './server';

const DEFAULT_PORT = 4010;

function portFromEnv(): number {
  const raw = process.env.SANDBOX_PORT ?? String(DEFAULT_PORT);
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`SANDBOX_PORT must be a port number, got ${JSON.stringify(raw)}`);
  }
  return port;
}

const sandbox = await startSandbox({ port: portFromEnv(), host: process.env.SANDBOX_HOST });

console.log(`Sandbox content service listening on ${sandbox.origin}`);
for (const [name, value] of Object.entries(sandbox.env)) console.log(`${name}=${value}`);
const initialFaults = sandbox.faults.list();
if (initialFaults.length > 0)
  console.log('Faults from SANDBOX_FAULTS:', JSON.stringify(initialFaults));

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  // A second Ctrl-C means "now": do not wait for connections to drain.
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`\n${signal} received, closing sandbox`);
  await sandbox.close();
  process.exit(0);
}

function onSignal(signal: NodeJS.Signals): void {
  stop(signal).catch((error: unknown) => {
    console.error('Sandbox did not close cleanly:', error);
    process.exit(1);
  });
}

process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
