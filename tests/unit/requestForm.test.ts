import { describe, expect, it } from 'vitest';
import { appointmentHref, choiceOfLink } from '@/components/forms/appointmentLink';
import { EMAIL_SERVICE } from '@/components/forms/emailService';
import { emailSettings } from '@/domain/emailSettings';
import {
  isPlausiblePakistaniPhone,
  requestFormSchema,
  toTemplateParams,
  todayInPakistan,
  type RequestFormKind,
} from '@/components/forms/requestForm';
import { messages } from '@/domain/messages';
import { translator } from '@/domain/messages/translator';
import { SANDBOX_EMAILJS_ACCOUNT } from '@/sandbox/emailjs';

const M = messages.forms.request;

const TODAY = '2026-11-22';
const BRANCHES = ['Iqbal Town', 'DHA', 'Behria Gold'];

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
function errorsOf(kind: RequestFormKind, values: Record<string, unknown>) {
  const result = requestFormSchema(kind, {
    today: TODAY,
    branchValues: BRANCHES,
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

  it("give the specification's message for each missing field", () => {
    expect(errorsOf('appointment', {})).toEqual({
      user_name: 'Name is required',
      user_email: 'Email is required',
      appointment_for: 'Branch selection is required',
      date: 'Date is required',
      time: 'Time is required',
    });
    const blank = { user_name: '  ', user_email: ' ', appointment_for: '', date: '', time: '' };
    expect(errorsOf('appointment', blank)).toEqual(errorsOf('appointment', {}));
  });

  it('ask no time on the complaint form', () => {
    expect(errorsOf('complaint', {})).not.toHaveProperty('time');
    expect(errorsOf('complaint', { ...VALID, date: TODAY, time: '' })).toEqual({});
  });

  it('refuse an e-mail address that is not one', () => {
    for (const email of ['ali', 'ali@', 'ali@example', 'ali example@x.com', '@example.com']) {
      expect(errorsOf('appointment', { ...VALID, user_email: email }), email).toEqual({
        user_email: 'Please enter a valid email',
      });
    }
  });

  it('refuse a branch that is not one of the options', () => {
    expect(errorsOf('appointment', { ...VALID, appointment_for: 'Karachi' })).toEqual({
      appointment_for: M.branchRequired,
    });
  });

  it('take an appointment from today to twelve months ahead, and nothing in the past', () => {
    expect(errorsOf('appointment', { ...VALID, date: TODAY })).toEqual({});
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

  it('leave the contact number optional, and check only that it is plausible', () => {
    expect(errorsOf('appointment', { ...VALID, user_num: '' })).toEqual({});
    expect(errorsOf('appointment', { ...VALID, user_num: undefined })).toEqual({});
    expect(errorsOf('appointment', { ...VALID, user_num: '12345' })).toEqual({
      user_num: M.phoneInvalid,
    });
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

describe("today's date", () => {
  it("is Pakistan's, whatever the visitor's clock says", () => {
    // 20:30 UTC on the 21st is already 01:30 on the 22nd in Pakistan (UTC+5).
    expect(todayInPakistan(new Date('2026-11-21T20:30:00Z'))).toBe('2026-11-22');
    expect(todayInPakistan(new Date('2026-11-21T18:59:00Z'))).toBe('2026-11-21');
  });
});

describe('what the forms send', () => {
  it('maps every field to its template parameter', () => {
    expect(toTemplateParams(VALID)).toEqual({
      from_name: 'Ali Raza',
      from_email: 'ali@example.com',
      contact_number: '0300-1234567',
      appointment_for: 'DHA',
      appointment_description: 'Follow-up with the cardiologist',
      date: '2026-12-01',
      time: '10:30',
    });
  });

  it('sends empty optional fields as empty, and no time for a complaint', () => {
    const complaint = { ...VALID, time: undefined, user_num: undefined };
    expect(toTemplateParams({ ...complaint, appointment_description: undefined })).toEqual({
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
    const href = appointmentHref({ branch: 'DHA', consultant: 'Dr. Ayesha Khan', doctor: '321' });
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
    expect(appointmentHref({ branch: null })).toBe('/appointment');
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
