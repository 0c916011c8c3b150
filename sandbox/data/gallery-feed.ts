/**
 * The press gallery (/api/web/gallery) and its pictures (/api/web/GalleryItems?id=). One gallery
 * has no name and another no description, so the site's defaults ("Gallery", "No description
 * available.") are exercised.
 */

import { frozen, firstGap } from './feed-facts';
import { banner, imagePath, slugOf, type FeedImage } from './image-paths';
import { createRandom } from './random';
import { randomDay, sqlDate, utcDay } from './sql-dates';

export interface GalleryRecord {
  pgM_ID: number;
  gallerY_NAME: string | null;
  description: string | null;
  imagE_PATH: string;
}

export interface GalleryItemRecord {
  pgmiteM_ID: number;
  imagE_PATH: string;
}

const SEED = 0x9a11_2024;
const FIRST_ITEM_ID = 301;

const GALLERIES: ReadonlyArray<{ name: string | null; description: string | null }> = [
  {
    name: 'World Heart Day 2024',
    description: 'Free cardiac screening and awareness walk at Farooq Hospital Allama Iqbal Town.',
  },
  {
    name: 'Free Eye Camp, Akhtar Saeed Trust Hospital',
    description: 'More than 400 patients examined and 60 registered for free cataract surgery.',
  },
  {
    name: 'Inauguration of 1.5 Tesla MRI, DHA',
    description: 'The new MRI suite was inaugurated by the Chairman of the group.',
  },
  {
    name: 'Nursing Graduation Ceremony 2023',
    description: 'Graduates of the School of Nursing received their degrees and took the pledge.',
  },
  {
    name: 'Independence Day Celebrations',
    description: null,
  },
  {
    name: 'Blood Donation Drive',
    description: 'Students and staff donated blood for thalassaemia children.',
  },
  {
    name: 'Pink October Awareness Walk',
    description: 'Doctors, nurses and survivors walked for early detection of breast cancer.',
  },
  {
    name: null,
    description: 'Pictures from the annual sports gala of the group.',
  },
  {
    name: 'Ramadan Iftar with Staff',
    description: 'The management hosted an iftar dinner for the staff of all Lahore branches.',
  },
  {
    name: 'Press Conference: Kidney Transplant Programme',
    description: 'Doctors Hospital announced its 500th kidney transplant.',
  },
  {
    name: 'Dengue Awareness Walk, Islamabad',
    description: 'Awareness walk and larvicide demonstration at Bahria Golf City.',
  },
  {
    name: 'Health Camp in Flood-Affected Areas',
    description: 'Free medical camp and food hampers for flood-affected families in South Punjab.',
  },
];

interface GalleryFeed {
  galleries: readonly GalleryRecord[];
  itemsByGallery: ReadonlyMap<number, readonly GalleryItemRecord[]>;
  images: readonly FeedImage[];
}

function generateGalleries(): GalleryFeed {
  const random = createRandom(SEED);
  const images: FeedImage[] = [];
  const itemsByGallery = new Map<number, readonly GalleryItemRecord[]>();
  let id = random.int(1, 4);
  let itemId = FIRST_ITEM_ID;

  const galleries = GALLERIES.map((gallery, index): GalleryRecord => {
    if (index > 0) id += random.int(1, 4);
    const title = gallery.name ?? 'Gallery';
    const cover = imagePath('Gallery', `${slugOf(title)}-${id}.jpg`);
    images.push(banner(cover, title));
    // Phone uploads keep their camera names, so item paths say nothing about the gallery.
    const day = sqlDate(randomDay(random, utcDay(2023, 1, 1), utcDay(2025, 6, 30)))
      .slice(0, 10)
      .replace(/-/g, '');
    const items = Array.from({ length: random.int(4, 12) }, (_, position): GalleryItemRecord => {
      const path = imagePath('GalleryItems', `IMG_${day}_${String(itemId).padStart(5, '0')}.jpg`);
      images.push({ path, kind: 'photo', title: `${title} ${position + 1}` });
      return { pgmiteM_ID: itemId++, imagE_PATH: path };
    });
    itemsByGallery.set(id, frozen(items));
    return {
      pgM_ID: id,
      gallerY_NAME: gallery.name,
      description: gallery.description,
      imagE_PATH: cover,
    };
  });
  return { galleries: frozen(galleries), itemsByGallery, images };
}

const feed = generateGalleries();

export const galleries: readonly GalleryRecord[] = feed.galleries;

export const galleryImages: readonly FeedImage[] = feed.images;

/** The GalleryItems answer for a gallery; [] for an unknown id, like the real feed. */
export function galleryItemsOf(galleryId: number): readonly GalleryItemRecord[] {
  return feed.itemsByGallery.get(galleryId) ?? [];
}

const galleryIds = galleries.map((record) => record.pgM_ID);

/** Stable facts about the data, derived from it, for tests and docs. */
export const galleryFacts = {
  total: galleries.length,
  ids: galleryIds,
  itemCountById: Object.fromEntries(
    [...feed.itemsByGallery].map(([id, items]) => [id, items.length]),
  ) as Readonly<Record<number, number>>,
  totalItems: [...feed.itemsByGallery.values()].reduce((sum, items) => sum + items.length, 0),
  nullNameId: galleries.find((record) => record.gallerY_NAME === null)?.pgM_ID as number,
  nullDescriptionId: galleries.find((record) => record.description === null)?.pgM_ID as number,
  unknownIdInRange: firstGap(galleryIds),
} as const;

export type GalleryFacts = typeof galleryFacts;
