/**
 * What each page weighs on arrival (issue 22): its raw HTML and, of that, the React payload
 * (the `self.__next_f` scripts, which repeat the server-rendered markup for hydration), the
 * HTML compressed, and its JavaScript compressed: the framework's floor (Next.js and React, the
 * chunks Next's own error page loads too) and what the page adds to it. The module build for
 * old browsers (`noModule`) is left out: no phone that runs the site downloads it.
 *
 * How to read it: a content page may add at most 15 KB to the floor; interactive code (forms,
 * the pharmacy's Apollo Client) is the figure of the pages that use it. `ownJsKB` is what a page
 * loads beyond its frame: the scripts neither the floor nor the same language's About us page
 * (the layout and navigation) load. For the forms that is the form's own JavaScript on arrival,
 * held to 15 KB (issue 33); what the forms load on first touch is not on arrival and not counted. Bytes are gzip's
 * default level, as the server sends them; Lighthouse's JS figure (bench:lighthouse) also counts
 * headers and what the page fetches after loading.
 *
 * Needs a production build (`npm run build`). Writes bench/results/page-weight.json.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { consultantFacts } from '../sandbox/data/consultants';
import { departmentFacts } from '../sandbox/data/departments-feed';
import { medicineFacts } from '../sandbox/data/medicines';
import { buildDir } from '../domain/buildDir.mjs';
import { PAYLOAD_SCRIPT, startSite, writeResults } from './site';

const PAGES = [
  '/',
  '/AboutUs',
  '/dhabranch',
  '/Departments',
  `/department/${departmentFacts.idWithServices}`,
  '/careers',
  '/OurDoctors',
  '/dhaconsultant',
  `/consultant/${consultantFacts.fullRecordId}`,
  '/labreports',
  '/appointment',
  '/registercomplaint',
  '/Medicines',
  `/medicine/${medicineFacts.reviewedId}`,
  '/ur',
  '/ur/dhabranch',
  '/ur/Medicines',
  '/ur/appointment',
];

/** The content page whose scripts are a page's frame: the layout and navigation of its language. */
const frameOf = (path: string) => (path.startsWith('/ur') ? '/ur/AboutUs' : '/AboutUs');

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** The chunks every page loads whatever it holds: Next's root files and its error page's. */
function frameworkFloor(): Set<string> {
  const built = buildDir(process.env);
  const manifest = JSON.parse(readFileSync(join(built, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles: string[];
  };
  const errorPage = readFileSync(
    join(built, 'server/app/_global-error/page_client-reference-manifest.js'),
    'utf8',
  );
  const chunks = [...errorPage.matchAll(/static\/chunks\/[\w-]+\.js/g)].map(([chunk]) => chunk);
  return new Set([...manifest.rootMainFiles, ...chunks].map((file) => `/_next/${file}`));
}

const site = await startSite(
  Number(process.env.BENCH_PORT ?? 3260),
  Number(process.env.BENCH_SANDBOX_PORT ?? 4270),
);
try {
  const floor = frameworkFloor();
  const gzipped = new Map<string, number>();
  const scriptBytes = async (src: string) => {
    if (!gzipped.has(src)) {
      const body = Buffer.from(await (await fetch(`${site.origin}${src}`)).arrayBuffer());
      gzipped.set(src, gzipSync(body).length);
    }
    return gzipped.get(src)!;
  };
  const load = async (path: string) => {
    const response = await fetch(`${site.origin}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const html = await response.text();
    // Script files named in tags, and those the page adds once it has painted
    // (server/scriptsOnFirstTouch.ts: `{"src":"…"}` in its inline loader).
    const scripts = [
      ...new Set([
        ...[...html.matchAll(/<script ([^>]*)>/g)]
          .filter(([, attributes]) => !attributes!.includes('noModule'))
          .flatMap(([, attributes]) => /src="([^"]+)"/.exec(attributes!)?.[1] ?? []),
        ...[...html.matchAll(/\{"src":"([^"]+\.js)"/g)].map(([, src]) => src!),
      ]),
    ];
    return { html, scripts };
  };
  const frames = new Map<string, Set<string>>();
  for (const path of new Set(PAGES.map(frameOf))) {
    frames.set(path, new Set((await load(path)).scripts));
  }
  const rows = [];
  for (const path of PAGES) {
    const { html, scripts } = await load(path);
    const payload = [...html.matchAll(PAYLOAD_SCRIPT)];
    const frame = frames.get(frameOf(path))!;
    let framework = 0;
    let pageJs = 0;
    let own = 0;
    for (const src of scripts) {
      if (floor.has(src)) framework += await scriptBytes(src);
      else pageJs += await scriptBytes(src);
      if (!floor.has(src) && !frame.has(src)) own += await scriptBytes(src);
    }
    rows.push({
      path,
      htmlKB: kb(Buffer.byteLength(html)),
      payloadKB: kb(payload.reduce((sum, [script]) => sum + Buffer.byteLength(script), 0)),
      htmlGzipKB: kb(gzipSync(html).length),
      frameworkJsKB: kb(framework),
      pageJsKB: kb(pageJs),
      ownJsKB: kb(own),
    });
  }
  console.table(rows);
  writeResults('page-weight', { measuredAt: new Date().toISOString(), pages: rows });
} finally {
  site.stop();
}
