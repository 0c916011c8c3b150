/**
 * Real JPEG portraits for consultants, rendered from SVG with sharp, so the image pipeline
 * (next/image, caching, content sniffing) is exercised with genuine bytes rather than stubs.
 */

import sharp from 'sharp';

import { FEMALE_GIVEN_NAMES } from './data/people';

export const PORTRAIT_SIZE = 400;
const JPEG_QUALITY = 70;

const BACKGROUNDS = [
  '#2f6f8f',
  '#3d7a5c',
  '#7a4e8c',
  '#8c5a3c',
  '#36608c',
  '#5c6f2f',
  '#8c3c52',
  '#2f8c84',
  '#5a4e8c',
  '#6f6f6f',
] as const;

export interface PortraitSubject {
  id: number;
  name: string;
}

function givenNames(name: string): string[] {
  return name
    .replace(/^(Prof\.\s+)?Dr\.\s+/, '')
    .split(/\s+/)
    .filter(Boolean);
}

export function initialsOf(name: string): string {
  const parts = givenNames(name);
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

function looksFemale(name: string): boolean {
  const first = givenNames(name)[0] ?? '';
  return (FEMALE_GIVEN_NAMES as readonly string[]).includes(first);
}

function portraitSvg(subject: PortraitSubject): string {
  const background = BACKGROUNDS[subject.id % BACKGROUNDS.length] ?? BACKGROUNDS[0];
  const hair = looksFemale(subject.name)
    ? '<path d="M112 175 C110 35 290 35 288 175 L296 300 L104 300 Z" fill="#2b2118"/>'
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_SIZE}" height="${PORTRAIT_SIZE}" viewBox="0 0 400 400">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${background}"/>
      <stop offset="1" stop-color="#1b1f24"/>
    </linearGradient>
  </defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  ${hair}
  <path d="M60 400 C60 300 120 262 200 262 C280 262 340 300 340 400 Z" fill="#e9eef2"/>
  <path d="M170 262 L200 318 L230 262 Z" fill="#c9d3db"/>
  <rect x="178" y="222" width="44" height="48" rx="14" fill="#d9b99b"/>
  <ellipse cx="200" cy="165" rx="70" ry="82" fill="#e2c2a4"/>
  <text x="200" y="378" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="#36454f" text-anchor="middle">${initialsOf(subject.name)}</text>
</svg>`;
}

export async function renderPortraitJpeg(subject: PortraitSubject): Promise<Buffer> {
  return sharp(Buffer.from(portraitSvg(subject)))
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

/** Memoised per consultant: rendering costs ~20-50 ms and images are requested repeatedly. */
const portraitCache = new Map<number, Promise<Buffer>>();

export function consultantPortraitJpeg(subject: PortraitSubject): Promise<Buffer> {
  const cached = portraitCache.get(subject.id);
  if (cached) return cached;
  const rendering = renderPortraitJpeg(subject);
  portraitCache.set(subject.id, rendering);
  // A failed render must not be remembered, or one bad moment poisons the image for good.
  rendering.catch(() => portraitCache.delete(subject.id));
  return rendering;
}
