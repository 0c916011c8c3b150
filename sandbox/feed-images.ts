/**
 * Real JPEGs for the non-consultant feeds: titled banners (departments, services, news, notices,
 * jobs, gallery covers) and picture-like gallery photos. SVGs are kept small so that sharp renders
 * each in tens of milliseconds; results are memoised per path.
 */

import sharp from 'sharp';

import type { FeedImage } from './data/image-paths';

export const BANNER_SIZE = { width: 800, height: 500 } as const;
export const PHOTO_SIZE = { width: 1200, height: 800 } as const;
const JPEG_QUALITY = 70;
const TITLE_LINE_CHARS = 24;
const TITLE_MAX_LINES = 3;

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

/** FNV-1a: a stable number from the path, so an image looks the same on every run. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function titleLines(title: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > TITLE_LINE_CHARS) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= TITLE_MAX_LINES) return lines;
  return [...lines.slice(0, TITLE_MAX_LINES - 1), `${lines[TITLE_MAX_LINES - 1] ?? ''}…`];
}

function bannerSvg(image: FeedImage, hash: number): string {
  const [dark, light] = PALETTES[hash % PALETTES.length] ?? PALETTES[0];
  const { width, height } = BANNER_SIZE;
  const lines = titleLines(image.title)
    .map(
      (line, index) =>
        `<text x="60" y="${300 + index * 52}" font-size="44" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  // A medical cross, so banners read as hospital material at a glance.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${620 + (hash % 90)}" cy="${120 + (hash % 60)}" r="150" fill="#ffffff" fill-opacity="0.12"/>
<path d="M80 80h40v40h40v40h-40v40h-40v-40h-40v-40h40z" fill="#ffffff" fill-opacity="0.85"/>
<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#ffffff">${lines}</g>
</svg>`;
}

function photoSvg(hash: number): string {
  const [dark, light] = PALETTES[hash % PALETTES.length] ?? PALETTES[0];
  const { width, height } = PHOTO_SIZE;
  const figures = Array.from({ length: 5 }, (_, index) => {
    const seed = (hash >>> (index * 3)) & 0xff;
    const x = (seed * 5 + index * 240) % width;
    const y = 440 + (seed % 160);
    const fill = index % 2 ? light : '#f5e6d3';
    return `<ellipse cx="${x}" cy="${y}" rx="${80 + (seed % 50)}" ry="${150 + (seed % 60)}" fill="${fill}" fill-opacity="0.75"/><circle cx="${x}" cy="${y - 200 - (seed % 40)}" r="48" fill="#d9b99b"/>`;
  }).join('');
  // Sky, floor and a few figure-like shapes: enough to look like an event photo at thumbnail size.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<rect y="${height - 220}" width="${width}" height="220" fill="#3e2f25" fill-opacity="0.6"/>
<rect x="${200 + (hash % 400)}" y="80" width="420" height="120" rx="10" fill="#ffffff" fill-opacity="0.8"/>
${figures}
</svg>`;
}

export async function renderFeedImageJpeg(image: FeedImage): Promise<Buffer> {
  const hash = hashOf(image.path.toLowerCase());
  const svg = image.kind === 'photo' ? photoSvg(hash) : bannerSvg(image, hash);
  return sharp(Buffer.from(svg)).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}

const feedImageCache = new Map<string, Promise<Buffer>>();

/** Memoised per path: the site and its image optimiser ask for the same files again and again. */
export function feedImageJpeg(image: FeedImage): Promise<Buffer> {
  const key = image.path.toLowerCase();
  const cached = feedImageCache.get(key);
  if (cached) return cached;
  const rendering = renderFeedImageJpeg(image);
  feedImageCache.set(key, rendering);
  // A failed render must not be remembered, or one bad moment poisons the image for good.
  rendering.catch(() => feedImageCache.delete(key));
  return rendering;
}
