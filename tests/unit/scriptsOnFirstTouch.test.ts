import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  bodyBytesWithScriptsOnFirstTouch,
  bodyWithScriptsOnFirstTouch,
  headWithScriptsOnFirstTouch,
} from '@/server/scriptsOnFirstTouch';
import { throughAnswerPipeline } from '@/server/answer';

// The shape of a page as Next.js 16 writes it (trimmed from the built home page), with a nonce
// as the per-request pages carry.
const NONCE = 'bm9uY2U=';
const HEAD =
  '<!DOCTYPE html><html lang="ur" dir="rtl"><head><meta charSet="utf-8"/>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  `<script src="/_next/static/chunks/one.js" async="" nonce="${NONCE}"></script>` +
  `<script src="/_next/static/chunks/two.js" async="" nonce="${NONCE}"></script>` +
  '<title>فاروق ہسپتال</title>' +
  `<script src="/_next/static/chunks/legacy.js" noModule="" nonce="${NONCE}"></script></head>`;
const BODY =
  '<body><main><h1>بھروسے کے قابل علاج، آپ کے گھر کے قریب</h1></main>' +
  `<script id="_R_" nonce="${NONCE}">(globalThis.TURBOPACK||[]).push({})</script>` +
  `<script src="/_next/static/chunks/boot.js" async="" nonce="${NONCE}"></script>` +
  `<script nonce="${NONCE}">(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`;
const PAGE = HEAD + BODY;

const scriptFiles = (html: string) => html.match(/<script\b[^>]*\bsrc=[^>]*\basync=/g) ?? [];

describe('a page whose scripts wait for the first touch', () => {
  const head = headWithScriptsOnFirstTouch(HEAD.slice(0, -'</head>'.length))!;
  const body = bodyWithScriptsOnFirstTouch(BODY);

  it('names no script file the browser would fetch with the stylesheet', () => {
    expect(scriptFiles(head + body)).toEqual([]);
    expect(head).not.toContain('as="script"');
  });

  it('hands every file, with its attributes, to a loader placed before the stylesheet', () => {
    const loader = head.indexOf('<script nonce');
    expect(loader).toBeGreaterThan(0);
    expect(loader).toBeLessThan(head.indexOf('rel="stylesheet"'));
    expect(head).toContain(
      `{"src":"/_next/static/chunks/one.js","async":"","nonce":"${NONCE}"},{"src":"/_next/static/chunks/two.js"`,
    );
    expect(head).toContain(
      '[{"rel":"preload","as":"script","fetchPriority":"low","href":"/_next/static/chunks/boot.js"}]',
    );
    expect(body).toContain(
      `<script nonce="${NONCE}">__heldScript({"src":"/_next/static/chunks/boot.js","async":"","nonce":"${NONCE}"})</script>`,
    );
  });

  it('keeps the rest of the page as it was', () => {
    expect(head).toContain('noModule=""');
    expect(head).toContain('<title>فاروق ہسپتال</title>');
    expect(body.replace(/<script nonce[^>]*>__heldScript[^<]*<\/script>/, '')).toBe(
      BODY.replace(/<script src="[^"]*boot\.js"[^>]*><\/script>/, ''),
    );
  });

  it('rewrites a body as bytes exactly as it does as text, reading only its script tags', () => {
    // Two files, a script that only names one in its text, and a tag with no closing tag after it.
    const twice =
      BODY.replace('</body></html>', '') +
      `<script>var s='<script src="x" async="">'</script><script src="/b.js" async=""></script>` +
      '<script src="/open.js" async="">';
    for (const body of [BODY, twice, '<body><p>بغیر اسکرپٹ</p></body>']) {
      const bytes = Buffer.from(body);
      expect(bodyBytesWithScriptsOnFirstTouch(bytes).toString()).toBe(
        bodyWithScriptsOnFirstTouch(body),
      );
    }
    const unchanged = Buffer.from('<body><p>بغیر اسکرپٹ</p></body>');
    expect(bodyBytesWithScriptsOnFirstTouch(unchanged)).toBe(unchanged);
  });

  it('leaves a head without a stylesheet or without scripts alone', () => {
    const bare = '<head><script src="/x.js" async=""></script></head>';
    expect(headWithScriptsOnFirstTouch(bare)).toBeNull();
    const styled = '<head><link rel="stylesheet" href="/a.css"/></head>';
    expect(headWithScriptsOnFirstTouch(styled)).toBeNull();
  });
});

/** Serves `answer` through the rewrite and returns what a client receives. */
async function served(answer: (response: ServerResponse) => void) {
  const server = createServer((request, response) => {
    throughAnswerPipeline(request, response, {
      path: '/',
      method: 'GET',
      rsc: false,
      action: false,
      internal: false,
      shared: true,
    });
    answer(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    return { text: await response.text(), length: response.headers.get('content-length') };
  } finally {
    server.close();
  }
}

describe('the rewrite on the wire', () => {
  const expected =
    headWithScriptsOnFirstTouch(HEAD.slice(0, -'</head>'.length))! +
    '</head>' +
    bodyWithScriptsOnFirstTouch(BODY);

  it('gives the same page however the answer is cut into chunks', async () => {
    const bytes = Buffer.from(PAGE);
    // Cuts inside the head, inside the bootstrap tag, and inside an Urdu letter (2 bytes).
    const inTag = bytes.indexOf('async=""', bytes.indexOf('boot.js"', bytes.indexOf('<body>')));
    const inLetter = bytes.indexOf(Buffer.from('قابل')) + 1;
    const cuts = [40, 300, inLetter, inTag, bytes.length];
    expect(cuts).toEqual([...cuts].sort((a, b) => a - b));
    const { text } = await served((response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      let from = 0;
      for (const cut of cuts.slice(0, -1)) {
        response.write(bytes.subarray(from, cut));
        from = cut;
      }
      response.end(bytes.subarray(from));
    });
    expect(text).toBe(expected);
  });

  it('drops a length the rewritten page no longer has', async () => {
    const { text, length } = await served((response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-length', Buffer.byteLength(PAGE));
      response.end(PAGE);
    });
    expect(text).toBe(expected);
    expect(Number(length ?? Buffer.byteLength(text))).toBe(Buffer.byteLength(text));
  });

  it("leaves the framework's error page whole (no stylesheet): its scripts must still run", async () => {
    // Next.js 16.4's own answer for a route whose layout called notFound() with no boundary
    // (`/Ur/dhabranch` before issue 39), as the build wrote it: rewriting its body alone left it
    // blank, calling a loader its head never got.
    const errorPage = readFileSync('tests/fixtures/next-error-page.html', 'utf8');
    expect(errorPage).toContain('<html id="__next_error__">');
    const { text } = await served((response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      const bytes = Buffer.from(errorPage);
      response.write(bytes.subarray(0, 900));
      response.end(bytes.subarray(900));
    });
    expect(text).toBe(errorPage);
  });

  it('passes anything but HTML as it came', async () => {
    const { text } = await served((response) => {
      response.setHeader('content-type', 'text/x-component');
      response.end(PAGE);
    });
    expect(text).toBe(PAGE);
  });
});
