/**
 * Server throughput: requests per second and latency (p50, p99) of the pages and API queries most
 * asked for, each measured right after a static file from the same server, so every figure comes
 * with its ratio to the static file of the same moment. 20 connections on loopback.
 *
 * Targets (issue 6, extended by issues 8 and 9 to the home, branch and department pages): pages
 * that do not depend on the request at least a third of the static file's rate; searched lists at
 * least a tenth. A named search is rendered for every request, never kept in the page cache
 * (issue 33, docs/operations.md): "repeated" asks the same one again and "a new search each time"
 * a different one; both show what rendering a search costs.
 *
 * Needs a production build (`npm run build`). Writes bench/results/server-throughput.json.
 *   BENCH_SECONDS (default 8) per measurement.
 *   BENCH_ONLY: only the targets whose name contains it (e.g. "search").
 */
import { consultantFacts } from '../sandbox/data/consultants';
import { departmentFacts } from '../sandbox/data/departments-feed';
import { load, graphql, newSearches, patientSearches } from './load';
import { startSite, writeResults } from './site';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const LOAD = { connections: CONNECTIONS, seconds: SECONDS };
const STATIC_FILE = '/images/default-doctor.svg';

interface Target {
  name: string;
  /** What the target is held to, as a share of the static file's rate. */
  target: number;
  path: string;
  /** A different address for each request, when set. */
  paths?: Generator<string>;
}

const TARGETS: Target[] = [
  { name: '/', target: 1 / 3, path: '/' },
  { name: '/dhabranch', target: 1 / 3, path: '/dhabranch' },
  { name: '/Departments', target: 1 / 3, path: '/Departments' },
  {
    name: `/department/${departmentFacts.idWithServices}`,
    target: 1 / 3,
    path: `/department/${departmentFacts.idWithServices}`,
  },
  { name: '/dhaconsultant', target: 1 / 3, path: '/dhaconsultant' },
  { name: '/OurDoctors', target: 1 / 3, path: '/OurDoctors' },
  // Issue 22: the catalogue without a search, from the page cache like the lists.
  { name: '/Medicines', target: 1 / 3, path: '/Medicines' },
  // Issue 31: the Urdu pages come from the same route tree and the same page cache.
  { name: '/ur', target: 1 / 3, path: '/ur' },
  { name: '/ur/dhabranch', target: 1 / 3, path: '/ur/dhabranch' },
  { name: '/ur/AboutUs', target: 1 / 3, path: '/ur/AboutUs' },
  {
    name: `/consultant/${consultantFacts.fullRecordId}`,
    target: 1 / 3,
    path: `/consultant/${consultantFacts.fullRecordId}`,
  },
  {
    name: 'searched list, repeated (/dhaconsultant?name=ayesha)',
    target: 1 / 10,
    path: '/dhaconsultant?name=ayesha',
  },
  {
    name: 'searched list, a new search each time',
    target: 1 / 10,
    path: '/OurDoctors?name=aa',
    paths: newSearches(),
  },
  // Issue 32: what patients type (tests/fixtures/patientQueries.ts), read in their words.
  {
    name: "searched list, a patient's words each time",
    target: 1 / 10,
    path: '/OurDoctors?name=dil',
    paths: patientSearches(),
  },
  {
    name: 'GraphQL: the branch list',
    target: 1 / 10,
    path: graphql('{ branches { id displayName phone address consultantsPath } }'),
  },
  {
    name: "GraphQL: a branch's first 24 consultants",
    target: 1 / 10,
    path: graphql(
      '{ consultants(branch: DHA, first: 24) { totalCount pageInfo { hasNextPage endCursor } nodes { id name designation timing department branchName photo { url } } } }',
    ),
  },
];

const site = await startSite(3210, 4220);
try {
  const rows = [];
  const only = process.env.BENCH_ONLY;
  for (const target of TARGETS.filter(({ name }) => !only || name.includes(only))) {
    // Warm: the page cache and the upstream feeds hold the answer before it is measured.
    for (let i = 0; i < 3; i += 1) await (await fetch(`${site.origin}${target.path}`)).text();
    const staticFile = await load(site.origin, STATIC_FILE, LOAD);
    const measured = await load(site.origin, target.path, { ...LOAD, paths: target.paths });
    const ratio = measured.requestsPerSecond / staticFile.requestsPerSecond;
    rows.push({
      name: target.name,
      ...measured,
      staticFileRequestsPerSecond: staticFile.requestsPerSecond,
      ratio: Number(ratio.toFixed(3)),
      target: Number(target.target.toFixed(3)),
      meetsTarget: ratio >= target.target,
    });
    const row = rows.at(-1)!;
    console.log(
      `${row.name.padEnd(52)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${String(row.p50Ms).padStart(3)} ms  p99 ${String(row.p99Ms).padStart(4)} ms  static ${row.staticFileRequestsPerSecond} req/s  ratio ${row.ratio.toFixed(3)} (target ${row.target.toFixed(3)}${row.meetsTarget ? ', met' : ', NOT met'})${row.non2xx || row.errors ? `  non-2xx ${row.non2xx}, errors ${row.errors}` : ''}`,
    );
  }
  writeResults('server-throughput', {
    measuredAt: new Date().toISOString(),
    connections: CONNECTIONS,
    secondsEach: SECONDS,
    staticFile: STATIC_FILE,
    rows,
  });
} finally {
  site.stop();
}
