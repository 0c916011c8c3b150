import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from './test';

/**
 * How an Urdu page is read for English (issue 31): every text shown, every name and description
 * given to assistive technology, every placeholder and image text, the title and the description.
 * What is marked as English (the nearest `lang` says `en`: a consultant's name, the English
 * switch) is left out; anything else that is English alone (a Latin word and no Arabic letter)
 * counts. An e-mail or web address is no language, and what the reader typed is theirs: neither
 * counts. It knows the site by its DOM only, not by its modules. Read on every Urdu page kind
 * (tests/e2e/every-page-kind.spec.ts) and every state a reader can bring a page to
 * (tests/e2e/urdu-complete.spec.ts, which also shows the reading itself pass and fail).
 */

/** A letter of the Arabic script, in which Urdu is written. */
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** A word of a Latin-script language: two letters or more. */
const LATIN_WORD = /\p{Script=Latin}{2,}/u;
/** An address, not words of any language: an e-mail or web address, alone. */
const ADDRESS = /^(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:https?:\/\/|www\.)\S+)$/i;

/** English alone: a Latin word and no Arabic letter. Urdu with an English term beside it is not. */
export function isEnglishAlone(text: string): boolean {
  return LATIN_WORD.test(text) && !ARABIC_LETTER.test(text) && !ADDRESS.test(text);
}

/**
 * Opens what the reader can open: each collapsed disclosure button (the phone's Menu) and every
 * `<details>` menu at once (they are exclusive by name; the name is dropped to open them all).
 */
export async function openEverything(page: Page): Promise<void> {
  const collapsed = page.locator('button[aria-expanded="false"][aria-controls]');
  for (const id of await collapsed.evaluateAll((buttons) =>
    buttons
      .filter((button) => button.checkVisibility({ visibilityProperty: true }))
      .map((button) => button.getAttribute('aria-controls')),
  )) {
    const toggle = page.locator(`button[aria-controls="${id}"]`).first();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) {
      details.removeAttribute('name');
      details.open = true;
    }
  });
}

/**
 * Every string the page shows or says whose nearest `lang` is not English: the text of each
 * visible element (adjacent text nodes taken together, as React renders one sentence in several),
 * the options of visible lists, the values of visible buttons and text fields, the names and
 * descriptions given by aria-label, aria-labelledby, aria-describedby and the like, titles,
 * placeholders, image texts, SVG titles, the document's title and its meta description.
 */
export function readShown(): string[] {
  const found: string[] = [];
  const english = (element: Element) =>
    /^en(?:-|$)/i.test(element.closest('[lang]')?.getAttribute('lang') ?? '');
  const shown = (element: Element | null): boolean => {
    if (!element) return false;
    // An element with display: contents has no box of its own; its parent's decides.
    if (getComputedStyle(element).display === 'contents') return shown(element.parentElement);
    return element.checkVisibility({ visibilityProperty: true });
  };
  const add = (element: Element, text: string | null | undefined) => {
    const trimmed = (text ?? '').replace(/\s+/g, ' ').trim();
    if (trimmed && !english(element)) found.push(trimmed);
  };
  // The text an id names, as aria-labelledby and aria-describedby compose it (hidden or not).
  const referenced = (element: Element, attribute: string) => {
    for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
      const target = document.getElementById(id);
      if (target) add(target, target.textContent);
    }
  };

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const taken = new Set<Node>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (taken.has(node)) continue;
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript, template, title') || !shown(parent))
      continue;
    // A run of text nodes with nothing but comments and line-break chances (<wbr>, as in an
    // e-mail address) between them reads as one.
    let text = '';
    for (let run: Node | null = node; run; run = run.nextSibling) {
      if (run.nodeType === Node.TEXT_NODE) {
        text += run.textContent ?? '';
        taken.add(run);
      } else if (run.nodeType !== Node.COMMENT_NODE && run.nodeName !== 'WBR') break;
    }
    add(parent, text);
  }

  for (const element of document.body.querySelectorAll('*')) {
    if (!shown(element)) continue;
    for (const attribute of [
      'aria-label',
      'aria-description',
      'aria-roledescription',
      'aria-valuetext',
      'aria-placeholder',
      'title',
      'placeholder',
      'alt',
    ]) {
      add(element, element.getAttribute(attribute));
    }
    referenced(element, 'aria-labelledby');
    referenced(element, 'aria-describedby');
    if (element instanceof HTMLSelectElement) {
      for (const option of element.querySelectorAll('option, optgroup')) {
        add(option, option.getAttribute('label') ?? option.textContent);
      }
    }
    if (element instanceof HTMLInputElement && /^(submit|button|reset)$/.test(element.type)) {
      add(element, element.value);
    }
    if (
      (element instanceof HTMLInputElement &&
        /^(text|search|email|tel|url|number)$/.test(element.type)) ||
      element instanceof HTMLTextAreaElement
    ) {
      add(element, element.value);
    }
    if (element instanceof SVGElement && element.tagName.toLowerCase() === 'svg') {
      for (const title of element.querySelectorAll('title, desc')) add(title, title.textContent);
    }
  }

  const title = document.querySelector('head > title');
  if (title) add(title, document.title);
  const description = document.querySelector('meta[name="description"]');
  if (description) add(description, description.getAttribute('content'));
  return found;
}

/**
 * The English the page shows its Urdu reader, each string once, in the order it is met; what the
 * reader typed themselves is theirs, not the site's.
 */
export async function englishShown(page: Page, typed: readonly string[] = []): Promise<string[]> {
  await openEverything(page);
  const shown = await page.evaluate(readShown);
  return [...new Set(shown.filter((text) => isEnglishAlone(text) && !typed.includes(text)))];
}

/**
 * Writes what a page showed, when a report is asked for (URDU_SCAN_REPORT=<folder>), for the
 * translators: a file per test, as { address: [English strings] }, as the tests may run in several
 * workers. A page of the sitemap (a title that is its kind, `/ur/…`) is named by its address; a
 * state of a page (a form sent, a search made) by its address and what the reader did, as several
 * share an address.
 */
export function reportEnglish(title: string, address: string, english: string[]): void {
  const folder = process.env.URDU_SCAN_REPORT;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const slug = title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  const key = title.startsWith('/') ? address : `${address} (${title})`;
  writeFileSync(join(folder, `${slug}.json`), `${JSON.stringify({ [key]: english }, null, 2)}\n`);
}

/**
 * Reads the Urdu page the reader is on and fails, softly so that the test goes on to what else it
 * checks, on the English it shows; a page not in Urdu fails at once, as every string of it would
 * be left out as English, and pass.
 */
export async function expectNoEnglish(
  page: Page,
  title: string,
  address: string,
  typed: readonly string[] = [],
): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', /^ur(?:-|$)/);
  const english = await englishShown(page, typed);
  reportEnglish(title, address, english);
  expect.soft(english, `English shown to an Urdu reader at ${address}`).toEqual([]);
}
