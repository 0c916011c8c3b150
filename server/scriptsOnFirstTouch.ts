import {
  REGISTER_OFFLINE_WORKER,
  SCRIPTS_ON_ARRIVAL,
  STARTING_TAP,
  TOUCH_ENDS,
} from '../domain/pageScripts';
import { SERVICE_WORKER_PATH } from '../domain/offlinePages';

/**
 * A page's framework scripts run when the patient first touches the page (issue 56), not as it
 * loads.
 *
 * Evaluating Next.js's and React's code and hydrating the page is one task of more than half a
 * second on a low-tier phone (bench:main-thread), and whatever the patient taps meanwhile waits
 * for it. A page reads, scrolls and is followed by its links without any script: its menus are
 * native disclosures, its searches plain forms, its links plain links. So the page is sent with
 * its script files held back: each becomes an entry that a small inline script in the head adds
 * to the document on the patient's first touch (domain/pageScripts.ts says what counts), after the
 * touch itself has been answered by the browser. Until then the page is its HTML, and the main
 * thread is the patient's. Once the page has loaded, the files are fetched ahead, one in each idle
 * moment, so that a touch finds them at hand; the offline service worker is installed then too
 * (but by a page whose scripts start on arrival once it has hydrated: domain/pageScripts.ts,
 * REGISTER_OFFLINE_WORKER). A page that must be ready as it arrives (one whose first tap may land
 * on a control only a script answers; the payment's outcome, which empties the cart) marks an
 * element with SCRIPTS_ON_ARRIVAL: its scripts start once it has
 * painted its first content, or at its load where the browser reports no paints (issue 33: they
 * never share the link with what the first paint waits for). The files and their attributes
 * (nonce included) stay as they were, and the scripts are `async` as before, so React finds them
 * where it expects them.
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
 * The head's loader, given the held scripts (S) and preloads (P). `__heldScript` takes a script
 * named later in the page, held the same way. It starts them once a touch has ended
 * (domain/pageScripts.ts), or as soon as a mouse moves over the page (a desktop's hover comes
 * long before its click) or the focus moves in other than by a tap (the keyboard's, a screen
 * reader's). A tap on a control that waits for them (disabled) is followed by no click: its
 * finger lifted starts them, and the control is kept for it to answer (domain/pageScripts.ts).
 * The files are added once the frame that answers the touch has been drawn (the first animation
 * frame after it, then a task): added at once, files already fetched ahead ran before that frame,
 * and the Menu a tap had opened showed only after the framework's chunk had run, half a second on
 * a low-tier phone (bench:menu-tap). Listening in the capture phase and passively, it delays no
 * touch; its listeners go once the scripts have started.
 */
const LOADER = `(function(S,P){var d=document,g=0,q=0,p=0,A=0,r=0,L={capture:true,passive:true},\
E=${JSON.stringify(TOUCH_ENDS)}.concat(["pointermove","focusin","pointerdown","pointerup"]);\
function a(t,o){var e=d.createElement(t);for(var k in o)e.setAttribute(k,o[k]);d.head.appendChild(e)}\
function c(){if(g)return;g=1;E.forEach(function(e){removeEventListener(e,h,L)});P.forEach(function(o){a("link",o)});S.forEach(function(o){a("script",o)})}\
function T(){if(q)return;q=1;requestAnimationFrame(function(){setTimeout(c,0)})}\
function h(e){var t=e.type,x=e.target;if(t=="pointerdown"){p=1;return}\
if(t=="pointerup"){p=0;if(!(x.closest&&x.closest(":disabled")))return;self.${STARTING_TAP}=x}\
if(t=="pointermove"?e.pointerType=="mouse":t!="focusin"||!p)T()}\
self.__heldScript=function(o){g?a("script",o):S.push(o)};\
function R(){var w=navigator.serviceWorker;if(!w||r)return;r=1;w.register(${JSON.stringify(SERVICE_WORKER_PATH)},{scope:"/"}).catch(function(x){console.warn("The offline service worker did not install:",x)})}\
self.${REGISTER_OFFLINE_WORKER}=R;\
E.forEach(function(e){addEventListener(e,h,L)});\
addEventListener("DOMContentLoaded",function(){if(!d.querySelector("[${SCRIPTS_ON_ARRIVAL}]"))return;A=1;\
try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)c()}).observe({type:"paint",buffered:true})}catch(e){}addEventListener("load",c)});\
addEventListener("load",function(){var i=0,n=(self.requestIdleCallback||setTimeout),\
f=function(){var o=S.concat(P)[i++];if(g||!o)return;a("link",{rel:"prefetch",as:"script",href:o.src||o.href});n(f)};\
if(!A)R();n(f)})})`;

/** `<` escaped so that nothing in the lists can close the script. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const inlineScript = (nonce: string | undefined, code: string) =>
  `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${code}</script>`;

/**
 * A page's head with its script files and their preloads held back for the loader;
 * null for a head without a stylesheet or without scripts (the framework's error page has no
 * stylesheet), whose page is then left alone whole: its body's scripts would call a loader that
 * is not there, and the page would stay blank (issue 39).
 */
export function headWithScriptsOnFirstTouch(head: string): string | null {
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
export function bodyWithScriptsOnFirstTouch(body: string): string {
  return body.replace(SCRIPT_FILE, (_, source: string) => {
    const script = attributes(source);
    return inlineScript(script.nonce, `__heldScript(${inlineJson(script)})`);
  });
}

const SCRIPT_TAG = Buffer.from('<script');
const CLOSE_TAG = Buffer.from('</script>');

/**
 * `bodyWithScriptsOnFirstTouch` on a page's bytes, which it returns as they are when it changes
 * nothing. Only each `<script …></script>` is read as text: a page is 100 KB and more, and
 * decoding all of it and encoding it again for every answer was a tenth of what serving a cached
 * page cost (issue 42).
 */
export function bodyBytesWithScriptsOnFirstTouch(bytes: Buffer): Buffer {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(SCRIPT_TAG); at >= 0; at = bytes.indexOf(SCRIPT_TAG, at + 1)) {
    // The pattern's attributes hold no `>`: its tag ends at the first, and `</script>` follows.
    const close = bytes.indexOf('>', at);
    if (close < 0) break;
    const end = close + 1 + CLOSE_TAG.length;
    if (!bytes.subarray(close + 1, end).equals(CLOSE_TAG)) continue;
    const tag = bytes.subarray(at, end).toString('utf8');
    const rewritten = bodyWithScriptsOnFirstTouch(tag);
    if (rewritten === tag) continue;
    pieces.push(bytes.subarray(from, at), Buffer.from(rewritten));
    from = end;
  }
  if (pieces.length === 0) return bytes;
  pieces.push(bytes.subarray(from));
  return Buffer.concat(pieces);
}

/** The held-scripts rewrite of one page, fed its bytes as they are written (server/answer.ts). */
export interface HeldScriptsRewrite {
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
export function heldScriptsRewrite(): HeldScriptsRewrite {
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
        headEnd < 0
          ? null
          : headWithScriptsOnFirstTouch(page.subarray(0, headEnd).toString('utf8'));
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
    const rewritten = bodyBytesWithScriptsOnFirstTouch(body);
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
