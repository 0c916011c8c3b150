import { describe, expect, it } from 'vitest';
import { reshapeJobs } from '@/adapters/careers';
import { isClosed, jobOpenness, jobsByOpenness } from '@/domain/jobDeadlines';

/** Issue 54: whether a posting is open, and until when, from the deadlines the feed really sends. */

// 10:00 on 23 November 2026 in Pakistan.
const NOW = new Date('2026-11-23T10:00:00+05:00');

/** The careers feed's record with only the deadline varying, as the API reshapes it. */
const jobWith = (deadline: unknown) =>
  reshapeJobs(
    [{ joB_ID: 7, joB_TITLE: 'Staff Nurse', applicatioN_DEADLINE: deadline }],
    'http://cms',
  )[0]!;

describe('a posting’s openness', () => {
  it.each([
    ['no deadline (null)', null, { state: 'untilFilled' }],
    ['"N/A" typed in the deadline', 'N/A', { state: 'untilFilled' }],
    ['an empty deadline', '', { state: 'untilFilled' }],
    ['blanks', '   ', { state: 'untilFilled' }],
    ['30 February (no such day)', '2026-02-30T00:00:00', { state: 'untilFilled' }],
    ['month 13', '2026-13-01T00:00:00', { state: 'untilFilled' }],
    ['day/month/year', '31/12/2026', { state: 'untilFilled' }],
    ['a past deadline', '2024-07-22T00:00:00', { state: 'closed', on: '2024-07-22' }],
    ['yesterday', '2026-11-22T00:00:00', { state: 'closed', on: '2026-11-22' }],
    ['today (open to its end)', '2026-11-23T00:00:00', { state: 'open', until: '2026-11-23' }],
    ['next month', '2026-12-31T00:00:00', { state: 'open', until: '2026-12-31' }],
    ['a year from today', '2027-11-23T00:00:00', { state: 'open', until: '2027-11-23' }],
    // SQL Server's last day and such: a placeholder for "no deadline", not a date to print.
    ['a year and a day away', '2027-11-24T00:00:00', { state: 'untilFilled' }],
    ['the far future (9999-12-31)', '9999-12-31T00:00:00', { state: 'untilFilled' }],
  ])('%s, as the feed sends it', (_case, deadline, openness) => {
    expect(jobOpenness(jobWith(deadline).applicationDeadline, NOW)).toEqual(openness);
  });

  it('reads a deadline that reaches it unreshaped the same way, never throwing', () => {
    expect(jobOpenness('N/A', NOW)).toEqual({ state: 'untilFilled' });
    expect(jobOpenness('', NOW)).toEqual({ state: 'untilFilled' });
    expect(jobOpenness('2026-02-30', NOW)).toEqual({ state: 'untilFilled' });
    expect(jobOpenness('not a date', NOW)).toEqual({ state: 'untilFilled' });
    expect(jobOpenness('2026-11-23', NOW)).toEqual({ state: 'open', until: '2026-11-23' });
    // A moment with its zone falls on Pakistan's day: 20:00 UTC on the 21st is the 22nd there.
    expect(jobOpenness('2026-11-21T20:00:00Z', NOW)).toEqual({ state: 'closed', on: '2026-11-22' });
    expect(isClosed('N/A', NOW)).toBe(false);
  });

  it('closes at the end of the deadline day by Pakistan’s calendar, whatever the server’s zone', () => {
    const deadline = jobWith('2026-11-23T00:00:00').applicationDeadline;
    expect(jobOpenness(deadline, new Date('2026-11-23T18:59:00Z')).state).toBe('open');
    expect(jobOpenness(deadline, new Date('2026-11-23T19:00:00Z')).state).toBe('closed');
  });

  it('is the rule the list filters by: unreadable and placeholder deadlines stay open', () => {
    const jobs = [
      'N/A',
      '',
      '2024-07-22T00:00:00',
      '2026-11-23T00:00:00',
      '9999-12-31T00:00:00',
      '2026-02-30T00:00:00',
    ].map((deadline, index) => ({ ...jobWith(deadline), id: String(index) }));
    const ids = (open: boolean) => jobsByOpenness(jobs, open, NOW).map((job) => job.id);
    expect(ids(true)).toEqual(['0', '1', '3', '4', '5']);
    expect(ids(false)).toEqual(['2']);
  });
});
