import { parseHTML } from 'linkedom';
import type { Site } from './site';

/**
 * A page read as the server rendered it, where an end-to-end test read it in a browser: its
 * elements chosen by the CSS selectors of a parsed document (linkedom), as Playwright's locators
 * choose them, rather than by patterns over the markup, which cannot tell the rows of one table
 * from another's, nor decode an entity ("News &amp; Events").
 */

export interface RenderedPage {
  status: number;
  document: Document;
}

export interface OpenedPage extends RenderedPage {
  /** Where the redirects, if any, led. */
  url: URL;
  headers: Headers;
}

/**
 * A page's status, headers and document, asked for as a browser opens an address (redirects
 * followed, `headers` sent with it), with what its stream sent later put in place.
 */
export async function openPage(
  site: Site,
  path: string,
  headers: Record<string, string> = {},
): Promise<OpenedPage> {
  const response = await fetch(`${site.origin}${path}`, {
    headers: { accept: 'text/html', ...headers },
  });
  const { document } = parseHTML(await response.text());
  revealStreamed(document);
  return {
    status: response.status,
    document,
    url: new URL(response.url),
    headers: response.headers,
  };
}

/**
 * What React's inline `$RC("B:n", "S:n")` does in a browser as a page streams in (its `$RV`, read
 * off the pages): the content of each Suspense boundary, sent later in `<div hidden id="S:n">`,
 * takes the place of its fallback, from `<template id="B:n">` (after the boundary's `<!--$?-->`)
 * to the boundary's closing comment, nested boundaries counted.
 */
function revealStreamed(document: Document): void {
  const comment = (node: ChildNode | null) =>
    node?.nodeType === COMMENT_NODE ? node.textContent : null;
  for (const template of [...document.querySelectorAll('template[id^="B:"]')]) {
    const content = document.getElementById(template.id.replace('B:', 'S:'));
    const start = template.previousSibling;
    if (!content || comment(start) !== '$?') continue;
    let depth = 0;
    let node = template as ChildNode | null;
    for (let data = comment(node); node; node = node.nextSibling, data = comment(node)) {
      if (data === '/$' || data === '/&') {
        if (depth === 0) break;
        depth -= 1;
      } else if (data !== null && /^(\$[?!~]?|&)$/.test(data)) depth += 1;
    }
    const end = node;
    while (start!.nextSibling && start!.nextSibling !== end) start!.nextSibling.remove();
    // The boundary is resolved: React marks it `$`, and the streamed nodes stand in its place.
    start!.textContent = '$';
    start!.after(...content.childNodes);
    content.remove();
  }
}

/** An element's text as Playwright's toHaveText reads it: its text content, spaces collapsed. */
export function textOf(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The text of each element `selector` selects in `root`, in document order. */
export function textsOf(root: ParentNode, selector: string): string[] {
  return [...root.querySelectorAll(selector)].map(textOf);
}

/**
 * The one element `selector` selects in `root`. A Playwright locator acted on is as strict: it
 * fails when it finds none, or several.
 */
export function theOne(root: ParentNode, selector: string): Element {
  const found = [...root.querySelectorAll(selector)];
  if (found.length !== 1) throw new Error(`${found.length} elements match ${selector}, not one`);
  return found[0]!;
}

/** The DOM's node types (no `Node` global outside a browser). */
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const COMMENT_NODE = 8;

/** What assistive technology reads of a node's content: hidden parts left out, images by alt. */
function contentOf(node: Node): string {
  if (node.nodeType === TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== ELEMENT_NODE) return '';
  const element = node as Element;
  if (element.getAttribute('aria-hidden') === 'true' || element.hasAttribute('hidden')) return '';
  if (element.localName === 'img') return element.getAttribute('alt') ?? '';
  return [...element.childNodes].map(contentOf).join('');
}

/**
 * The accessible name a link is found by (getByRole's `name`): the elements its aria-labelledby
 * names, else its aria-label, else its content. What only a style sheet hides is a browser's to
 * know.
 */
export function nameOf(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  const label = element.getAttribute('aria-label')?.trim();
  const name = labelledBy
    ? labelledBy
        .split(/\s+/)
        .map((id) => element.ownerDocument.getElementById(id))
        .map((labelling) => (labelling ? contentOf(labelling) : ''))
        .join(' ')
    : label || contentOf(element);
  return name.replace(/\s+/g, ' ').trim();
}

/** The page's structured data for search engines: each JSON-LD script, in document order. */
export function structuredDataOf(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}
