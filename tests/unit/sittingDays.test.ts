import { describe, expect, it } from 'vitest';
import { daysToNextSitting, describeDays, sittingDays, sitsToday } from '@/domain/sittingDays';

// 2026-11-24 is a Tuesday in Pakistan; 20:30 UTC on the 23rd is already 01:30 on the 24th there.
const TUESDAY = new Date('2026-11-24T10:00:00+05:00');
const LATE_MONDAY_UTC = new Date('2026-11-23T20:30:00Z');

describe('the sitting days of a timing typed as free text', () => {
  it.each([
    ['Mon - Fri: 9:00 AM - 11:00 AM', [1, 2, 3, 4, 5]],
    ['Mon - Sat 10:00 AM to 1:00 PM', [1, 2, 3, 4, 5, 6]],
    ['Mon, Wed, Fri 5:00 PM - 8:00 PM', [1, 3, 5]],
    ['Tue & Thu: 2:00 PM - 4:00 PM', [2, 4]],
    ['Mon to Thu 6:00 PM to 9:00 PM', [1, 2, 3, 4]],
    ['Saturday: 11:00 AM - 2:00 PM', [6]],
    ['Daily 7:00 PM - 10:00 PM', [0, 1, 2, 3, 4, 5, 6]],
    ['Mon - Fri 9:00 AM - 11:00 AM, Saturday 10:00 AM - 12:00 PM', [1, 2, 3, 4, 5, 6]],
    ['Tues and Thurs, evenings', [2, 4]],
    ['MONDAY – WEDNESDAY', [1, 2, 3]],
    ['Sat - Mon', [0, 1, 6]],
  ])('%s', (timing, days) => {
    expect(sittingDays(timing)).toEqual(days);
  });

  it.each([['On Call'], ['By Appointment'], ['9:00 AM - 5:00 PM'], [''], [null]])(
    'reads nothing from %s, which then restricts nothing',
    (timing) => {
      expect(sittingDays(timing)).toBeNull();
      expect(sitsToday(timing, TUESDAY)).toBe(false);
      expect(daysToNextSitting(timing, TUESDAY)).toBeNull();
    },
  );
});

describe('today and the next sitting, in Pakistan', () => {
  it('knows a Tuesday consultant sits today, and a Monday one next sits in six days', () => {
    expect(sitsToday('Tue & Thu 5:00 PM', TUESDAY)).toBe(true);
    expect(daysToNextSitting('Tue & Thu 5:00 PM', TUESDAY)).toBe(0);
    expect(sitsToday('Mon 5:00 PM', TUESDAY)).toBe(false);
    expect(daysToNextSitting('Mon 5:00 PM', TUESDAY)).toBe(6);
    expect(daysToNextSitting('Mon, Wed, Fri', TUESDAY)).toBe(1);
  });

  it("counts the day by Pakistan's clock, not the server's", () => {
    expect(sitsToday('Tuesday', LATE_MONDAY_UTC)).toBe(true);
    expect(sitsToday('Monday', LATE_MONDAY_UTC)).toBe(false);
  });
});

describe('the days in words', () => {
  it.each([
    [[1, 2, 3, 4, 5], 'Monday to Friday'],
    [[2, 4], 'Tuesday and Thursday'],
    [[1, 3, 5], 'Monday, Wednesday and Friday'],
    [[6], 'Saturday'],
    [[0, 1, 2, 3, 4, 5, 6], 'Every day'],
  ] as const)('%j is "%s"', (days, words) => {
    expect(describeDays(days)).toBe(words);
  });
});
