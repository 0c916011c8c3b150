import { describe, expect, it } from 'vitest';
import { choiceOfLink } from '@/components/forms/appointmentLink';
import { href as link } from '@/domain/addresses/href';
import { EMAIL_SERVICE } from '@/components/forms/emailService';
import { emailSettings } from '@/domain/emailSettings';
import {
  isPlausiblePakistaniPhone,
  requestFormSchema,
  toTemplateParams,
  todayInPakistan,
  type RequestFormKind,
} from '@/components/forms/requestFormRules';
import { messages } from '@/domain/messages';
import { getBranch, requestFormOptions } from '@/domain/branches';
import type { OutpatientHours } from '@/domain/outpatientHours';
import { translator } from '@/domain/messages/translator';
import { SANDBOX_EMAILJS_ACCOUNT } from '@/sandbox/emailjs';
import {
  newRequestReference,
  REFERENCE_PATTERN,
  REFERENCE_SYMBOLS,
} from '@/domain/requestReference';

const M = messages.forms.request;

const TODAY = '2026-11-22';
/** Sunday 22 November 2026, 10:00 in Pakistan. */
const NOW = new Date('2026-11-22T10:00:00+05:00');
const BRANCHES = ['Iqbal Town', 'DHA', 'Behria Gold'];
/** Each option's clinic hours by its value, as the form page gives them (the registry's). */
const CLINIC_HOURS = Object.fromEntries(
  requestFormOptions('APPOINTMENT').map(({ value, branch }) => [
    value,
    getBranch(branch).outpatientHours,
  ]),
);
/**
 * Clinics that never close, for the rules of the date and the clock alone: NOW is a Sunday, the
 * registry's clinics' day off.
 */
const ALWAYS_OPEN: Record<string, OutpatientHours> = Object.fromEntries(
  BRANCHES.map((value) => [
    value,
    {
      days: [0, 1, 2, 3, 4, 5, 6],
      opens: { hour: 0, minute: 0 },
      closes: { hour: 23, minute: 59 },
    },
  ]),
);

const VALID = {
  user_name: 'Ali Raza',
  user_email: 'ali@example.com',
  user_num: '0300-1234567',
  appointment_for: 'DHA',
  appointment_description: 'Follow-up with the cardiologist',
  date: '2026-12-01',
  time: '10:30',
};

/** The first message for each field, as the form shows them. */
function errorsOf(
  kind: RequestFormKind,
  values: Record<string, unknown>,
  {
    now = NOW,
    doctor = null,
    clinicHours = CLINIC_HOURS,
  }: {
    now?: Date;
    doctor?: { timing: string | null } | null;
    clinicHours?: Record<string, OutpatientHours>;
  } = {},
) {
  const result = requestFormSchema(kind, {
    now,
    branchValues: BRANCHES,
    clinicHours,
    doctor,
    text: M,
  }).safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('the appointment and complaint forms', () => {
  it('accept a complete request', () => {
    expect(errorsOf('appointment', VALID)).toEqual({});
    expect(errorsOf('complaint', { ...VALID, date: '2026-11-02', time: undefined })).toEqual({});
  });

  it("give the specification's message for each missing field, and ours for the phone", () => {
    expect(errorsOf('appointment', {})).toEqual({
      user_name: 'Name is required',
      user_num: 'Phone number is required',
      appointment_for: 'Branch selection is required',
      date: 'Date is required',
      time: 'Time is required',
    });
    const blank = {
      user_name: '  ',
      user_email: ' ',
      user_num: ' ',
      appointment_for: '',
      date: '',
      time: '',
    };
    expect(errorsOf('appointment', blank)).toEqual(errorsOf('appointment', {}));
    // Issue 40: the complaint cell calls back, so the phone is asked for, and a complaint is its text.
    expect(errorsOf('complaint', {})).toEqual({
      user_name: 'Name is required',
      user_num: 'Phone number is required',
      appointment_for: 'Branch selection is required',
      date: 'Date is required',
      appointment_description: 'Please tell us what your complaint is',
    });
    expect(errorsOf('complaint', { ...blank, appointment_description: '   ' })).toEqual(
      errorsOf('complaint', {}),
    );
  });

  it('ask no time on the complaint form', () => {
    expect(errorsOf('complaint', {})).not.toHaveProperty('time');
    expect(errorsOf('complaint', { ...VALID, date: TODAY, time: '' })).toEqual({});
  });

  it('refuse an e-mail address that is not one', () => {
    for (const kind of ['appointment', 'complaint'] as const) {
      for (const email of ['ali', 'ali@', 'ali@example', 'ali example@x.com', '@example.com']) {
        expect(
          errorsOf(
            kind,
            { ...VALID, date: TODAY, user_email: email },
            { clinicHours: ALWAYS_OPEN },
          ),
          email,
        ).toEqual({
          user_email: 'Please enter a valid email',
        });
      }
    }
  });

  it('take an appointment without an e-mail address, the phone being how the branch confirms', () => {
    expect(errorsOf('appointment', { ...VALID, user_email: '' })).toEqual({});
    expect(errorsOf('appointment', { ...VALID, user_email: '  ' })).toEqual({});
    expect(errorsOf('appointment', { ...VALID, user_email: undefined })).toEqual({});
  });

  it('take a complaint without an e-mail address, the phone being how the complaint cell replies', () => {
    const complaint = { ...VALID, date: TODAY, time: undefined };
    expect(errorsOf('complaint', { ...complaint, user_email: '' })).toEqual({});
    expect(errorsOf('complaint', { ...complaint, user_email: undefined })).toEqual({});
  });

  it('refuse a branch that is not one of the options', () => {
    expect(errorsOf('appointment', { ...VALID, appointment_for: 'Karachi' })).toEqual({
      appointment_for: M.branchRequired,
    });
  });

  it('take an appointment from today to twelve months ahead, and nothing in the past', () => {
    expect(
      errorsOf('appointment', { ...VALID, date: TODAY }, { clinicHours: ALWAYS_OPEN }),
    ).toEqual({});
    expect(errorsOf('appointment', { ...VALID, date: '2027-11-22' })).toEqual({});
    expect(errorsOf('appointment', { ...VALID, date: '2026-11-21' })).toEqual({
      date: 'The appointment date must be today or in the future',
    });
    expect(errorsOf('appointment', { ...VALID, date: '2027-11-23' })).toEqual({
      date: M.appointmentDateTooFar,
    });
  });

  it('take a complaint about today or an earlier day, never a later one', () => {
    const complaint = { ...VALID, time: undefined };
    expect(errorsOf('complaint', { ...complaint, date: '2024-03-09' })).toEqual({});
    expect(errorsOf('complaint', { ...complaint, date: '2026-11-23' })).toEqual({
      date: M.complaintDateFuture,
    });
  });

  it('refuse a date that is not a real one', () => {
    for (const date of ['2026-02-30', '2026-13-01', '01/12/2026', 'tomorrow']) {
      expect(errorsOf('appointment', { ...VALID, date }), date).toEqual({ date: M.dateInvalid });
    }
  });

  it('keep names and descriptions to a sensible length', () => {
    expect(errorsOf('appointment', { ...VALID, user_name: 'A'.repeat(101) })).toEqual({
      user_name: M.nameTooLong,
    });
    expect(
      errorsOf('appointment', { ...VALID, appointment_description: 'x'.repeat(1001) }),
    ).toEqual({ appointment_description: M.descriptionTooLong });
  });

  it('require a plausible phone number for an appointment', () => {
    expect(errorsOf('appointment', { ...VALID, user_num: '' })).toEqual({
      user_num: 'Phone number is required',
    });
    expect(errorsOf('appointment', { ...VALID, user_num: undefined })).toEqual({
      user_num: 'Phone number is required',
    });
    expect(errorsOf('appointment', { ...VALID, user_num: '12345' })).toEqual({
      user_num: M.phoneInvalid,
    });
  });

  it('require a plausible phone number and the complaint itself on a complaint', () => {
    const complaint = { ...VALID, date: TODAY, time: undefined };
    expect(errorsOf('complaint', { ...complaint, user_num: '' })).toEqual({
      user_num: 'Phone number is required',
    });
    expect(errorsOf('complaint', { ...complaint, user_num: '12345' })).toEqual({
      user_num: M.phoneInvalid,
    });
    expect(errorsOf('complaint', { ...complaint, appointment_description: '' })).toEqual({
      appointment_description: 'Please tell us what your complaint is',
    });
    expect(
      errorsOf('complaint', { ...complaint, appointment_description: 'x'.repeat(1001) }),
    ).toEqual({ appointment_description: M.descriptionTooLong });
  });
});

describe('the time of an appointment', () => {
  // NOW is Sunday 22 November 2026, 10:00 in Pakistan; the 23rd is a Monday, the 29th a Sunday.
  const EVENINGS = { timing: 'Mon - Sat: 4:00 PM - 7:00 PM' };

  it('is refused when it has already passed today, by the clock in Pakistan', () => {
    const at = (time: string) =>
      errorsOf('appointment', { ...VALID, date: TODAY, time }, { clinicHours: ALWAYS_OPEN });
    expect(at('09:30')).toEqual({
      time: 'This time has already passed today. Choose a later time or another day',
    });
    expect(at('10:00')).toEqual({ time: M.timePast });
    expect(at('10:01')).toEqual({});
    // 17:00 today at 18:38 (the issue's case): 13:38 UTC is 18:38 in Pakistan.
    const evening = new Date('2026-11-22T13:38:00Z');
    expect(
      errorsOf(
        'appointment',
        { ...VALID, date: TODAY, time: '17:00' },
        { now: evening, clinicHours: ALWAYS_OPEN },
      ),
    ).toEqual({ time: M.timePast });
    expect(errorsOf('appointment', { ...VALID, date: '2026-11-23', time: '09:00' })).toEqual({});
  });

  it('is refused on a day the chosen doctor does not sit', () => {
    // Sunday 23:30 for a Monday-Saturday 4-7 pm doctor (the issue's case).
    expect(
      errorsOf(
        'appointment',
        { ...VALID, date: '2026-11-29', time: '23:30' },
        { doctor: EVENINGS },
      ),
    ).toEqual({
      date: 'The doctor does not see patients on this day. Choose one of the days shown above',
    });
  });

  it("is refused outside the chosen doctor's hours that day", () => {
    const monday = (time: string) =>
      errorsOf('appointment', { ...VALID, date: '2026-11-23', time }, { doctor: EVENINGS });
    expect(monday('10:30')).toEqual({
      time: "Choose a time within the doctor's hours on that day, shown above",
    });
    expect(monday('19:00')).toEqual({ time: M.doctorOutOfHours });
    expect(monday('16:00')).toEqual({});
    expect(monday('18:45')).toEqual({});
  });

  it("applies the doctor's rules only as far as the timing can be read", () => {
    const unreadable = { timing: 'On Call' };
    expect(
      errorsOf(
        'appointment',
        { ...VALID, date: '2026-11-29', time: '23:30' },
        { doctor: unreadable },
      ),
    ).toEqual({});
    const daysOnly = { timing: 'Mon & Wed, evenings' };
    expect(
      errorsOf(
        'appointment',
        { ...VALID, date: '2026-11-23', time: '08:00' },
        { doctor: daysOnly },
      ),
    ).toEqual({});
    expect(
      errorsOf(
        'appointment',
        { ...VALID, date: '2026-11-24', time: '18:00' },
        { doctor: daysOnly },
      ),
    ).toEqual({ date: M.doctorClosedDay });
  });

  it('shows every problem of a submit at once', () => {
    expect(
      errorsOf('appointment', { date: '2026-11-29', time: '18:00' }, { doctor: EVENINGS }),
    ).toEqual({
      user_name: M.nameRequired,
      user_num: M.phoneRequired,
      appointment_for: M.branchRequired,
      date: M.doctorClosedDay,
    });
  });

  it("is held to the branch's clinic hours without a chosen doctor (issue 54)", () => {
    // Monday 3:00 am at Allama Iqbal Town, as the issue's general form confirmed it.
    const at = (date: string, time: string, branch = 'Iqbal Town') =>
      errorsOf('appointment', { ...VALID, appointment_for: branch, date, time });
    expect(at('2026-11-23', '03:00')).toEqual({
      time: "The branch's clinics do not see patients at this time. Choose one of the times offered, or for care now call the emergency numbers below",
    });
    expect(at('2026-11-23', '08:30')).toEqual({ time: M.clinicsOutOfHours });
    expect(at('2026-11-23', '21:00')).toEqual({ time: M.clinicsOutOfHours });
    expect(at('2026-11-23', '23:30', 'Behria Gold')).toEqual({ time: M.clinicsOutOfHours });
    expect(at('2026-11-23', '09:00')).toEqual({});
    expect(at('2026-11-28', '20:30', 'DHA')).toEqual({});
    // Sunday 23:30 (the doctor's case above, now with no doctor): the clinics' day off.
    expect(at('2026-11-29', '23:30')).toEqual({
      date: "The branch's clinics do not see patients on this day. Choose another day, or for care now call the emergency numbers below",
    });
    expect(at('2026-11-29', '10:00', 'DHA')).toEqual({ date: M.clinicsClosedDay });
  });

  it("leaves a chosen doctor's evening to the doctor's own hours", () => {
    const late = { timing: 'Mon - Sat: 8:00 PM - 11:00 PM' };
    expect(
      errorsOf('appointment', { ...VALID, date: '2026-11-23', time: '22:00' }, { doctor: late }),
    ).toEqual({});
  });
});

describe('a Pakistani phone number', () => {
  it('is accepted in its usual forms', () => {
    for (const phone of [
      '03001234567',
      '0300-1234567',
      '0300 1234567',
      '+92 300 1234567',
      '+923001234567',
      '0092 300 1234567',
      '92-300-1234567',
      '(042) 3578 1234',
      '042-111-223-377',
      '051 2345678',
    ]) {
      expect(isPlausiblePakistaniPhone(phone), phone).toBe(true);
    }
  });

  it('is refused when it cannot be one', () => {
    for (const phone of [
      '12345',
      '0300-12345',
      '0300-123456789',
      '+44 20 7946 0958',
      '00300-1234567',
      'call me',
      '0300-123456a',
    ]) {
      expect(isPlausiblePakistaniPhone(phone), phone).toBe(false);
    }
  });
});

describe('the reference a patient quotes', () => {
  it('is two groups of four symbols that cannot be taken for one another', () => {
    for (const ambiguous of '0O1IL2Z5S8B') expect(REFERENCE_SYMBOLS).not.toContain(ambiguous);
    const references = Array.from({ length: 2000 }, () => newRequestReference());
    for (const reference of references) expect(reference).toMatch(REFERENCE_PATTERN);
    expect(new Set(references).size).toBe(references.length);
  });

  it('draws every symbol as often, dropping the bytes that would favour some', () => {
    // 250 and over are dropped (250 = 10 × 25); the rest map to the symbol at byte % 25.
    const bytes = [255, 250, 0, 1, 24, 25, 249, 26, 50, 3];
    const source = (buffer: Uint8Array) => {
      buffer.set(bytes.slice(0, buffer.length));
      return buffer;
    };
    expect(newRequestReference(source)).toBe('34Y3-Y437');
  });
});

describe("today's date", () => {
  it("is Pakistan's, whatever the visitor's clock says", () => {
    // 20:30 UTC on the 21st is already 01:30 on the 22nd in Pakistan (UTC+5).
    expect(todayInPakistan(new Date('2026-11-21T20:30:00Z'))).toBe('2026-11-22');
    expect(todayInPakistan(new Date('2026-11-21T18:59:00Z'))).toBe('2026-11-21');
  });
});

describe('what the forms send', () => {
  it('maps every field to its template parameter', () => {
    expect(
      toTemplateParams('appointment', VALID, {
        reference: 'K7HM-3QRX',
        doctor: { id: '321', name: 'Dr. Ayesha Khan' },
      }),
    ).toEqual({
      reference: 'K7HM-3QRX',
      from_name: 'Ali Raza',
      from_email: 'ali@example.com',
      contact_number: '0300-1234567',
      appointment_for: 'DHA',
      appointment_description: 'Follow-up with the cardiologist',
      date: '2026-12-01',
      time: '10:30',
      doctor_name: 'Dr. Ayesha Khan',
      doctor_id: '321',
    });
  });

  it('sends empty optional fields as empty, and no time or doctor for a complaint', () => {
    const appointment = { ...VALID, user_email: undefined, appointment_description: undefined };
    expect(toTemplateParams('appointment', appointment, { reference: 'K7HM-3QRX' })).toMatchObject({
      from_email: '',
      appointment_description: '',
      doctor_name: '',
      doctor_id: '',
    });
    const complaint = { ...VALID, time: undefined, user_num: undefined };
    expect(
      toTemplateParams(
        'complaint',
        { ...complaint, appointment_description: undefined },
        { reference: 'AC4D-E6FG' },
      ),
    ).toEqual({
      reference: 'AC4D-E6FG',
      from_name: 'Ali Raza',
      from_email: 'ali@example.com',
      contact_number: '',
      appointment_for: 'DHA',
      appointment_description: '',
      date: '2026-12-01',
    });
  });

  it('go to the account the sandbox stands in for, unless configured otherwise', () => {
    expect(EMAIL_SERVICE.publicKey).toBe(SANDBOX_EMAILJS_ACCOUNT.publicKey);
    expect(EMAIL_SERVICE.serviceId).toBe(SANDBOX_EMAILJS_ACCOUNT.serviceId);
    expect(EMAIL_SERVICE.templates).toEqual(SANDBOX_EMAILJS_ACCOUNT.templates);
    expect(EMAIL_SERVICE.origin).toBe('http://127.0.0.1:4010/emailjs');
  });

  it('stop the build when one is malformed, rather than breaking every form', () => {
    expect(() => emailSettings({ NEXT_PUBLIC_EMAILJS_ORIGIN: 'api.emailjs.com' })).toThrow(
      /NEXT_PUBLIC_EMAILJS_ORIGIN/,
    );
    expect(() => emailSettings({ NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service farooq' })).toThrow(
      /NEXT_PUBLIC_EMAILJS_SERVICE_ID/,
    );
    expect(emailSettings({ NEXT_PUBLIC_EMAILJS_ORIGIN: 'https://api.emailjs.com/' }).origin).toBe(
      'https://api.emailjs.com',
    );
  });
});

describe('links to the appointment form', () => {
  it('choose the branch, name the consultant and carry their id', () => {
    const href = link.appointment({ branch: 'DHA', consultant: 'Dr. Ayesha Khan', doctor: '321' });
    expect(href).toBe('/appointment?branch=DHA&consultant=Dr.+Ayesha+Khan&doctor=321');
    expect(choiceOfLink(href.slice(href.indexOf('?')))).toEqual({
      branch: 'DHA',
      consultant: 'Dr. Ayesha Khan',
      doctor: '321',
    });
    // What the description field is given (RequestForm), in English here.
    expect(translator(messages)('forms.chosen.prefill', { name: 'Dr. Ayesha Khan' })).toBe(
      'Appointment with Dr. Ayesha Khan',
    );
  });

  it('are plain when there is nothing to choose', () => {
    expect(link.appointment({ branch: null })).toBe('/appointment');
    expect(choiceOfLink('')).toEqual({ branch: null, consultant: null, doctor: null });
  });

  it('name no consultant when the text is no name', () => {
    for (const text of [
      '<script>',
      'Call 0300 now!',
      'x'.repeat(101),
      ' ',
      'https://evil.example',
    ]) {
      const search = `?consultant=${encodeURIComponent(text)}`;
      expect(choiceOfLink(search).consultant, text).toBeNull();
    }
    expect(choiceOfLink('?consultant=Prof.%20Dr.%20Khalid%20Mahmood').consultant).toBe(
      'Prof. Dr. Khalid Mahmood',
    );
    for (const id of ['-1', '1e3', '12345678901', 'abc', '']) {
      expect(choiceOfLink(`?doctor=${id}`).doctor, id).toBeNull();
    }
  });
});
