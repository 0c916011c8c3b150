/**
 * The consultant search in patients' words, in process (no server): the share of the public query
 * set answered right in the first five on the sandbox's feed, the shares of the red flags read as
 * emergencies and of their look-alikes read as not (tests/fixtures/redFlagQueries.ts), and what a
 * search costs on a feed scaled to 1,000 consultants (the index built on the first search of a
 * list, then p50/p95 per query, after one round to warm up). Prints the figures and writes them to
 * bench/results/care-search.json.
 */
import { performance } from 'node:perf_hooks';
import { matchBranch } from '../domain/branches';
import { searchConsultants, type SearchableConsultant } from '../domain/consultantSearch';
import { NO_TEXT, readSearchText } from '../domain/searchText';
import { consultants as records } from '../sandbox/data/consultants';
import {
  FIRST_FIVE,
  describeRedFlagFigures,
  isRightAnswer,
  judgeRedFlags,
} from '../tests/fixtures/judgeSearch';
import { PATIENT_QUERIES } from '../tests/fixtures/patientQueries';
import { LOOK_ALIKE_QUERIES, RED_FLAG_QUERIES } from '../tests/fixtures/redFlagQueries';
import { writeResults } from './site';

/** What the search reads of a record, as the adapter reshapes it (the bench may not import it). */
const feed: SearchableConsultant[] = records.map((record) => ({
  name: record.consultanT_NAME,
  designation: record.designation,
  department: record.department,
  timing: record.timing,
  branch: matchBranch(record.brancH_NAME),
  branchSpelling: record.brancH_NAME,
}));

/** The feed four times over, each copy's family names moved along, so names stay distinct. */
function scaledFeed(size: number): SearchableConsultant[] {
  const families = [...new Set(feed.map((c) => c.name.split(' ').at(-1)!))];
  return Array.from({ length: size }, (_, index) => {
    const source = feed[index % feed.length]!;
    const copy = Math.floor(index / feed.length);
    const family = source.name.split(' ').at(-1)!;
    const moved = families[(families.indexOf(family) + copy) % families.length]!;
    return { ...source, name: source.name.replace(/\S+$/, moved) };
  });
}

const search = (list: readonly SearchableConsultant[], query: string) =>
  searchConsultants(list, {
    text: NO_TEXT,
    department: NO_TEXT,
    query: readSearchText(query),
    sitsToday: false,
  });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

// The share answered right, on the sandbox's own feed (the names the query set asks for).
const wrong: string[] = [];
for (const patient of PATIENT_QUERIES) {
  const { found, reading } = search(feed, patient.query);
  const shown = found.slice(0, FIRST_FIVE).map(({ consultant }) => consultant);
  if (!isRightAnswer(patient, shown, reading?.emergency ?? false)) wrong.push(patient.query);
}
const right = 1 - wrong.length / PATIENT_QUERIES.length;
const byScript = Object.fromEntries(
  (['en', 'roman', 'ur'] as const).map((script) => {
    const asked = PATIENT_QUERIES.filter((patient) => patient.script === script);
    const missed = asked.filter((patient) => wrong.includes(patient.query)).length;
    return [script, `${asked.length - missed}/${asked.length}`];
  }),
);

// The red flags that must show the emergency numbers, and their look-alikes that must not.
const redFlags = await judgeRedFlags(
  (query) => search(feed, query).reading?.emergency === true,
  RED_FLAG_QUERIES,
  LOOK_ALIKE_QUERIES,
);

// The cost on 1,000 consultants: the first search of a list builds its index.
const thousand = scaledFeed(1000);
const buildStart = performance.now();
search(thousand, 'saima');
const firstSearchMs = performance.now() - buildStart;
const times: number[] = [];
for (const patient of PATIENT_QUERIES) search(thousand, patient.query);
for (let round = 0; round < 5; round += 1) {
  for (const patient of PATIENT_QUERIES) {
    const start = performance.now();
    search(thousand, patient.query);
    times.push(performance.now() - start);
  }
}
times.sort((a, b) => a - b);

const figures = {
  queries: PATIENT_QUERIES.length,
  rightInFirstFive: Number(right.toFixed(3)),
  rightByScript: byScript,
  answeredWrong: wrong,
  redFlags: redFlags.redFlags,
  lookAlikes: redFlags.lookAlikes,
  redFlagsWrong: redFlags.wrong,
  consultants: thousand.length,
  firstSearchWithIndexBuildMs: Number(firstSearchMs.toFixed(1)),
  perQueryMs: {
    p50: Number(percentile(times, 50).toFixed(2)),
    p95: Number(percentile(times, 95).toFixed(2)),
    max: Number(times.at(-1)!.toFixed(2)),
  },
};
console.log(
  `right in the first five: ${(right * 100).toFixed(1)} % of ${PATIENT_QUERIES.length} queries ` +
    `(${Object.entries(byScript)
      .map(([script, share]) => `${script} ${share}`)
      .join(', ')})`,
);
if (wrong.length > 0) console.log(`answered wrong: ${wrong.join(' · ')}`);
console.log(describeRedFlagFigures(redFlags));
if (redFlags.wrong.length > 0) console.log(`red flags wrong: ${redFlags.wrong.join(' · ')}`);
console.log(
  `1,000 consultants: first search (index build) ${figures.firstSearchWithIndexBuildMs} ms; ` +
    `per query p50 ${figures.perQueryMs.p50} ms, p95 ${figures.perQueryMs.p95} ms, max ${figures.perQueryMs.max} ms`,
);
writeResults('care-search', figures);
