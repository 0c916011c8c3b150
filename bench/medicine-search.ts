/**
 * What the catalogue's search costs in process (issue 32): building the MiniSearch index of the
 * pharmacy's feed (the sandbox's, and the same scaled ten times, a large pharmacy's range), and
 * answering a search on a built index, the specification's substring rule included, for names,
 * near-misses, uses in three ways of writing, and text that finds nothing.
 *
 * No build or server needed. Writes bench/results/medicine-search.json.
 * BENCH_ROUNDS (default 200): searches per query and size.
 */
import { performance } from 'node:perf_hooks';
import { medicineIndex, searchMedicines, type Searchable } from '../domain/medicineSearch';
import { MEDICINES } from '../sandbox/data/medicines';
import { writeResults } from './site';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const BUILDS = 20;
const QUERIES = [
  'panadol',
  'pana',
  'TAB',
  'panadool',
  'augmentn',
  'fever',
  'bukhar',
  'بخار',
  'sar dard',
  'medicine for fever',
  'khoon ki kami',
  'zzqqxx',
];

const feed: Searchable[] = MEDICINES.map((record) => ({
  tradeName: record.tradeName,
  genericName: record.genericName || null,
}));
/** The feed ten times over, each copy's trade names marked so they stay distinct. */
const scaled: Searchable[] = Array.from({ length: 10 }, (_, copy) =>
  feed.map((medicine) => ({ ...medicine, tradeName: `${medicine.tradeName} ${copy}` })),
).flat();

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
const ms = (value: number) => Math.round(value * 1000) / 1000;

function timings(run: () => void, times: number): { p50Ms: number; p95Ms: number } {
  const spent: number[] = [];
  for (let round = 0; round < times; round += 1) {
    const start = performance.now();
    run();
    spent.push(performance.now() - start);
  }
  spent.sort((a, b) => a - b);
  return { p50Ms: ms(percentile(spent, 0.5)), p95Ms: ms(percentile(spent, 0.95)) };
}

const figures: Record<string, unknown> = { rounds: ROUNDS };
for (const [name, medicines] of [
  ['feed', feed],
  ['feedTimesTen', scaled],
] as const) {
  const build = timings(() => medicineIndex(medicines), BUILDS);
  // The first search builds the index the others reuse, as on the server.
  searchMedicines(medicines, 'warm');
  const queries = Object.fromEntries(
    QUERIES.map((query) => {
      const found = searchMedicines(medicines, query).length;
      return [query, { found, ...timings(() => searchMedicines(medicines, query), ROUNDS) }];
    }),
  );
  const worstP95 = Math.max(...Object.values(queries).map((query) => query.p95Ms));
  console.log(
    `${name.padEnd(13)} ${String(medicines.length).padStart(5)} medicines  index build p50 ${build.p50Ms} ms  p95 ${build.p95Ms} ms  worst query p95 ${worstP95} ms`,
  );
  for (const [query, timing] of Object.entries(queries)) {
    console.log(
      `  ${query.padEnd(20)} ${String(timing.found).padStart(5)} found  p50 ${timing.p50Ms} ms  p95 ${timing.p95Ms} ms`,
    );
  }
  figures[name] = {
    medicines: medicines.length,
    indexBuild: build,
    worstQueryP95Ms: worstP95,
    queries,
  };
}
writeResults('medicine-search', figures);
