/**
 * The bytes behind a branch landing page: this API's one response to docs/branch-landing.graphql
 * against the five whole feeds the legacy page downloaded (NewsEvents, departments, Consultants,
 * Serviceslist, aboutus). Runs in-process over yoga.fetch against the sandbox; no build needed.
 * Prints the figures and writes bench/results/branch-landing-bytes.json.
 *   npx tsx bench/branch-landing-bytes.ts
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { BRANCH_IDS } from '@/domain/branches';
import { startSandbox } from '../sandbox/server';
import { writeResults } from './site';

const LEGACY_FEEDS = [
  'api/web/NewsEvents',
  'api/web/departments',
  'api/web/Consultants',
  'api/web/Serviceslist',
  'api/web/aboutus',
];

const sandbox = await startSandbox();
Object.assign(process.env, sandbox.env);
const { yoga } = await import('../graphql/yoga');
const query = readFileSync('docs/branch-landing.graphql', 'utf8');

try {
  let legacyBytes = 0;
  let legacyGzip = 0;
  for (const path of LEGACY_FEEDS) {
    const body = Buffer.from(await (await fetch(`${sandbox.hosts.main}${path}`)).arrayBuffer());
    legacyBytes += body.length;
    legacyGzip += gzipSync(body).length;
  }

  const rows = [];
  for (const branch of BRANCH_IDS) {
    const response = await yoga.fetch('http://localhost/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: { branch } }),
    });
    const body = Buffer.from(await response.arrayBuffer());
    const parsed = JSON.parse(body.toString()) as { errors?: unknown[] };
    if (parsed.errors) throw new Error(`${branch}: ${JSON.stringify(parsed.errors)}`);
    rows.push({
      branch,
      responseBytes: body.length,
      responseGzipBytes: gzipSync(body).length,
      ratio: Number((body.length / legacyBytes).toFixed(4)),
    });
  }

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `Legacy branch page: five whole feeds, ${kb(legacyBytes)} (${kb(legacyGzip)} gzipped)`,
  );
  for (const row of rows) {
    console.log(
      `${row.branch.padEnd(18)} one GraphQL response ${kb(row.responseBytes).padStart(9)} (${kb(row.responseGzipBytes)} gzipped), ratio ${row.ratio}`,
    );
  }
  writeResults('branch-landing-bytes', {
    measuredAt: new Date().toISOString(),
    legacyBytes,
    legacyGzip,
    rows,
  });
} finally {
  await sandbox.close();
}
