import { describe, expect, it } from 'vitest';
import { careers } from '@/sandbox/data/careers-feed';
import { galleryFacts } from '@/sandbox/data/gallery-feed';
import { isClosed } from '@/domain/jobDeadlines';
import { nameOf, openPage, structuredDataOf, textsOf, theOne } from './html';
import { startedSite } from './site';

/**
 * Careers and the press gallery (spec 001 §2) as the server renders them, read from their HTML
 * (moved from tests/e2e/careers-gallery.spec.ts, which keeps what only a browser shows). What each
 * test reads is rendered by server components, which no script changes; a gallery's photo links
 * are the server's too, which the lightbox only wraps.
 */

const site = startedSite();

describe('careers', () => {
  it('a job past its deadline says applications are closed, and structured data gives the deadline', async () => {
    const job = careers.find((record) => isClosed(record.applicatioN_DEADLINE, new Date()))!;
    const { document } = await openPage(site, `/careers/${job.joB_ID}`);
    const deadline = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'long',
      timeZone: 'Asia/Karachi',
    }).format(new Date(`${job.applicatioN_DEADLINE!.slice(0, 19)}+05:00`));
    // The main landmark: its one main.
    const main = theOne(document, 'main');
    // Its one element of role status (a <p role="status">, or an <output>).
    expect(textsOf(main, '[role="status"], output')).toEqual([
      `Applications for this job closed on ${deadline}.`,
    ]);
    // Links (an <a> with an address) named Apply Now, as a name is matched: any case, part of it.
    const apply = [...main.querySelectorAll('a[href]')].filter((link) =>
      nameOf(link).toLowerCase().includes('apply now'),
    );
    expect(apply).toHaveLength(0);
    const [posting] = structuredDataOf(document);
    expect(posting).toMatchObject({ '@type': 'JobPosting', title: job.joB_TITLE });
    expect(posting!.validThrough).toBe(`${job.applicatioN_DEADLINE!.slice(0, 19)}+05:00`);
  });

  it('an unknown job says "Job not found"', async () => {
    const { document } = await openPage(site, '/careers/999999');
    // The one heading of level 1: its one h1.
    expect(textsOf(document, 'h1')).toEqual(['Job not found']);
  });
});

describe('a press gallery', () => {
  const gallery = galleryFacts.ids[1]!;

  it('without JavaScript each photo is a link to its full-size picture', async () => {
    // What a browser without JavaScript shows is the server's HTML itself. The first link of a
    // list item in main (role listitem, then link).
    const { document } = await openPage(site, `/pressdetails/${gallery}`);
    const href = theOne(document, 'main').querySelector('li a[href]')?.getAttribute('href');
    expect(href).toMatch(/^\/_next\/image\?url=.+&w=1920/);
    const picture = await fetch(`${site.origin}${href!}`);
    await picture.body?.cancel();
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
  });

  it('an unknown gallery says so', async () => {
    const { document } = await openPage(site, `/pressdetails/${galleryFacts.unknownIdInRange}`);
    expect(textsOf(document, 'h1')).toEqual(['Gallery not found.']);
  });
});
