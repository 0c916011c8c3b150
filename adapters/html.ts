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
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
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

/** Sanitised HTML, with `~/` links and images pointed at the host that served it; null when empty. */
export function sanitizeCmsHtml(html: string | null | undefined, hostBase: string): string | null {
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
    allowedStyles: { '*': { 'text-align': TEXT_ALIGN } },
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
      a: (tagName, attribs) => {
        const href = attribs.href ? rootRelative(attribs.href, hostBase) : undefined;
        const external = href !== undefined && /^https?:/i.test(href);
        return {
          tagName,
          attribs: {
            ...attribs,
            ...(href ? { href } : {}),
            ...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {}),
          },
        };
      },
      img: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          src: attribs.src ? (resolveImagePath(attribs.src, hostBase) ?? '') : '',
          alt: attribs.alt ?? '',
          loading: 'lazy',
        },
      }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
  // Word leaves empty paragraphs and non-breaking spaces behind; a body of only those is empty.
  const text = clean.replace(/<[^>]*>|&nbsp;|\s/g, '');
  return text === '' && !/<img /.test(clean) ? null : clean.trim();
}

/** `~/page` means the content host's root, as with images. */
function rootRelative(href: string, hostBase: string): string {
  return href.trim().startsWith('~/') ? (resolveImagePath(href, hostBase) ?? href) : href;
}

/** Plain text of an HTML field (for previews and alt text): tags dropped, entities decoded. */
export function htmlToText(html: string | null | undefined): string | null {
  if (!html?.trim()) return null;
  const text = sanitizeHtml(html, {
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
