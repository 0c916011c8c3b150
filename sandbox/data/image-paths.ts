/**
 * Image paths of the non-consultant feeds and what each one should show. Data modules list every
 * path they emit (imagE_PATH and inline src alike) so that each answers a real JPEG.
 */

/** banner: 800x500 card with the title; photo: 1200x800 picture-like gallery item. */
export type FeedImageKind = 'banner' | 'photo';

export interface FeedImage {
  /** As on the wire: "~/Images/Departments/cardiology-12.jpg". */
  path: string;
  kind: FeedImageKind;
  /** Drawn on banners; ignored on photos. */
  title: string;
}

export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function imagePath(folder: string, fileName: string): string {
  return `~/Images/${folder}/${fileName}`;
}

export function banner(path: string, title: string): FeedImage {
  return { path, kind: 'banner', title };
}
