/**
 * What the site says, before and after a change (issue 41): one page of every kind the sitemap
 * lists, in both languages, and the states it cannot list (searches that find nobody or name a
 * danger, a branch's dead end, the not-found page, a list's page past its last), each read as a reader and a screen reader
 * meet it: every text node, every name and description given to assistive technology, every
 * placeholder and image text, the title and the description, in document order, hidden or not
 * (a closed menu's entries are text the page says too). Read without scripts, so it is the
 * server's words, not a moment of hydration.
 *
 *   npm run bench:page-text -- <earlier checkout>
 *
 * starts the earlier checkout's build and this one's side by side, each on its own sandbox, and
 * writes every difference to bench/results/page-text.md; it exits 1 when there is one. Both
 * checkouts need a production build (`npm run build`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { pageKinds } from '../tests/support/pageKinds';
import { chromiumPath, startSite, type Site } from './site';

/** Pages and states the sitemap cannot list. */
const STATES = [
  '/no-such-page',
  '/ur/no-such-page',
  '/OurDoctors?name=bleeding',
  '/ur/OurDoctors?name=bleeding',
  '/OurDoctors?name=xyzzy',
  '/ur/OurDoctors?name=xyzzy',
  '/dhaconsultant?department=Paediatrics&today=1',
  '/ur/dhaconsultant?department=Paediatrics&today=1',
  '/dhaconsultant?name=chest%20pain',
  '/ur/dhaconsultant?name=chest%20pain',
  '/OurDoctors?name=eye',
  '/ur/OurDoctors?name=eye',
  // A list's page past its last is the not-found page (its metadata reads the language too).
  '/OurDoctors?page=100',
  '/ur/dhaconsultant?page=100',
];

/**
 * Everything the page says, one line per text, in document order. Source text, not a function:
 * tsx names the functions it compiles with a helper the page does not have.
 */
const READ_ALL = `(() => {
  const said = [];
  const add = (text) => {
    const trimmed = (text ?? '').replace(/\\s+/g, ' ').trim();
    if (trimmed) said.push(trimmed);
  };
  add(document.title);
  add(document.querySelector('meta[name="description"]')?.getAttribute('content'));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (!node.parentElement?.closest('script, style, template')) add(node.textContent);
      continue;
    }
    for (const name of ['aria-label', 'aria-roledescription', 'title', 'placeholder', 'alt']) {
      const value = node.getAttribute(name);
      if (value) add('[' + name + '] ' + value);
    }
    if (node instanceof HTMLOptionElement) add('[option] ' + node.label);
  }
  return said;
})()`;

async function read(browser: Browser, site: Site, path: string): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(`${site.origin}${path}`);
    return [`HTTP ${response?.status()}`, ...((await page.evaluate(READ_ALL)) as string[])];
  } finally {
    await context.close();
  }
}

/** The lines removed from `before` and added in `after`, by their longest common subsequence. */
function differences(before: string[], after: string[]): string[] {
  // common[i][j]: the longest common run of before[i..] and after[j..].
  const common = Array.from({ length: before.length + 1 }, () =>
    new Array<number>(after.length + 1).fill(0),
  );
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      common[i]![j] =
        before[i] === after[j]
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const out: string[] = [];
  let [i, j] = [0, 0];
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      [i, j] = [i + 1, j + 1];
    } else if (
      j < after.length &&
      (i === before.length || common[i]![j + 1]! >= common[i + 1]![j]!)
    ) {
      out.push(`+ ${after[j]}`);
      j += 1;
    } else {
      out.push(`- ${before[i]}`);
      i += 1;
    }
  }
  return out;
}

async function main() {
  const earlier = process.argv[2];
  if (!earlier) throw new Error('usage: npx tsx bench/page-text.ts <earlier checkout>');
  const sites: Site[] = [];
  let browser: Browser | undefined;
  try {
    const before = await startSite(3701, 4701, resolve(earlier));
    sites.push(before);
    const after = await startSite(3702, 4702);
    sites.push(after);
    browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
    const paths = [...(await pageKinds(after.origin)).values(), ...STATES];
    const report: string[] = [];
    let differing = 0;
    for (const path of paths) {
      const [was, is] = [await read(browser, before, path), await read(browser, after, path)];
      const changed = differences(was, is);
      if (changed.length > 0) {
        differing += 1;
        report.push(`## ${path}`, '', '```diff', ...changed, '```', '');
      }
    }
    const summary = `${paths.length} pages read in both builds (${byLanguage(paths)}); ${differing} differ.`;
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      'bench/results/page-text.md',
      `# Page text, ${earlier} → this checkout\n\n${summary}\n\n${report.join('\n')}`,
    );
    console.log(summary);
    process.exitCode = differing > 0 ? 1 : 0;
  } finally {
    // Whatever failed, neither site is left running on its port.
    await browser?.close();
    for (const site of sites) site.stop();
  }
}

/** How many of the pages are Urdu and how many English. */
function byLanguage(paths: string[]): string {
  const urdu = paths.filter((path) => path === '/ur' || path.startsWith('/ur/')).length;
  return `${paths.length - urdu} English, ${urdu} Urdu`;
}

await main();
