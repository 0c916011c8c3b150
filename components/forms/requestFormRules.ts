import { outpatientMismatch, type OutpatientHours } from '@/domain/outpatientHours';
import { pakistanTime } from '@/domain/pakistanClock';
import { sittingMismatch } from '@/domain/sittingDays';
import * as z from 'zod/mini';
import type { Messages } from '@/domain/messages';
import { todayInPakistan, type RequestFormKind, type RequestFormValues } from './requestFields';

export {
  REQUEST_FORM_FIELDS,
  todayInPakistan,
  type RequestFormField,
  type RequestFormKind,
  type RequestFormValues,
} from './requestFields';

/**
 * The rules of the appointment and complaint forms (spec 001 §5) and what they send (spec 001
 * §3). zod/mini keeps the form pages' script small; the messages (`messages.forms.request`) are
 * the specification's where it has one, and ours for the rules it leaves out (docs/differences.md);
 * the caller gives them in the page's language. The browser checks a request with it before
 * sending: the request goes from the browser to the e-mail service (spec 001 §1) and passes
 * through no server of ours, so there is no second place to check it.
 */

type Rules = Messages['forms']['request'];
export const MAX_NAME = 100;
export const MAX_DESCRIPTION = 1000;

/**
 * Plausible as a Pakistani number: a mobile (03xx xxxxxxx), a landline with its area code or a
 * UAN (042 111 xxx xxx), in the national form (leading 0) or the international one (+92, 0092,
 * 92), with any spaces, dashes, dots or brackets. Only the shape is checked: nobody's number is
 * refused for its digits.
 */
export function isPlausiblePakistaniPhone(text: string): boolean {
  const compact = text.replace(/[\s\-.()]/g, '');
  return /^(?:\+92|0092|92|0)[1-9]\d{8,10}$/.test(compact);
}

/** A real calendar date written YYYY-MM-DD. */
function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

function addMonths(isoDate: string, months: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** A text field that must not be blank; a missing value gets the same message as an empty one. */
const requiredText = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message));

const optionalText = (maxLength: number, message: string) =>
  z.optional(z.string().check(z.trim(), z.maxLength(maxLength, message)));

/**
 * An appointment is for today or later (and within a year: a typo in the year is caught); a
 * complaint is about something that has happened, so its date is today or earlier.
 */
function dateField(kind: RequestFormKind, today: string, M: Rules) {
  return requiredText(M.dateRequired).check(
    z.refine(isRealDate, M.dateInvalid),
    kind === 'appointment'
      ? z.refine((date) => !isRealDate(date) || date >= today, M.appointmentDatePast)
      : z.refine((date) => !isRealDate(date) || date <= today, M.complaintDateFuture),
    z.refine(
      (date) => kind !== 'appointment' || !isRealDate(date) || date <= addMonths(today, 12),
      M.appointmentDateTooFar,
    ),
  );
}

const EMAIL = z.email();
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * The contact, on both forms: a phone number, since the branch calls to confirm an appointment
 * and the complaint cell calls about a complaint (issue 40), and an e-mail address if the patient
 * has one (checked when given). Many patients have no e-mail address they read.
 */
const contactFields = (M: Rules) => ({
  user_email: z.optional(
    z.string().check(
      z.trim(),
      z.refine((email) => email === '' || EMAIL.safeParse(email).success, M.emailInvalid),
    ),
  ),
  user_num: requiredText(M.phoneRequired).check(
    z.refine(isPlausiblePakistaniPhone, M.phoneInvalid),
  ),
});

/**
 * What the appointment is for may be left out; a complaint is its text, so it must be given
 * (issue 40): a complaint without one is nothing the complaint cell can look into.
 */
const descriptionField = (kind: RequestFormKind, M: Rules) =>
  kind === 'complaint'
    ? requiredText(M.complaintRequired).check(z.maxLength(MAX_DESCRIPTION, M.descriptionTooLong))
    : optionalText(MAX_DESCRIPTION, M.descriptionTooLong);

/** The consultant a booking link chose: the visit must fit the days and hours of their timing. */
export interface ChosenTiming {
  timing: string | null;
}

/**
 * A visit the branch can keep: not at a time already gone today (Pakistan's clock); with a chosen
 * consultant, on one of their days and within their hours that day; with none, on a day and at a
 * time the chosen branch's clinics see patients (`outpatientMismatch`, issue 54). Checked once the
 * date and the time are each valid, whatever else the form still lacks, so every problem shows at
 * once.
 */
function visitRule(
  now: Date,
  doctor: ChosenTiming | null | undefined,
  clinicHours: Readonly<Record<string, OutpatientHours>>,
  M: Rules,
) {
  return z.superRefine<{ date: string; time: string; appointment_for: string }>(
    (values, context) => {
      const { date, time, appointment_for: branch } = values as Record<string, unknown>;
      if (typeof date !== 'string' || typeof time !== 'string') return;
      const day = date.trim();
      const at = time.trim();
      const clock = pakistanTime(now);
      if (!isRealDate(day) || day < clock.date) return;
      const hours = typeof branch === 'string' ? clinicHours[branch] : undefined;
      const [mismatch, closedDay, outOfHours] = doctor
        ? [sittingMismatch(doctor.timing, day, at), M.doctorClosedDay, M.doctorOutOfHours]
        : [hours && outpatientMismatch(hours, day, at), M.clinicsClosedDay, M.clinicsOutOfHours];
      const issue = (path: 'date' | 'time', message: string) =>
        context.addIssue({ code: 'custom', path: [path], message, input: values });
      if (mismatch === 'closedDay') return issue('date', closedDay);
      const clockTime = TIME.exec(at);
      if (!clockTime) return;
      const minutes = Number(clockTime[1]) * 60 + Number(clockTime[2]);
      if (day === clock.date && minutes <= clock.minutes) return issue('time', M.timePast);
      if (mismatch === 'outOfHours') issue('time', outOfHours);
    },
    { when: () => true },
  );
}

/**
 * The form's schema. `now` is the moment the date and time rules compare with (Pakistan's
 * calendar and clock); `branchValues` are the form's option values: anything else is refused as
 * no selection; `clinicHours`, the outpatient hours of each option's branch by its value (the
 * registry's), which a visit with no doctor must fit; `doctor`, the consultant a booking link
 * chose, if any; `text`, the messages in the page's language.
 */
export function requestFormSchema(
  kind: RequestFormKind,
  {
    now,
    branchValues,
    clinicHours,
    doctor,
    text: M,
  }: {
    now: Date;
    branchValues: readonly string[];
    clinicHours: Readonly<Record<string, OutpatientHours>>;
    doctor?: ChosenTiming | null;
    text: Rules;
  },
) {
  const base = {
    user_name: requiredText(M.nameRequired).check(z.maxLength(MAX_NAME, M.nameTooLong)),
    ...contactFields(M),
    appointment_for: z
      .string({ error: M.branchRequired })
      .check(z.refine((value) => branchValues.includes(value), M.branchRequired)),
    appointment_description: descriptionField(kind, M),
    date: dateField(kind, todayInPakistan(now), M),
  };
  return kind === 'appointment'
    ? z
        .object({ ...base, time: requiredText(M.timeRequired) })
        .check(visitRule(now, doctor, clinicHours, M))
    : z.object(base);
}

/** The consultant an appointment is with, as the e-mail names them for the branch's staff. */
export interface ChosenConsultant {
  id: string;
  name: string;
}

/**
 * The e-mail template's parameters (spec 001 §3), and ours: the reference the patient was given
 * and, for an appointment, the chosen consultant's name and id (empty when none was chosen), so
 * staff find the request when the patient calls. The complaint form sends no time and no
 * consultant.
 */
export function toTemplateParams(
  kind: RequestFormKind,
  values: RequestFormValues,
  { reference, doctor }: { reference: string; doctor?: ChosenConsultant | null },
): Record<string, string> {
  const params: Record<string, string> = {
    reference,
    from_name: values.user_name,
    from_email: values.user_email ?? '',
    contact_number: values.user_num ?? '',
    appointment_for: values.appointment_for,
    appointment_description: values.appointment_description ?? '',
    date: values.date,
  };
  if (kind === 'appointment') {
    params.time = values.time ?? '';
    params.doctor_name = doctor?.name ?? '';
    params.doctor_id = doctor?.id ?? '';
  }
  return params;
}
