import 'server-only';
import { z } from 'zod';
import { branchOfRecord } from '@/domain/branches';
import { hostFor } from './config';
import { readFeed } from './feeds';
import { htmlToText, sanitizeCmsHtml } from './html';
import { pictureFor, type Picture } from './images';
import { optionalText, recordId, reshapeEach, wireDate } from './wire';

/** A notice from the hospital (health camps, holidays, tenders...). */
export interface Announcement {
  id: string;
  title: string;
  branchName: string | null;
  category: string | null;
  detailsHtml: string | null;
  detailsText: string | null;
  eventDate: string | null;
  image: Picture;
}

const announcementWire = z.looseObject({
  announcemenT_ID: recordId,
  announcemenT_TITLE: optionalText,
  brancH_NAME: optionalText,
  announcemenT_CATEGORY: optionalText,
  details: optionalText,
  datE_OF_EVENT: wireDate,
  imagE_PATH: optionalText,
});

export function reshapeAnnouncements(raw: unknown, hostBase: string): Announcement[] {
  return reshapeEach(raw, announcementWire, (wire) => {
    if (!wire.announcemenT_TITLE) return null;
    return {
      id: wire.announcemenT_ID,
      title: wire.announcemenT_TITLE,
      branchName: branchOfRecord(wire.brancH_NAME).branchName,
      category: wire.announcemenT_CATEGORY,
      detailsHtml: sanitizeCmsHtml(wire.details, hostBase),
      detailsText: htmlToText(wire.details),
      eventDate: wire.datE_OF_EVENT,
      image: pictureFor('announcement', wire.imagE_PATH, hostBase, wire.announcemenT_TITLE)!,
    };
  });
}

export function listAnnouncements(): Promise<Announcement[]> {
  return readFeed(
    'announcements',
    hostFor('announcements'),
    'api/web/Announcements',
    reshapeAnnouncements,
  );
}
