/**
 * The content service's image rule (spec 000 §3): a path starts with `~/`, meaning the root of the
 * host that served the record, so the tilde is dropped and the rest appended to that host's base
 * address. When a record has no image, each kind has its own fallback.
 */

export type ImageKind =
  | 'department'
  | 'service'
  | 'doctor'
  | 'news'
  | 'about'
  | 'announcement'
  | 'job'
  | 'gallery'
  | 'medicine';

export interface Picture {
  url: string;
  alt: string;
  /** True when the record had no image and a stock picture stands in. */
  isFallback: boolean;
}

/** Stock pictures shipped with the site (public/images), by kind; departments have none. */
export const FALLBACK_IMAGES: Record<Exclude<ImageKind, 'department'>, string> = {
  service: '/images/default-service.svg',
  doctor: '/images/default-doctor.svg',
  news: '/images/news-placeholder.svg',
  about: '/images/news-placeholder.svg',
  announcement: '/images/default-image.svg',
  job: '/images/default-image.svg',
  gallery: '/images/default-image.svg',
  medicine: '/images/default-medicine.svg',
};

const ABSOLUTE = /^https?:\/\//i;

/** The absolute address of a wire image path, or null when the path is empty or unusable. */
export function resolveImagePath(path: string | null | undefined, hostBase: string): string | null {
  const trimmed = path?.trim().replace(/\\/g, '/');
  if (!trimmed) return null;
  if (ABSOLUTE.test(trimmed)) return trimmed;
  // `~/a.jpg`, `/a.jpg` and `a.jpg` all mean the host's root; `..` must not climb out of it.
  const relative = trimmed.replace(/^~?\/*/, '');
  if (!relative || relative.split('/').includes('..')) return null;
  try {
    // Editors type spaces into file names and sometimes encode them already: normalise both.
    const encoded = relative
      .split('/')
      .map((segment) => encodeURIComponent(decodeURIComponent(segment)))
      .join('/');
    return new URL(encoded, hostBase).toString();
  } catch {
    return null;
  }
}

/** The picture for a record: its own image, or the fallback of its kind (departments have none). */
export function pictureFor(
  kind: ImageKind,
  path: string | null | undefined,
  hostBase: string,
  alt: string,
): Picture | null {
  const url = resolveImagePath(path, hostBase);
  if (url) return { url, alt, isFallback: false };
  if (kind === 'department') return null;
  return { url: FALLBACK_IMAGES[kind], alt, isFallback: true };
}
