import { describe, expect, it } from 'vitest';
import { applicationMailto } from '@/components/careers/application';
import { isClosed, jobsByOpenness } from '@/domain/jobDeadlines';
import { CAROUSEL_LAYOUTS, layoutBreakpoints, layoutCss } from '@/components/carousel/layouts';
import { pakistanDate, pakistanDateTime } from '@/components/ui/pakistanTime';
import { GROUP } from '@/content/group';

describe('a carousel layout', () => {
  it('shows 4, 3 from 1024 px down, 2 from 768 (departments) or 600 (doctors), 1 from 480', () => {
    const shownAt = (layout: keyof typeof CAROUSEL_LAYOUTS, width: number) =>
      CAROUSEL_LAYOUTS[layout].filter(([from]) => width >= from).at(-1)![1];
    expect(
      [1280, 1025, 1024, 769, 768, 601, 600, 481, 480, 320].map((width) =>
        shownAt('departments', width),
      ),
    ).toEqual([4, 4, 3, 3, 2, 2, 2, 2, 1, 1]);
    expect(
      [1280, 1025, 1024, 769, 768, 601, 600, 481, 480, 320].map((width) =>
        shownAt('doctors', width),
      ),
    ).toEqual([4, 4, 3, 3, 3, 3, 2, 2, 1, 1]);
  });

  it('is the same table for the CSS before the carousel starts and for Swiper after', () => {
    expect(layoutCss('doctors')).toBe(
      '.carousel-doctors{--per-view:1}@media (min-width:481px){.carousel-doctors{--per-view:2}}@media (min-width:601px){.carousel-doctors{--per-view:3}}@media (min-width:1025px){.carousel-doctors{--per-view:4}}',
    );
    expect(layoutBreakpoints('doctors')).toEqual({
      0: { slidesPerView: 1 },
      481: { slidesPerView: 2 },
      601: { slidesPerView: 3 },
      1025: { slidesPerView: 4 },
    });
  });
});

describe('Apply Now', () => {
  it('writes to the careers mailbox with the job title URL-encoded in subject and body', () => {
    const href = applicationMailto('Nurse (ICU) & Ward #2');
    expect(href.startsWith(`mailto:${GROUP.careersEmail}?`)).toBe(true);
    expect(href).toContain(
      `subject=${encodeURIComponent('Application for Nurse (ICU) & Ward #2')}`,
    );
    const query = new URLSearchParams(href.split('?')[1]);
    expect(query.get('subject')).toBe('Application for Nurse (ICU) & Ward #2');
    expect(query.get('body')).toContain('the position of Nurse (ICU) & Ward #2');
  });

  it('is offered until the end of the deadline day, in Pakistan time', () => {
    const deadline = '2026-11-23T00:00:00+05:00';
    expect(isClosed(deadline, new Date('2026-11-23T23:59:00+05:00'))).toBe(false);
    expect(isClosed(deadline, new Date('2026-11-24T00:00:00+05:00'))).toBe(true);
    expect(isClosed(null, new Date('2030-01-01T00:00:00Z'))).toBe(false);
    // By Pakistan's calendar, whatever the server's zone: 19:30 UTC on the 23rd is the 24th there.
    expect(isClosed(deadline, new Date('2026-11-23T18:59:00Z'))).toBe(false);
    expect(isClosed(deadline, new Date('2026-11-23T19:00:00Z'))).toBe(true);
  });

  it('lists the open jobs, or the closed ones, or all, in the order given (issue 40)', () => {
    const jobs = [
      { id: 'a', applicationDeadline: '2023-03-01T00:00:00+05:00' },
      { id: 'b', applicationDeadline: null },
      { id: 'c', applicationDeadline: '2026-11-23T00:00:00+05:00' },
      { id: 'd', applicationDeadline: '2026-11-22T00:00:00+05:00' },
    ];
    const now = new Date('2026-11-23T10:00:00+05:00');
    const ids = (open: boolean | null) => jobsByOpenness(jobs, open, now).map((job) => job.id);
    expect(ids(true)).toEqual(['b', 'c']);
    expect(ids(false)).toEqual(['a', 'd']);
    expect(ids(null)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('dates in Pakistan time', () => {
  it('read the same whatever the zone of the server', () => {
    // 20:30 UTC on the 17th is 01:30 on the 18th in Pakistan.
    expect(pakistanDate('2026-03-17T20:30:00Z')).toBe('18 March 2026');
    expect(pakistanDateTime('2026-03-17T20:30:00Z')).toBe('18 March 2026 at 1:30 am');
  });

  it('write noon and midnight as 12, never 0', () => {
    expect(pakistanDateTime('2026-03-18T12:30:00+05:00')).toBe('18 March 2026 at 12:30 pm');
    expect(pakistanDateTime('2026-03-18T00:05:00+05:00')).toBe('18 March 2026 at 12:05 am');
  });

  it('are nothing without a date', () => {
    expect(pakistanDate(null)).toBeNull();
    expect(pakistanDateTime(null)).toBeNull();
  });
});
