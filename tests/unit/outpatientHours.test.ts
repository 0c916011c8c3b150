import { describe, expect, it } from 'vitest';
import { clinicHoursText, clinicOffer } from '@/components/forms/clinicHours';
import { BRANCH_IDS, getBranch } from '@/domain/branches';
import {
  outpatientMismatch,
  seesPatientsAt,
  visitTimes,
  visitTimesOn,
  type OutpatientHours,
} from '@/domain/outpatientHours';

// Monday 23 November 2026; the 28th is a Saturday, the 29th a Sunday.
const MONDAY = '2026-11-23';
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29';

/** Pakistan's clock at a time of that day. */
const pakistan = (date: string, time: string) => new Date(`${date}T${time}:00+05:00`);

describe("a branch's clinic hours for a general appointment", () => {
  for (const id of BRANCH_IDS) {
    const hours = getBranch(id).outpatientHours;

    it(`at ${id}: refuse 3:00 am and every night time, take the day's hours, and close on Sunday`, () => {
      expect(outpatientMismatch(hours, MONDAY, '03:00')).toBe('outOfHours');
      expect(outpatientMismatch(hours, MONDAY, '00:00')).toBe('outOfHours');
      expect(outpatientMismatch(hours, MONDAY, '08:59')).toBe('outOfHours');
      expect(outpatientMismatch(hours, MONDAY, '09:00')).toBeNull();
      expect(outpatientMismatch(hours, MONDAY, '14:30')).toBeNull();
      expect(outpatientMismatch(hours, SATURDAY, '20:59')).toBeNull();
      // Up to, not at, closing.
      expect(outpatientMismatch(hours, MONDAY, '21:00')).toBe('outOfHours');
      expect(outpatientMismatch(hours, MONDAY, '23:30')).toBe('outOfHours');
      expect(outpatientMismatch(hours, SUNDAY, '10:00')).toBe('closedDay');
      expect(outpatientMismatch(hours, SUNDAY, '03:00')).toBe('closedDay');
    });
  }

  it('are held in one place: every branch has the sample Monday-Saturday, 9 am to 9 pm', () => {
    for (const id of BRANCH_IDS) {
      expect(getBranch(id).outpatientHours).toEqual({
        days: [1, 2, 3, 4, 5, 6],
        opens: { hour: 9, minute: 0 },
        closes: { hour: 21, minute: 0 },
      });
      // The appointment desk, which books the clinics' visits, works the same hours.
      expect(getBranch(id).appointmentDesk).toBe(getBranch(id).outpatientHours);
    }
  });

  it('leave a time that is no time to its own rule', () => {
    const hours = getBranch('DHA').outpatientHours;
    expect(outpatientMismatch(hours, MONDAY, '')).toBeNull();
    expect(outpatientMismatch(hours, MONDAY, '3 am')).toBeNull();
  });
});

describe('the times the form offers', () => {
  const hours = getBranch('ALLAMA_IQBAL_TOWN').outpatientHours;

  it('are the half hours from opening to the last before closing, never a night time', () => {
    const times = visitTimes(hours);
    expect(times[0]).toBe('09:00');
    expect(times.at(-1)).toBe('20:30');
    expect(times).toHaveLength(24);
    expect(times).not.toContain('03:00');
    expect(times).not.toContain('21:00');
  });

  it('are none on a closed day, and today only those still ahead by Pakistan time', () => {
    expect(visitTimesOn(hours, SUNDAY, pakistan(SATURDAY, '12:00'))).toEqual([]);
    // 18:38 on a Monday in Pakistan, whatever the phone's zone says.
    expect(visitTimesOn(hours, MONDAY, pakistan(MONDAY, '18:38'))).toEqual([
      '19:00',
      '19:30',
      '20:00',
      '20:30',
    ]);
    expect(visitTimesOn(hours, MONDAY, pakistan(MONDAY, '21:05'))).toEqual([]);
    expect(visitTimesOn(hours, MONDAY, pakistan(MONDAY, '03:00'))).toEqual(visitTimes(hours));
    expect(visitTimesOn(hours, MONDAY, pakistan('2026-11-24', '09:00'))).toEqual([]);
    // Before a day is chosen, or in the page rendered for everyone: a working day's.
    expect(visitTimesOn(hours, '', pakistan(SUNDAY, '10:00'))).toEqual(visitTimes(hours));
    expect(visitTimesOn(hours, MONDAY)).toEqual(visitTimes(hours));
  });

  it('follow hours a branch may have of its own', () => {
    const mornings: OutpatientHours = {
      days: [1, 3, 5],
      opens: { hour: 8, minute: 30 },
      closes: { hour: 10, minute: 0 },
    };
    expect(visitTimes(mornings)).toEqual(['08:30', '09:00', '09:30']);
    expect(visitTimesOn(mornings, '2026-11-24')).toEqual([]);
    expect(outpatientMismatch(mornings, '2026-11-25', '09:45')).toBeNull();
  });
});

describe('whether the clinics see patients now', () => {
  const hours = getBranch('WEST_WOOD').outpatientHours;

  it('is no at night and on Sunday, by Pakistan time', () => {
    expect(seesPatientsAt(hours, pakistan(MONDAY, '03:00'))).toBe(false);
    expect(seesPatientsAt(hours, pakistan(MONDAY, '10:00'))).toBe(true);
    expect(seesPatientsAt(hours, pakistan(MONDAY, '21:00'))).toBe(false);
    expect(seesPatientsAt(hours, pakistan(SUNDAY, '11:00'))).toBe(false);
    // 22:30 UTC on Sunday is 3:30 am on Monday in Pakistan.
    expect(seesPatientsAt(hours, new Date('2026-11-29T22:30:00Z'))).toBe(false);
    expect(seesPatientsAt(hours, new Date('2026-11-30T04:30:00Z'))).toBe(true);
  });
});

describe('the hours in words', () => {
  const hours = getBranch('DHA').outpatientHours;

  it('read in English and in Urdu', () => {
    expect(clinicHoursText(hours, false)).toBe('Monday to Saturday, 9:00 am to 9:00 pm');
    expect(clinicHoursText(hours, true)).toBe('پیر تا ہفتہ، صبح 9 بجے سے رات 9 بجے تک');
  });

  it('label each time offered', () => {
    const offer = clinicOffer(hours, false);
    expect(offer.times.slice(0, 2)).toEqual([
      { value: '09:00', label: '9:00 am' },
      { value: '09:30', label: '9:30 am' },
    ]);
    expect(offer.times.at(-1)).toEqual({ value: '20:30', label: '8:30 pm' });
    expect(clinicOffer(hours, true).times.at(-1)).toEqual({
      value: '20:30',
      label: 'رات 8:30 بجے',
    });
  });
});
