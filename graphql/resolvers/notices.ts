import { listAnnouncements } from '@/adapters/announcements';
import { listJobs } from '@/adapters/careers';
import { listGalleries, listGalleryImages } from '@/adapters/galleries';
import type { Resolvers } from '../__generated__/resolvers';
import { orEmpty } from './errors';
import { requireId } from './ids';
import { paginate } from './pagination';

/** Announcement previews are cut at 150 characters (spec 001 §9). */
export const ANNOUNCEMENT_PREVIEW_LENGTH = 150;

export function preview(text: string | null, length = ANNOUNCEMENT_PREVIEW_LENGTH): string | null {
  if (text === null) return null;
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** Announcement, career and gallery failures are only logged (spec 001 §4): lists stay empty. */
async function findById<T extends { id: string }>(
  read: () => Promise<T[]>,
  id: string,
  what: string,
) {
  const valid = requireId(id, what);
  return (await orEmpty([], read)).find((item) => item.id === valid) ?? null;
}

export const noticeResolvers: Resolvers = {
  Query: {
    announcements: async (_parent, page) => paginate(await orEmpty([], listAnnouncements), page),
    announcement: (_parent, { id }) => findById(listAnnouncements, id, 'Announcement'),
    jobs: async (_parent, page) => paginate(await orEmpty([], listJobs), page),
    job: (_parent, { id }) => findById(listJobs, id, 'Job'),
    galleries: async (_parent, page) => paginate(await orEmpty([], listGalleries), page),
    gallery: (_parent, { id }) => findById(listGalleries, id, 'Gallery'),
  },
  Announcement: {
    preview: (announcement) => preview(announcement.detailsText),
  },
  Gallery: {
    images: (gallery) => orEmpty([], () => listGalleryImages(gallery)),
  },
};
