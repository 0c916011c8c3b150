/**
 * Every image path any feed emits, mapped to the JPEG that answers it. IIS serves static files
 * case-insensitively, so lookups ignore case.
 */

import { aboutImages } from './data/about-feed';
import { announcementImages } from './data/announcements-feed';
import { careerImages } from './data/careers-feed';
import { consultantIdOf, consultants } from './data/consultants';
import { departmentImages } from './data/departments-feed';
import { galleryImages } from './data/gallery-feed';
import type { FeedImage } from './data/image-paths';
import { newsEventImages } from './data/news-feed';
import { serviceImages } from './data/services-feed';
import { feedImageJpeg } from './feed-images';
import { consultantPortraitJpeg } from './images';

/** The site path of a wire image path: tilde dropped, lower-cased ("/images/news/a.jpg"). */
export function siteImageKey(path: string): string {
  return path.replace(/^~/, '').toLowerCase();
}

const renderers = new Map<string, () => Promise<Buffer>>();

for (const record of consultants) {
  if (!record.imagE_PATH) continue;
  const subject = { id: consultantIdOf(record), name: record.consultanT_NAME };
  renderers.set(siteImageKey(record.imagE_PATH), () => consultantPortraitJpeg(subject));
}

const feedImages: readonly (readonly FeedImage[])[] = [
  departmentImages,
  serviceImages,
  newsEventImages,
  aboutImages,
  announcementImages,
  careerImages,
  galleryImages,
];
for (const image of feedImages.flat()) {
  const key = siteImageKey(image.path);
  if (renderers.has(key)) throw new Error(`Two sandbox images share the path ${image.path}`);
  renderers.set(key, () => feedImageJpeg(image));
}

/** The JPEG for a decoded site path such as "/Images/Departments/cardiology-12.jpg", if any. */
export function imageJpegFor(sitePath: string): Promise<Buffer> | undefined {
  return renderers.get(sitePath.toLowerCase())?.();
}
