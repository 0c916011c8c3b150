import { describe, expect, it } from 'vitest';
import {
  daysToNextSitting,
  describeDays,
  sittingDays,
  sittingMismatch,
  sitsToday,
} from '@/domain/sittingDays';

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

/** A time on Tuesday 24 November 2026 in Pakistan. */
const tuesdayAt = (time: string) => new Date(`2026-11-24T${time}:00+05:00`);

describe('today by the clock, in Pakistan', () => {
  const AFTERNOON = 'Mon - Sat 2:00 PM - 4:00 PM';

  it('offers a consultant for today until their hours today have ended', () => {
    expect(sitsToday(AFTERNOON, tuesdayAt('13:00'))).toBe(true);
    expect(sitsToday(AFTERNOON, tuesdayAt('15:59'))).toBe(true);
    expect(sitsToday(AFTERNOON, tuesdayAt('16:00'))).toBe(false);
    expect(sitsToday(AFTERNOON, tuesdayAt('18:59'))).toBe(false);
  });

  it("reads the hour by Pakistan's clock, not the server's", () => {
    // 10:30 UTC is 15:30 in Pakistan (still sitting), 11:30 UTC is 16:30 (gone).
    expect(sitsToday(AFTERNOON, new Date('2026-11-24T10:30:00Z'))).toBe(true);
    expect(sitsToday(AFTERNOON, new Date('2026-11-24T11:30:00Z'))).toBe(false);
  });

  it('keeps a consultant with a later session today', () => {
    const split = 'Mon - Fri 9:00 AM - 1:00 PM, 5:00 PM - 8:00 PM';
    expect(sitsToday(split, tuesdayAt('14:00'))).toBe(true);
    expect(sitsToday(split, tuesdayAt('20:30'))).toBe(false);
    // Only today's sessions count: Saturday's later hours do not keep Tuesday open.
    const saturdayLate = 'Tue 9:00 AM - 11:00 AM, Sat 5:00 PM - 9:00 PM';
    expect(sitsToday(saturdayLate, tuesdayAt('12:00'))).toBe(false);
  });

  it('keeps a session that runs past midnight until it ends', () => {
    expect(sitsToday('Daily 8:00 PM - 2:00 AM', tuesdayAt('23:30'))).toBe(true);
  });

  it('decides by the day alone when the hours cannot be read', () => {
    expect(sitsToday('Tues and Thurs, evenings', tuesdayAt('23:30'))).toBe(true);
    expect(sitsToday('Tue & Thu 5:00 PM', tuesdayAt('23:30'))).toBe(true);
  });

  it('suggests the next sitting day once the hours today have ended', () => {
    expect(daysToNextSitting(AFTERNOON, tuesdayAt('13:00'))).toBe(0);
    expect(daysToNextSitting(AFTERNOON, tuesdayAt('18:59'))).toBe(1);
    expect(daysToNextSitting('Tue & Thu 2:00 PM - 4:00 PM', tuesdayAt('18:59'))).toBe(2);
    expect(daysToNextSitting('Tuesday 2:00 PM - 4:00 PM', tuesdayAt('18:59'))).toBe(7);
  });
});

describe('a visit against the timing', () => {
  const EVENINGS = 'Mon - Sat 4:00 PM - 7:00 PM';
  // 2026-11-29 is a Sunday, 2026-11-30 a Monday.

  it('refuses a day the consultant does not sit', () => {
    expect(sittingMismatch(EVENINGS, '2026-11-29', '17:00')).toBe('closedDay');
    expect(sittingMismatch(EVENINGS, '2026-11-29', '23:30')).toBe('closedDay');
  });

  it('refuses a time outside their hours that day, the end included', () => {
    expect(sittingMismatch(EVENINGS, '2026-11-30', '15:59')).toBe('outOfHours');
    expect(sittingMismatch(EVENINGS, '2026-11-30', '19:00')).toBe('outOfHours');
    expect(sittingMismatch(EVENINGS, '2026-11-30', '16:00')).toBeNull();
    expect(sittingMismatch(EVENINGS, '2026-11-30', '18:59')).toBeNull();
  });

  it("takes each day's own hours", () => {
    const timing = 'Mon - Fri 9:00 AM - 11:00 AM, Saturday 10:00 AM - 12:00 PM';
    expect(sittingMismatch(timing, '2026-11-30', '09:30')).toBeNull();
    expect(sittingMismatch(timing, '2026-11-28', '09:30')).toBe('outOfHours');
    expect(sittingMismatch(timing, '2026-11-28', '11:30')).toBeNull();
  });

  it('restricts only what the timing tells', () => {
    expect(sittingMismatch('Tues and Thurs, evenings', '2026-11-24', '08:00')).toBeNull();
    expect(sittingMismatch('Tues and Thurs, evenings', '2026-11-25', '18:00')).toBe('closedDay');
    expect(sittingMismatch('On Call', '2026-11-29', '03:00')).toBeNull();
    expect(sittingMismatch(null, '2026-11-29', '03:00')).toBeNull();
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
