import { describe, expect, it } from 'vitest';
import { complaintReplyBy, COMPLAINT_REPLY_WORKING_DAYS } from '@/domain/complaintReply';

// 2026-11-23 is a Monday in Pakistan (UTC+5, no daylight saving).
const at = (local: string) => new Date(`${local}+05:00`);

describe('when the complaint cell answers a complaint (issue 54)', () => {
  it('is promised in two working days', () => {
    expect(COMPLAINT_REPLY_WORKING_DAYS).toBe(2);
  });

  it.each([
    ['sent early on Monday: Wednesday, the day sent not counted', '2026-11-23T00:10', '2026-11-25'],
    ['sent late on Monday: Wednesday', '2026-11-23T23:50', '2026-11-25'],
    ['sent on Thursday: Saturday, a working day', '2026-11-26T12:00', '2026-11-28'],
    ['sent on Friday: Monday, past the Sunday off', '2026-11-27T12:00', '2026-11-30'],
    ['sent on Saturday: Tuesday', '2026-11-28T12:00', '2026-12-01'],
    ['sent on the Sunday off: Tuesday', '2026-11-29T12:00', '2026-12-01'],
    [
      'by Pakistan’s calendar, whatever the zone: 23:30 UTC Sunday is Monday',
      '2026-11-30T04:30',
      '2026-12-02',
    ],
  ])('%s', (_, sent, expected) => {
    expect(complaintReplyBy(at(sent)).date).toBe(expected);
  });

  it('names the weekday of the promised day', () => {
    expect(complaintReplyBy(at('2026-11-27T12:00')).weekday).toBe(1);
  });
});
