/**
 * The press gallery (/api/web/gallery) and its pictures (/api/web/GalleryItems?id=). One gallery
 * has no name and another no description, so the site's defaults ("Gallery", "No description
 * available.") are exercised.
 */

import { childLists, feedImage, firstGap, generateFeed, slugOf, table } from './feed-generator';
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

/** name | description; "-" is a value the CMS left empty (null on the wire). */
const GALLERIES = table(`
World Heart Day 2024 | Free cardiac screening and awareness walk at Farooq Hospital Allama Iqbal Town.
Free Eye Camp, Akhtar Saeed Trust Hospital | More than 400 patients examined and 60 registered for free cataract surgery.
Inauguration of 1.5 Tesla MRI, DHA | The new MRI suite was inaugurated by the Chairman of the group.
Nursing Graduation Ceremony 2023 | Graduates of the School of Nursing received their degrees and took the pledge.
Independence Day Celebrations | -
Blood Donation Drive | Students and staff donated blood for thalassaemia children.
Pink October Awareness Walk | Doctors, nurses and survivors walked for early detection of breast cancer.
- | Pictures from the annual sports gala of the group.
Ramadan Iftar with Staff | The management hosted an iftar dinner for the staff of all Lahore branches.
Press Conference: Kidney Transplant Programme | Doctors Hospital announced its 500th kidney transplant.
Dengue Awareness Walk, Islamabad | Awareness walk and larvicide demonstration at Bahria Golf City.
Health Camp in Flood-Affected Areas | Free medical camp and food hampers for flood-affected families in South Punjab.
`).map((cells) => cells.map((cell) => (cell === '-' ? null : cell)));

const itemsByGallery = childLists<GalleryItemRecord>(301);

const feed = generateFeed<(string | null)[], GalleryRecord>({
  seed: 0x9a11_2024,
  rows: GALLERIES.map((slot) => ({ branch: null, slot })),
  firstId: 3,
  idOf: (record) => record.pgM_ID,
  build: ({ id, slot: [name = null, description = null], random }) => {
    // Phone uploads keep their camera names, so item paths say nothing about the gallery.
    const day = sqlDate(randomDay(random, utcDay(2023, 1, 1), utcDay(2025, 6, 30)))
      .slice(0, 10)
      .replace(/-/g, '');
    itemsByGallery.add(id, random.int(4, 12), (itemId, position) => ({
      pgmiteM_ID: itemId,
      imagE_PATH: feedImage(
        'photo',
        'GalleryItems',
        `IMG_${day}_${String(itemId).padStart(5, '0')}.jpg`,
        `${name ?? 'Gallery'} ${position + 1}`,
      ),
    }));
    return {
      pgM_ID: id,
      gallerY_NAME: name,
      description,
      imagE_PATH: feedImage(
        'banner',
        'Gallery',
        `${slugOf(name ?? 'Gallery')}-${id}.jpg`,
        name ?? 'Gallery',
      ),
    };
  },
});

export const galleries: readonly GalleryRecord[] = feed.records;

/** The GalleryItems answer for a gallery; [] for an unknown id, like the real feed. */
export const galleryItemsOf = itemsByGallery.of;

const itemCountById = itemsByGallery.countById();

/** Stable facts about the data, derived from it, for tests and docs. */
export const galleryFacts = {
  total: galleries.length,
  ids: feed.facts.ids,
  itemCountById,
  totalItems: Object.values(itemCountById).reduce((sum, count) => sum + count, 0),
  nullNameId: galleries.find((record) => record.gallerY_NAME === null)?.pgM_ID as number,
  nullDescriptionId: galleries.find((record) => record.description === null)?.pgM_ID as number,
  unknownIdInRange: firstGap(feed.facts.ids),
} as const;

export type GalleryFacts = typeof galleryFacts;
