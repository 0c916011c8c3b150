import { describe, expect, it } from 'vitest';
import { clinicSessions } from '@/domain/clinicSessions';
import { sittingDays } from '@/domain/sittingDays';
import {
  urduClinicTiming,
  urduClockTime,
  urduDayPeriod,
  urduDays,
  urduTimeOfDay,
  URDU_WEEKDAYS,
} from '@/domain/urduTimings';
import { consultants } from '@/sandbox/data/consultants';

const sandboxTimings = [
  ...new Set(consultants.map((record) => record.timing).filter((timing) => !!timing?.trim())),
] as string[];

describe('clinic timings in Urdu', () => {
  it.each([
    ['Mon to Thu: 3:00 PM - 7:00 PM', 'پیر تا جمعرات، سہ پہر 3 بجے سے شام 7 بجے تک'],
    ['Mon - Fri 10:00 AM to 12:00 PM', 'پیر تا جمعہ، صبح 10 بجے سے دوپہر 12 بجے تک'],
    ['Mon to Thu: 5:00 PM - 7:00 PM', 'پیر تا جمعرات، شام 5 بجے سے 7 بجے تک'],
    ['Daily: 6:00 PM - 10:00 PM', 'روزانہ، شام 6 بجے سے رات 10 بجے تک'],
    ['Saturday 7:00 PM to 10:00 PM', 'ہفتہ، شام 7 بجے سے رات 10 بجے تک'],
    [
      'Tue & Thu 3:00 PM to 5:00 PM, Mon, Wed, Fri: 5:00 PM - 9:00 PM',
      'منگل اور جمعرات، سہ پہر 3 بجے سے شام 5 بجے تک؛ پیر، بدھ اور جمعہ، شام 5 بجے سے رات 9 بجے تک',
    ],
    [
      'Mon - Fri 9:00 AM - 11:00 AM, Saturday 9:00 AM - 1:00 PM',
      'پیر تا جمعہ، صبح 9 بجے سے 11 بجے تک؛ ہفتہ، صبح 9 بجے سے دوپہر 1 بجے تک',
    ],
    ['On Call', 'آن کال'],
    ['By Appointment', 'صرف اپائنٹمنٹ پر'],
    // Styles the sandbox does not send, read by the same rules.
    [
      'Mon - Fri 9 AM - 1 PM, 5 PM - 8 PM',
      'پیر تا جمعہ، صبح 9 بجے سے دوپہر 1 بجے تک اور شام 5 بجے سے رات 8 بجے تک',
    ],
    ['Sat - Mon 9 AM - 1 PM', 'ہفتہ تا پیر، صبح 9 بجے سے دوپہر 1 بجے تک'],
    ['Sat & Sun 10am-12pm', 'ہفتہ اور اتوار، صبح 10 بجے سے دوپہر 12 بجے تک'],
    ['every day 9:30 a.m. to 12:30 p.m.', 'روزانہ، صبح 9:30 بجے سے دوپہر 12:30 بجے تک'],
    ['MONDAY – WEDNESDAY 11 - 2 PM', 'پیر تا بدھ، صبح 11 بجے سے دوپہر 2 بجے تک'],
    ['9:30 PM - 12:30 AM', 'رات 9:30 بجے سے 12:30 بجے تک'],
  ])('%s', (english, urdu) => {
    expect(urduClinicTiming(english)).toBe(urdu);
  });

  it.each([
    [null],
    [''],
    ['Daily except Sunday 9 AM - 1 PM'],
    ['Tues and Thurs, evenings'],
    ['Evening OPD 9:30 PM - 12:30 AM'],
    ['Mon - Fri 9:00 AM - 1:00 PM (ask reception)'],
    ['Mon 13:00 - 15:00'],
    ['constructor'],
  ])('cannot read %j, and gives null for the English to be shown', (english) => {
    expect(urduClinicTiming(english)).toBeNull();
  });

  it(`reads every timing in the sandbox data (${sandboxTimings.length} of them)`, () => {
    expect(sandboxTimings.length).toBeGreaterThan(100);
    expect(sandboxTimings.filter((timing) => urduClinicTiming(timing) === null)).toEqual([]);
  });

  it('reads the same days as sittingDays, the reader the finder uses', () => {
    for (const timing of sandboxTimings) {
      const sessions = clinicSessions(timing);
      if (!sessions) continue;
      const days = [...new Set(sessions.flatMap((session) => session.days ?? []))].sort();
      expect(days, timing).toEqual(sittingDays(timing));
    }
  });
});

describe('the parts of an Urdu timing', () => {
  it('names the days as Intl ur-PK does', () => {
    const sunday = new Date(Date.UTC(2026, 2, 15));
    const format = new Intl.DateTimeFormat('ur-PK', { weekday: 'long', timeZone: 'UTC' });
    URDU_WEEKDAYS.forEach((name, day) => {
      expect(format.format(new Date(sunday.getTime() + day * 86_400_000))).toBe(name);
    });
  });

  it.each([
    [4, 'صبح'],
    [11, 'صبح'],
    [12, 'دوپہر'],
    [14, 'دوپہر'],
    [15, 'سہ پہر'],
    [16, 'سہ پہر'],
    [17, 'شام'],
    [19, 'شام'],
    [20, 'رات'],
    [0, 'رات'],
    [3, 'رات'],
  ])('says %i o’clock in the %s', (hour, period) => {
    expect(urduDayPeriod({ hour, minute: 0 })).toBe(period);
  });

  it('tells the hour with بجے, minutes in Western digits', () => {
    expect(urduClockTime({ hour: 15, minute: 0 })).toBe('سہ پہر 3 بجے');
    expect(urduClockTime({ hour: 9, minute: 5 })).toBe('صبح 9:05 بجے');
    expect(urduClockTime({ hour: 12, minute: 0 })).toBe('دوپہر 12 بجے');
    expect(urduClockTime({ hour: 0, minute: 0 })).toBe('رات 12 بجے');
  });

  it("tells a moment's time of day by Pakistan's clock, whatever the server's zone", () => {
    expect(urduTimeOfDay(new Date('2026-10-30T10:58:00Z'))).toBe('سہ پہر 3:58 بجے');
    expect(urduTimeOfDay(new Date('2026-10-30T19:00:00Z'))).toBe('رات 12 بجے');
  });

  it.each([
    [[1, 2, 3, 4, 5], 'پیر تا جمعہ'],
    [[2, 4], 'منگل اور جمعرات'],
    [[1, 3, 5], 'پیر، بدھ اور جمعہ'],
    [[6], 'ہفتہ'],
    [[0, 6], 'ہفتہ اور اتوار'],
    [[0, 1, 6], 'ہفتہ تا پیر'],
    [[0, 1, 2, 3, 4, 5, 6], 'روزانہ'],
  ] as const)('%j is "%s"', (days, words) => {
    expect(urduDays(days)).toBe(words);
  });
});
