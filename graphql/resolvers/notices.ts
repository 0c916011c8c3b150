import { listAnnouncements } from '@/adapters/announcements';
import { newestFirst } from '@/domain/newestFirst';
import { listJobs } from '@/adapters/careers';
import { jobsByOpenness } from '@/domain/jobDeadlines';
import { listGalleries, listGalleryImages } from '@/adapters/galleries';
import type { Resolvers } from '../__generated__/resolvers';
import { requireId } from './ids';
import { connectionOrEmpty, fromUpstream, orEmpty } from './upstream';

/** Announcement previews are cut at 150 characters (spec 001 §9). */
export const ANNOUNCEMENT_PREVIEW_LENGTH = 150;

export function preview(text: string | null, length = ANNOUNCEMENT_PREVIEW_LENGTH): string | null {
  if (text === null) return null;
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/**
 * One item of a whole feed: null when the feed does not list it; when the feed is unavailable, an
 * error with `message`, so a page never says "not found" during an outage. The specification
 * gives these screens no message (their failures were only logged); ours name what failed.
 */
async function findById<T extends { id: string }>(
  read: () => Promise<T[]>,
  id: string,
  what: string,
  message: string,
) {
  const valid = requireId(id, what);
  return (await fromUpstream(message, read)).find((item) => item.id === valid) ?? null;
}

export const noticeResolvers: Resolvers = {
  Query: {
    announcements: (_parent, page, context) =>
      connectionOrEmpty(
        context,
        async () => newestFirst(await listAnnouncements(), (item) => item.eventDate),
        page,
      ),
    announcement: (_parent, { id }, context) =>
      findById(listAnnouncements, id, 'Announcement', context.messages.upstream.announcement),
    // Filtered before paging, so a page of open jobs is a full page.
    jobs: (_parent, { open, ...page }, context) =>
      connectionOrEmpty(
        context,
        async () => jobsByOpenness(await listJobs(), open, new Date()),
        page,
      ),
    job: (_parent, { id }, context) => findById(listJobs, id, 'Job', context.messages.upstream.job),
    galleries: (_parent, page, context) => connectionOrEmpty(context, listGalleries, page),
    gallery: (_parent, { id }, context) =>
      findById(listGalleries, id, 'Gallery', context.messages.upstream.gallery),
  },
  Announcement: {
    preview: (announcement) => preview(announcement.detailsText),
  },
  Gallery: {
    images: (gallery, _args, context) => orEmpty(context, [], () => listGalleryImages(gallery)),
  },
};
