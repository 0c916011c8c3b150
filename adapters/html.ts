import sanitizeHtml from 'sanitize-html';
import { resolveImagePath } from './images';

/**
 * CMS editors paste HTML into the content service: Word markup, inline styles, tables, and now and
 * then something hostile. Before any of it leaves the API it is cut down to an allowlist: text
 * structure, tables, links and images over http(s), and text alignment as the only style.
 */

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'blockquote',
  'pre',
  'code',
  'h3',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
  'figure',
  'figcaption',
];

const TEXT_ALIGN = [/^(left|right|center|justify)$/];

/** A width next.config.build.ts's image sizes include: the most a picture in running text needs. */
const CMS_IMAGE_WIDTH = 1080;

/**
 * A picture of the content host is served through this site's image optimiser (next/image's
 * route, which allows exactly the content hosts): resized, and over the site's own HTTPS, so a
 * plain-HTTP host never makes the page mixed content. Pictures from elsewhere stay as they are.
 */
function servedBySite(src: string, hostBase: string): string {
  if (new URL(src).origin !== new URL(hostBase).origin) return src;
  return `/_next/image?url=${encodeURIComponent(src)}&w=${CMS_IMAGE_WIDTH}&q=75`;
}

/**
 * The box an editor's picture declares (its `width` and `height`), held once the picture has
 * loaded: with the attributes alone the browser takes the file's own proportions when it arrives,
 * and a photo uploaded at 3:2 under a declared 600 x 375 grew by 14 px on a phone and pushed
 * everything below it down under a patient's finger (issue 42). The picture is fitted inside the
 * box (globals.css, `.cms-html img`). Nothing for sizes that are not plain numbers.
 */
function declaredShape(
  width: string | undefined,
  height: string | undefined,
): Record<string, string> {
  const [w = 0, h = 0] = [width, height].map((value) =>
    /^\d{1,5}$/.test(value ?? '') ? Number(value) : 0,
  );
  return w > 0 && h > 0 ? { style: `aspect-ratio:${w} / ${h}` } : {};
}

/**
 * Sanitised HTML, with `~/` links pointed at the host that served it and its pictures served
 * through this site; null when empty. `shownBeside` is the address of a picture the page already
 * shows next to the text: a copy of it inside the text is dropped.
 */
export function sanitizeCmsHtml(
  html: string | null | undefined,
  hostBase: string,
  shownBeside?: string | null,
): string | null {
  if (!html?.trim()) return null;
  const clean = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      '*': ['style'],
    },
    allowedStyles: {
      '*': { 'text-align': TEXT_ALIGN },
      img: { 'aspect-ratio': [/^\d{1,5} \/ \d{1,5}$/] },
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    // Script and style bodies are dropped with their tags; other unknown tags keep their text.
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'noscript',
      'iframe',
      'object',
      'svg',
      'math',
    ],
    transformTags: {
      // The site's pages give the title (h1) and the sections (h2); an editor's headings are
      // sub-sections of the block they appear in, whatever level was typed.
      ...Object.fromEntries(['h1', 'h2', 'h4', 'h5', 'h6'].map((tag) => [tag, 'h3'])),
      a: (tagName, attribs) => {
        const href = attribs.href ? rootRelative(attribs.href, hostBase) : undefined;
        // A link with no target left (none typed, or one of a refused scheme) would look like a
        // link and do nothing: it is plain text.
        if (!href || !isSafeHref(href)) return { tagName: 'span', attribs: {} };
        const external = /^https?:/i.test(href);
        return {
          tagName,
          attribs: {
            ...attribs,
            href,
            ...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {}),
          },
        };
      },
      img: (tagName, attribs) => {
        const resolved = attribs.src ? resolveImagePath(attribs.src, hostBase) : null;
        const src = resolved === shownBeside ? null : resolved;
        // A picture's only style is the box it declares: none an editor typed on it.
        const kept = { ...attribs };
        delete kept.style;
        return {
          tagName,
          attribs: {
            ...kept,
            src: src ? servedBySite(src, hostBase) : '',
            alt: attribs.alt ?? '',
            loading: 'lazy',
            ...declaredShape(attribs.width, attribs.height),
          },
        };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
  // Word leaves empty paragraphs and non-breaking spaces behind; a body of only those is empty.
  const text = clean.replace(/<[^>]*>|&nbsp;|\s/g, '');
  return text === '' && !/<img /.test(clean) ? null : clean.trim();
}

const SAFE_SCHEMES = /^(https?|mailto|tel):/i;

/** An address a link may keep: one of the allowed schemes, or one on this site (no scheme). */
function isSafeHref(href: string): boolean {
  const trimmed = href.trim();
  if (trimmed.startsWith('//')) return false;
  return SAFE_SCHEMES.test(trimmed) || !/^[^/?#]*:/.test(trimmed);
}

/** `~/page` means the content host's root, as with images. */
function rootRelative(href: string, hostBase: string): string {
  return href.trim().startsWith('~/') ? (resolveImagePath(href, hostBase) ?? href) : href;
}

/** Where a block ends, the words either side must not run together ("2:00 PMEvening OPD"). */
const BLOCK_EDGE =
  /<\/?(p|div|h[1-6]|ul|ol|li|tr|td|th|dt|dd|blockquote|pre)(\s[^>]*)?>|<br\s*\/?>/gi;
const ITEM_END = /<\/li\s*>/gi;
const LAST_ITEM_END = /<\/li\s*>\s*<\/(ul|ol)\s*>/gi;

/**
 * Plain text of an HTML field (for previews and alt text): tags dropped, entities decoded, blocks
 * kept apart by a space and list items by a semicolon.
 */
export function htmlToText(html: string | null | undefined): string | null {
  if (!html?.trim()) return null;
  const separated = html
    .replace(LAST_ITEM_END, ' ')
    .replace(ITEM_END, '; ')
    .replace(BLOCK_EDGE, ' ');
  const text = sanitizeHtml(separated, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style'],
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? null : text;
}
