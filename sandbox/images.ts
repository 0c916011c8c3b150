/**
 * Real JPEGs for every image path the feeds emit: consultant portraits, titled banners and
 * picture-like photos, drawn as small SVGs and rendered with sharp, so that the image pipeline
 * (next/image, caching, content sniffing) meets genuine bytes rather than stubs. The paths come
 * from the registry the feed modules fill as they generate their rows.
 */

import sharp from 'sharp';

import { escapeHtml } from './data/cms-html';
import { FEMALE_GIVEN_NAMES } from './data/consultants';
import { findFeedImage, type FeedImage } from './data/feed-generator';

const PALETTES = [
  ['#0f4c75', '#3282b8'],
  ['#1b5e20', '#66bb6a'],
  ['#4a148c', '#9c27b0'],
  ['#b71c1c', '#ef5350'],
  ['#004d40', '#26a69a'],
  ['#e65100', '#ffb74d'],
  ['#263238', '#607d8b'],
  ['#1a237e', '#5c6bc0'],
] as const;
type Palette = (typeof PALETTES)[number];
const FONT = 'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700"';

/** FNV-1a: a stable number from the path, so an image looks the same on every run. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** A picture on a gradient from `from` (top or top left) to `to`. */
function svg(
  width: number,
  height: number,
  [from, to, x2 = '0']: readonly string[],
  body: string,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${body}</svg>`;
}

/** 400x400: a head and shoulders with the initials; long hair where the given name is female. */
function portrait(name: string, [dark]: Palette): string {
  const names = name.replace(/^(Prof\.\s+)?Dr\.\s+/, '').split(/\s+/);
  const initials = `${names[0]?.[0] ?? '?'}${names.length > 1 ? (names.at(-1)?.[0] ?? '') : ''}`;
  const hair = FEMALE_GIVEN_NAMES.includes(names[0] ?? '')
    ? '<path d="M112 175 C110 35 290 35 288 175 L296 300 L104 300 Z" fill="#2b2118"/>'
    : '';
  return svg(
    400,
    400,
    [dark, '#1b1f24'],
    `${hair}<path d="M60 400 C60 300 120 262 200 262 C280 262 340 300 340 400 Z" fill="#e9eef2"/>
<rect x="178" y="222" width="44" height="48" rx="14" fill="#d9b99b"/><ellipse cx="200" cy="165" rx="70" ry="82" fill="#e2c2a4"/>
<text x="200" y="378" ${FONT} font-size="44" fill="#36454f" text-anchor="middle">${initials.toUpperCase()}</text>`,
  );
}

/** 800x500: a gradient card with a medical cross and the title on up to three lines. */
function banner(title: string, [dark, light]: Palette, hash: number): string {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 24)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > 3) lines.splice(2, Infinity, `${lines[2]}…`);
  const text = lines
    .map(
      (line, index) =>
        `<text x="60" y="${300 + index * 52}" font-size="44">${escapeHtml(line)}</text>`,
    )
    .join('');
  return svg(
    800,
    500,
    [dark, light, '1'],
    `<circle cx="${620 + (hash % 90)}" cy="${120 + (hash % 60)}" r="150" fill="#fff" fill-opacity="0.12"/>
<path d="M80 80h40v40h40v40h-40v40h-40v-40h-40v-40h40z" fill="#fff" fill-opacity="0.85"/>
<g ${FONT} fill="#fff">${text}</g>`,
  );
}

/** 1200x800: sky, floor, a banner and a few figure-like shapes, enough to pass for an event photo. */
function photo([dark, light]: Palette, hash: number): string {
  const figures = Array.from({ length: 5 }, (_, index) => {
    const seed = (hash >>> (index * 3)) & 0xff;
    const x = (seed * 5 + index * 240) % 1200;
    const y = 440 + (seed % 160);
    return `<ellipse cx="${x}" cy="${y}" rx="${80 + (seed % 50)}" ry="${150 + (seed % 60)}" fill="${index % 2 ? light : '#f5e6d3'}" fill-opacity="0.75"/><circle cx="${x}" cy="${y - 200 - (seed % 40)}" r="48" fill="#d9b99b"/>`;
  }).join('');
  return svg(
    1200,
    800,
    [light, dark],
    `<rect y="580" width="1200" height="220" fill="#3e2f25" fill-opacity="0.6"/>
<rect x="${200 + (hash % 400)}" y="80" width="420" height="120" rx="10" fill="#fff" fill-opacity="0.8"/>${figures}`,
  );
}

function svgFor(image: FeedImage): string {
  const hash = hashOf(image.path.toLowerCase());
  const palette = PALETTES[hash % PALETTES.length] ?? PALETTES[0];
  if (image.kind === 'portrait') return portrait(image.title, palette);
  return image.kind === 'photo' ? photo(palette, hash) : banner(image.title, palette, hash);
}

/** Memoised per path: the site and its image optimiser ask for the same files again and again. */
const renderings = new Map<string, Promise<Buffer>>();

/** The JPEG for a decoded site path such as "/Images/Departments/cardiology-12.jpg", if any. */
export function imageJpegFor(sitePath: string): Promise<Buffer> | undefined {
  const image = findFeedImage(sitePath);
  if (!image) return undefined;
  const key = image.path.toLowerCase();
  let rendering = renderings.get(key);
  if (!rendering) {
    rendering = sharp(Buffer.from(svgFor(image)))
      .jpeg({ quality: 70 })
      .toBuffer();
    renderings.set(key, rendering);
    // A failed render must not be remembered, or one bad moment poisons the image for good.
    rendering.catch(() => renderings.delete(key));
  }
  return rendering;
}
