import { describe, expect, it } from 'vitest';
import { announcementFacts } from '@/sandbox/data/announcements-feed';
import { eventFacts } from '@/sandbox/data/news-feed';
import { openPage, textOf, textsOf, theOne } from './html';
import { startedSite } from './site';

/**
 * News, events and announcements (spec 000, 001 §2) as the server renders them, read from their
 * HTML (moved from tests/e2e/news-notices.spec.ts, which keeps what only a browser shows). What
 * each test reads is rendered by server components, which no script changes.
 */

const site = startedSite();

describe('news and events', () => {
  it('an unknown event says so', async () => {
    const { document } = await openPage(site, `/event-details/${eventFacts.unknownDetailId}`);
    // The one heading of level 1: its one h1.
    expect(textsOf(document, 'h1')).toEqual(['Event not found.']);
  });
});

describe('announcements', () => {
  it('an announcement without a date says N/A', async () => {
    const { document } = await openPage(site, `/announcement/${announcementFacts.nullDateIds[0]}`);
    // The one dl of the main landmark (its one main).
    expect(textOf(theOne(theOne(document, 'main'), 'dl'))).toContain('Event DateN/A');
  });

  it('an unknown announcement says "Announcement not found."', async () => {
    const { document } = await openPage(site, '/announcement/999999');
    expect(textsOf(document, 'h1')).toEqual(['Announcement not found.']);
  });
});
