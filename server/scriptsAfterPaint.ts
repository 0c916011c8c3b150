/**
 * A page's framework scripts start downloading once the page has painted (issue 33).
 *
 * Next.js names its script files in the head, and its bootstrap script early in the body, where
 * the browser finds them as soon as it finds the stylesheet. On a phone's slow link they shared
 * its bandwidth with the stylesheet the first paint waits for, and the scripts that arrived before
 * the paint ran first (evaluating the framework and hydrating take a quarter of a second on a
 * slow phone). Here each script file becomes an entry that a small inline script in the head adds
 * to the document once the page has painted its first content (or, where the browser does not
 * report paints, once the page has loaded): the page paints as its HTML alone would, then hydrates.
 * The files and their attributes (nonce included) stay as they were, and the scripts are `async`
 * as before, so React finds them where it expects them.
 */

const HEAD_END = '</head>';
/** How far into a page its bootstrap script is looked for: beyond this it is left alone. */
const SCAN_LIMIT = 512 * 1024;

const SCRIPT_FILE = /<script\b([^>]*\bsrc="[^"]*"[^>]*\basync=""[^>]*)><\/script>/g;
const SCRIPT_PRELOAD = /<link\b([^>]*\bas="script"[^>]*)\/>/g;
const FIRST_STYLESHEET = /<link\b[^>]*\brel="stylesheet"/;
const ATTRIBUTE = /([\w-]+)="([^"]*)"/g;
const NONCE = /\bnonce="([^"]*)"/;

type Attributes = Record<string, string>;

function attributes(source: string): Attributes {
  return Object.fromEntries(
    [...source.matchAll(ATTRIBUTE)].map(([, name, value]) => [name, value]),
  );
}

/**
 * Adds the held elements at the page's first contentful paint, reported by the browser's paint
 * timing, or at its load event where there is none (an old browser, a tab never shown).
 * `__afterPaint` takes a script named later in the page, held the same way.
 */
const LOADER = `(function(S,P){var d=document,g=0;function a(t,o){var e=d.createElement(t);for(var k in o)e.setAttribute(k,o[k]);d.head.appendChild(e)}function c(){if(g)return;g=1;P.forEach(function(o){a("link",o)});S.forEach(function(o){a("script",o)})}self.__afterPaint=function(o){g?a("script",o):S.push(o)};try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)c()}).observe({type:"paint",buffered:true})}catch(e){}addEventListener("load",c)})`;

/** `<` escaped so that nothing in the lists can close the script. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const inlineScript = (nonce: string | undefined, code: string) =>
  `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${code}</script>`;

/**
 * A page's head with its script files and their preloads held back until the page has painted;
 * null for a head without a stylesheet or without scripts (the framework's error page has no
 * stylesheet), whose page is then left alone whole: its body's scripts would call a loader that
 * is not there, and the page would stay blank (issue 39).
 */
export function headWithScriptsAfterPaint(head: string): string | null {
  const stylesheet = FIRST_STYLESHEET.exec(head);
  const scripts = [...head.matchAll(SCRIPT_FILE)].map(([, source]) => attributes(source!));
  if (!stylesheet || scripts.length === 0) return null;
  const preloads = [...head.matchAll(SCRIPT_PRELOAD)].map(([, source]) => attributes(source!));
  const loader = inlineScript(
    NONCE.exec(head)?.[1],
    `${LOADER}(${inlineJson(scripts)},${inlineJson(preloads)})`,
  );
  const rest = head.replace(SCRIPT_FILE, '').replace(SCRIPT_PRELOAD, '');
  return rest.slice(0, stylesheet.index) + loader + rest.slice(stylesheet.index);
}

/** Part of a page's body with its script files handed to the head's loader. */
export function bodyWithScriptsAfterPaint(body: string): string {
  return body.replace(SCRIPT_FILE, (_, source: string) => {
    const script = attributes(source);
    return inlineScript(script.nonce, `__afterPaint(${inlineJson(script)})`);
  });
}

const SCRIPT_TAG = Buffer.from('<script');
const CLOSE_TAG = Buffer.from('</script>');

/**
 * `bodyWithScriptsAfterPaint` on a page's bytes, which it returns as they are when it changes
 * nothing. Only each `<script …></script>` is read as text: a page is 100 KB and more, and
 * decoding all of it and encoding it again for every answer was a tenth of what serving a cached
 * page cost (issue 42).
 */
export function bodyBytesWithScriptsAfterPaint(bytes: Buffer): Buffer {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(SCRIPT_TAG); at >= 0; at = bytes.indexOf(SCRIPT_TAG, at + 1)) {
    // The pattern's attributes hold no `>`: its tag ends at the first, and `</script>` follows.
    const close = bytes.indexOf('>', at);
    if (close < 0) break;
    const end = close + 1 + CLOSE_TAG.length;
    if (!bytes.subarray(close + 1, end).equals(CLOSE_TAG)) continue;
    const tag = bytes.subarray(at, end).toString('utf8');
    const rewritten = bodyWithScriptsAfterPaint(tag);
    if (rewritten === tag) continue;
    pieces.push(bytes.subarray(from, at), Buffer.from(rewritten));
    from = end;
  }
  if (pieces.length === 0) return bytes;
  pieces.push(bytes.subarray(from));
  return Buffer.concat(pieces);
}

/** The paint rewrite of one page, fed its bytes as they are written (server/answer.ts). */
export interface PaintRewrite {
  /** Whether every byte from here on passes as it comes. */
  readonly finished: boolean;
  /** What to send for the page's next bytes (`last`: they end the page). */
  feed(bytes: Buffer, last: boolean): Buffer;
}

/**
 * Rewrites an HTML page as it is written, before compression. The bytes up to `</head>` are held
 * (Next writes its head in its first chunk). After it, a tag cut by the end of a chunk is held
 * until the next one, until the bootstrap script has been found; then everything passes.
 */
export function paintRewrite(): PaintRewrite {
  let stage: 'head' | 'body' | 'done' = 'head';
  let held = Buffer.alloc(0);
  let scanned = 0;

  const feed = (bytes: Buffer, last: boolean): Buffer => {
    let page = held.length > 0 ? Buffer.concat([held, bytes]) : bytes;
    held = Buffer.alloc(0);
    let out = Buffer.alloc(0);
    if (stage === 'head') {
      const headEnd = page.indexOf(HEAD_END);
      if (headEnd < 0 && page.length < SCAN_LIMIT && !last) {
        // Held past this write: a copy, not a view of a buffer the writer may use again.
        held = Buffer.from(page);
        return Buffer.alloc(0);
      }
      const head =
        headEnd < 0 ? null : headWithScriptsAfterPaint(page.subarray(0, headEnd).toString('utf8'));
      if (head === null) {
        stage = 'done';
        return page;
      }
      out = Buffer.from(head);
      page = page.subarray(headEnd);
      stage = 'body';
    }
    // A tag this chunk ends in the middle of waits for the rest of it.
    const open = page.lastIndexOf('<');
    const cut = !last && open >= 0 && page.indexOf('>', open) < 0 ? open : page.length;
    held = Buffer.from(page.subarray(cut));
    const body = page.subarray(0, cut);
    const rewritten = bodyBytesWithScriptsAfterPaint(body);
    scanned += cut;
    if (rewritten !== body || scanned > SCAN_LIMIT) {
      stage = 'done';
      const rest = held;
      held = Buffer.alloc(0);
      return Buffer.concat([out, rewritten, rest]);
    }
    return out.length > 0 ? Buffer.concat([out, rewritten]) : rewritten;
  };

  return {
    get finished() {
      return stage === 'done';
    },
    feed,
  };
}
