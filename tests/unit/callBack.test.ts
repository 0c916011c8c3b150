import { describe, expect, it } from 'vitest';
import { callBackBy, CALL_BACK_WORKING_MINUTES, type DeskHours } from '@/domain/callBack';
import { listBranches } from '@/domain/branches';

// 2026-11-23 is a Monday in Pakistan (UTC+5, no daylight saving).
const at = (local: string) => new Date(`${local}+05:00`);
const DESK: DeskHours = {
  days: [1, 2, 3, 4, 5, 6],
  opens: { hour: 9, minute: 0 },
  closes: { hour: 21, minute: 0 },
};
const promise = (sent: string) => {
  const call = callBackBy(at(sent), DESK);
  return `${call.day} ${call.date} ${call.by.hour}:${String(call.by.minute).padStart(2, '0')}`;
};

describe('when the branch calls back about an appointment request', () => {
  it.each([
    ['sent in the morning: two hours later, today', '2026-11-23T10:00', 'today 2026-11-23 12:00'],
    ['rounded up to the half hour', '2026-11-23T10:10', 'today 2026-11-23 12:30'],
    [
      'sent before the desk opens: two hours after it opens',
      '2026-11-23T03:00',
      'today 2026-11-23 11:00',
    ],
    [
      'an hour before closing: the other hour next morning',
      '2026-11-23T20:00',
      'tomorrow 2026-11-24 10:00',
    ],
    ['sent at night: the next working morning', '2026-11-23T23:30', 'tomorrow 2026-11-24 11:00'],
    ['late on Saturday: Monday, past the day off', '2026-11-28T20:30', 'weekday 2026-11-30 10:30'],
    ['on the day off: the next working morning', '2026-11-29T12:00', 'tomorrow 2026-11-30 11:00'],
    [
      'two hours exactly before closing: today, at closing',
      '2026-11-23T19:00',
      'today 2026-11-23 21:00',
    ],
  ])('%s', (_, sent, expected) => {
    expect(promise(sent)).toBe(expected);
  });

  it("reads the hospital's clock, whatever zone the phone is in", () => {
    // 19:30 UTC on Monday is 00:30 on Tuesday in Pakistan.
    const call = callBackBy(new Date('2026-11-23T19:30:00Z'), DESK);
    expect(call).toMatchObject({ date: '2026-11-24', weekday: 2, day: 'today' });
    expect(call.by).toEqual({ hour: 11, minute: 0 });
  });

  it('names a weekday for a call two or more days away', () => {
    expect(callBackBy(at('2026-11-28T21:30'), DESK)).toMatchObject({ weekday: 1, day: 'weekday' });
  });

  it("every branch's desk can keep the promise: within two days, at a time it is open", () => {
    for (const branch of listBranches()) {
      const desk = branch.appointmentDesk;
      expect(desk.closes.minute % 30, branch.id).toBe(0);
      for (let hour = 0; hour < 7 * 24; hour += 1) {
        const sent = new Date(at('2026-11-23T00:15').getTime() + hour * 3_600_000);
        const call = callBackBy(sent, desk);
        const by = call.by.hour * 60 + call.by.minute;
        expect(desk.days, branch.id).toContain(call.weekday);
        expect(by).toBeGreaterThan(desk.opens.hour * 60 + desk.opens.minute);
        expect(by).toBeLessThanOrEqual(desk.closes.hour * 60 + desk.closes.minute);
        const hours =
          (at(`${call.date}T00:00`).getTime() + by * 60_000 - sent.getTime()) / 3_600_000;
        expect(hours).toBeGreaterThanOrEqual(CALL_BACK_WORKING_MINUTES / 60);
        expect(hours).toBeLessThanOrEqual(48);
      }
    }
  });
});
