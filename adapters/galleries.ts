import 'server-only';
import { z } from 'zod';
import { hostFor } from './config';
import { readFeed, readRecord } from './feeds';
import { pictureFor, type Picture } from './images';
import { optionalText, recordId, reshapeEach } from './wire';

/** A press or event photo gallery. */
export interface Gallery {
  id: string;
  name: string | null;
  description: string | null;
  cover: Picture;
}

export interface GalleryImage {
  id: string;
  image: Picture;
}

const galleryWire = z.looseObject({
  pgM_ID: recordId,
  gallerY_NAME: optionalText,
  description: optionalText,
  imagE_PATH: optionalText,
});

const galleryItemWire = z.looseObject({ pgmiteM_ID: recordId, imagE_PATH: optionalText });

export function reshapeGalleries(raw: unknown, hostBase: string): Gallery[] {
  return reshapeEach(raw, galleryWire, (wire) => ({
    id: wire.pgM_ID,
    name: wire.gallerY_NAME,
    description: wire.description,
    cover: pictureFor('gallery', wire.imagE_PATH, hostBase, wire.gallerY_NAME ?? 'Gallery')!,
  }));
}

/** Gallery photos; one without a picture of its own says nothing, so it is left out. */
export function reshapeGalleryImages(raw: unknown, hostBase: string, alt: string): GalleryImage[] {
  return reshapeEach(raw, galleryItemWire, (wire) => {
    const image = pictureFor('gallery', wire.imagE_PATH, hostBase, alt);
    return image && !image.isFallback ? { id: wire.pgmiteM_ID, image } : null;
  });
}

export function listGalleries(): Promise<Gallery[]> {
  return readFeed('gallery', hostFor('gallery'), 'api/web/gallery', reshapeGalleries);
}

export async function listGalleryImages(
  gallery: Pick<Gallery, 'id' | 'name'>,
): Promise<GalleryImage[]> {
  const path = `api/web/GalleryItems?id=${encodeURIComponent(gallery.id)}`;
  const images = await readRecord(hostFor('gallery'), path, (raw, base) =>
    reshapeGalleryImages(raw, base, gallery.name ?? 'Gallery photo'),
  );
  return images ?? [];
}
