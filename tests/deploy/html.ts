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
 * followed, `headers` sent with it), with what its stream sent later put in place. Without
 * JavaScript (`javaScript: false`, a browser context that runs no script), it stays where it came,
 * hidden, as no inline script of React's moves it; the markup of a `<noscript>`, which such a
 * browser builds, is still read as a browser with scripts reads it (`isBuilt`).
 */
export async function openPage(
  site: Site,
  path: string,
  headers: Record<string, string> = {},
  { javaScript = true } = {},
): Promise<OpenedPage> {
  const response = await fetch(`${site.origin}${path}`, {
    headers: { accept: 'text/html', ...headers },
  });
  const { document } = parseHTML(await response.text());
  if (javaScript) revealStreamed(document);
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

/** The document a browser opening `path` builds (openPage's, streamed parts in place). */
export async function documentAt(site: Site, path: string): Promise<Document> {
  return (await openPage(site, path)).document;
}

/** The text of the page's one h1 (getByRole('heading', { level: 1 }), strictly). */
export function h1Of(document: Document): string {
  return textOf(onlyOne(byRole(document, 'heading', { level: 1 }), 'the h1'));
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

/**
 * What Playwright's getByRole and getByText find, and what its toBeVisible sees, told from the
 * HTML alone (issue 55): what a style sheet hides or shows (`display`, `visibility`, a size of
 * nothing) is a browser's to know, and a test that needs it stays an end-to-end test.
 */

/** A name or text to find by: a pattern, or words (Playwright's `exact` says how they match). */
export type TextMatch = string | RegExp;

/** Whitespace as Playwright normalises it: runs collapsed to one space, zero-width spaces gone. */
const normalised = (text: string) =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Whether `text` matches what was asked for, as Playwright matches a name or a text: a pattern
 * tested against it; words, without `exact`, a part of it in any case, and with it, all of it.
 */
function matchesText(text: string, wanted: TextMatch, exact: boolean): boolean {
  if (wanted instanceof RegExp) {
    wanted.lastIndex = 0;
    return wanted.test(text);
  }
  const said = normalised(text);
  return exact
    ? said === normalised(wanted)
    : said.toLowerCase().includes(normalised(wanted).toLowerCase());
}

/**
 * Whether a browser builds the element at all: the markup of a `<noscript>` is text to a browser
 * that runs scripts, and a `<template>`'s is no part of the document.
 */
export function isBuilt(element: Element): boolean {
  return !element.parentElement?.closest('noscript, template');
}

/**
 * Whether the element can be seen, as far as its HTML tells (toBeVisible): built, outside every
 * `[hidden]` element (the browser's own style sheet gives it `display: none`), and outside every
 * closed `<details>` but for its summary.
 */
export function isShown(element: Element): boolean {
  if (!isBuilt(element)) return false;
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden')) return false;
    const details: Element | null = node.parentElement;
    if (
      details?.localName === 'details' &&
      !details.hasAttribute('open') &&
      node !== [...details.children].find((child) => child.localName === 'summary')
    ) {
      return false;
    }
  }
  return true;
}

/** Whether assistive technology is given the element: shown, and under no `aria-hidden`. */
function isExposed(element: Element): boolean {
  return isShown(element) && !element.closest('[aria-hidden="true"]');
}

/** What makes a `<footer>` in it no page's footer (Playwright's kAncestorPreventingLandmark). */
const LANDMARK_HOLDERS =
  'article:not([role]), aside:not([role]), main:not([role]), nav:not([role]), section:not([role]), ' +
  '[role="article"], [role="complementary"], [role="main"], [role="navigation"], [role="region"]';

/** The roles the deploy tests find elements by. */
export type Role =
  | 'article'
  | 'contentinfo'
  | 'figure'
  | 'heading'
  | 'img'
  | 'link'
  | 'list'
  | 'listitem'
  | 'main'
  | 'navigation'
  | 'region'
  | 'search'
  | 'searchbox';

/** An element's role: its `role` attribute's first, else its element's own (HTML-AAM), if any. */
function roleOf(element: Element): string | null {
  const explicit = element.getAttribute('role')?.trim().split(/\s+/)[0];
  if (explicit) return explicit;
  switch (element.localName) {
    case 'a':
    case 'area':
      return element.hasAttribute('href') ? 'link' : null;
    case 'article':
      return 'article';
    case 'figure':
      return 'figure';
    case 'footer':
      return element.parentElement?.closest(LANDMARK_HOLDERS) ? null : 'contentinfo';
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return 'heading';
    case 'img':
      // No alternative text: a picture for no one, unless a title, a tab stop or an ARIA attribute
      // says otherwise (Playwright's rule; any `aria-` attribute stands for ARIA's global ones).
      return element.getAttribute('alt') === '' &&
        !element.getAttribute('title') &&
        attributeOf(element, 'tabindex') === null &&
        ![...element.attributes].some((attribute) => attribute.name.startsWith('aria-'))
        ? null
        : 'img';
    case 'input':
      // A search field, unless a list of suggestions makes it a combobox.
      return attributeOf(element, 'type')?.toLowerCase() === 'search' &&
        element.ownerDocument.getElementById(element.getAttribute('list') ?? '')?.localName !==
          'datalist'
        ? 'searchbox'
        : null;
    case 'li':
      return 'listitem';
    case 'main':
      return 'main';
    case 'nav':
      return 'navigation';
    case 'search':
      return 'search';
    case 'svg':
      // Chromium's role for it, and Playwright's.
      return 'img';
    case 'menu':
    case 'ol':
    case 'ul':
      return 'list';
    case 'section':
      // A region only when named.
      return element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby')
        ? 'region'
        : null;
    default:
      return null;
  }
}

/** A heading's level: its element's, else its `aria-level`, else 2 (ARIA's default). */
function levelOf(element: Element): number {
  const native = /^h([1-6])$/.exec(element.localName);
  return native ? Number(native[1]) : Number(element.getAttribute('aria-level') ?? 2);
}

export interface RoleOptions {
  /** The accessible name: a pattern, or words (a part of it in any case, unless `exact`). */
  name?: TextMatch;
  exact?: boolean;
  /** A heading's level. */
  level?: number;
  /** Whether what assistive technology is not given counts too (hidden, aria-hidden). */
  includeHidden?: boolean;
}

/**
 * The elements in `root` of `role`, in document order, as `getByRole(role, options)` finds them:
 * by their accessible name (`nameOf`), and, unless `includeHidden`, only those exposed.
 */
export function byRole(root: ParentNode, role: Role, options: RoleOptions = {}): Element[] {
  const { name, exact = false, level, includeHidden = false } = options;
  return [...root.querySelectorAll('*')].filter(
    (element) =>
      roleOf(element) === role &&
      isBuilt(element) &&
      (includeHidden || isExposed(element)) &&
      (level === undefined || levelOf(element) === level) &&
      (name === undefined || matchesText(nameOf(element), name, exact)),
  );
}

/** Each of `found`, which lie in `roots`, once, in document order. */
function inDocumentOrder(roots: Element[], found: Element[]): Element[] {
  const among = new Set(found);
  const document = roots[0]?.ownerDocument;
  return document
    ? [...document.querySelectorAll('*')].filter((element) => among.has(element))
    : [];
}

/** The elements of `role` in any of `roots`, each once, in document order (a chained locator). */
export function byRoleIn(roots: Element[], role: Role, options: RoleOptions = {}): Element[] {
  return inDocumentOrder(
    roots,
    roots.flatMap((root) => byRole(root, role, options)),
  );
}

/**
 * The elements `selector` selects in any of `roots`, each once, in document order, as a chained
 * `locator(selector)` finds them: hidden or not, but built (`isBuilt`).
 */
export function selectIn(roots: Element[], selector: string): Element[] {
  return inDocumentOrder(
    roots,
    roots.flatMap((root) => [...root.querySelectorAll(selector)].filter(isBuilt)),
  );
}

/** The text Playwright's text matching reads of a node: none of a script, a style or the head. */
function matchedTextOf(node: Node, read: Map<Node, string>): string {
  const known = read.get(node);
  if (known !== undefined) return known;
  let text = '';
  if (node.nodeType === TEXT_NODE) text = node.textContent ?? '';
  else if (node.nodeType === ELEMENT_NODE && !isSkippedForText(node as Element)) {
    text = [...node.childNodes].map((child) => matchedTextOf(child, read)).join('');
  }
  read.set(node, text);
  return text;
}

function isSkippedForText(element: Element): boolean {
  return (
    ['script', 'noscript', 'style'].includes(element.localName) || element.closest('head') !== null
  );
}

/**
 * The elements in `root` (itself included) that `getByText(text, { exact })` finds, in document
 * order: each whose text matches, but none of whose child elements' does (the innermost), hidden
 * or not, as Playwright's.
 */
export function byText(root: ParentNode, text: TextMatch, { exact = false } = {}): Element[] {
  const read = new Map<Node, string>();
  const matches = (element: Element) =>
    !isSkippedForText(element) && matchesText(matchedTextOf(element, read), text, exact);
  const candidates = [
    ...(root.nodeType === ELEMENT_NODE ? [root as Element] : []),
    ...root.querySelectorAll('*'),
  ];
  return candidates.filter(
    (element) => isBuilt(element) && matches(element) && ![...element.children].some(matches),
  );
}

/** Whether a `<label>` can label the element (HTML's labelable elements). */
function isLabelable(element: Element): boolean {
  return element.localName === 'input'
    ? attributeOf(element, 'type')?.toLowerCase() !== 'hidden'
    : ['button', 'meter', 'output', 'progress', 'select', 'textarea'].includes(element.localName);
}

/** The control a `<label>` labels: the one its `for` names, else the first labelable one in it. */
function controlOf(label: Element): Element | null {
  const target = label.getAttribute('for');
  if (target === null) return [...label.querySelectorAll('*')].find(isLabelable) ?? null;
  const named = label.ownerDocument.getElementById(target);
  return named && isLabelable(named) ? named : null;
}

/**
 * The texts an element is labelled by, as Playwright reads them: those of the elements its
 * aria-labelledby names, else its aria-label, else, for a control, those of its `<label>`s.
 */
function labelsOf(element: Element, read: Map<Node, string>): string[] {
  const document = element.ownerDocument;
  const labelling = (element.getAttribute('aria-labelledby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? document.getElementById(id) : null))
    .filter((found): found is HTMLElement => found !== null);
  if (labelling.length > 0) return labelling.map((label) => matchedTextOf(label, read));
  const label = element.getAttribute('aria-label');
  if (label?.trim()) return [label];
  if (!isLabelable(element)) return [];
  return [...document.querySelectorAll('label')]
    .filter((each) => controlOf(each) === element)
    .map((each) => matchedTextOf(each, read));
}

/**
 * The elements in `root` that `getByLabel(text, { exact })` finds, in document order: each that
 * one of its labels (`labelsOf`) matches, hidden or not, as Playwright's.
 */
export function byLabel(root: ParentNode, text: TextMatch, { exact = false } = {}): Element[] {
  const read = new Map<Node, string>();
  return [...root.querySelectorAll('*')].filter(
    (element) =>
      isBuilt(element) && labelsOf(element, read).some((label) => matchesText(label, text, exact)),
  );
}

/**
 * A form control's value as its HTML sets it, as toHaveValue reads it before anyone changes it: a
 * select's chosen option's (the last marked `selected`, else its first that is not disabled), an
 * option's (`HTMLOptionElement.value`), a text area's text, an input's `value` attribute ("on"
 * for a checkbox or a radio button without one).
 */
export function valueOf(control: Element): string {
  switch (control.localName) {
    case 'select': {
      const options = [...control.querySelectorAll('option')];
      const chosen =
        options.filter((option) => option.hasAttribute('selected')).at(-1) ??
        options.find((option) => !option.hasAttribute('disabled'));
      return chosen ? valueOf(chosen) : '';
    }
    case 'option':
      // An option without a value is worth its text, its spaces collapsed.
      return (
        control.getAttribute('value') ?? (control.textContent ?? '').replace(/\s+/g, ' ').trim()
      );
    case 'textarea':
      return control.textContent ?? '';
    case 'input': {
      const checkable = ['checkbox', 'radio'].includes(
        attributeOf(control, 'type')?.toLowerCase() ?? '',
      );
      return control.getAttribute('value') ?? (checkable ? 'on' : '');
    }
    default:
      throw new Error(`a ${control.localName} has no value`);
  }
}

/**
 * The one element of those found, as a Playwright locator acted on or asserted on is strict: it
 * fails when it finds none, or several.
 */
export function onlyOne(found: Element[], what: string): Element {
  if (found.length !== 1) throw new Error(`${found.length} elements are ${what}, not one`);
  return found[0]!;
}

/**
 * An attribute as a browser reads it, whatever the case of its name: HTML's attribute names are
 * not case-sensitive, and React writes some in camel case (`hrefLang`, `noValidate`), which
 * linkedom keeps as written, so that neither `getAttribute('hreflang')` nor `[hreflang]` finds
 * them.
 */
export function attributeOf(element: Element, name: string): string | null {
  const wanted = name.toLowerCase();
  return (
    [...element.attributes].find((attribute) => attribute.name.toLowerCase() === wanted)?.value ??
    null
  );
}
