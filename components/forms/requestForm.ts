import { PAKISTAN_TIME_ZONE } from '@/domain/pakistanClock';
import * as z from 'zod/mini';
import type { Messages } from '@/domain/messages';

/**
 * The rules of the appointment and complaint forms (spec 001 §5) and what they send (spec 001
 * §3). zod/mini keeps the form pages' script small; the messages (`messages.forms.request`) are
 * the specification's where it has one, and ours for the rules it leaves out (docs/differences.md);
 * the caller gives them in the page's language.
 */

export type RequestFormKind = 'appointment' | 'complaint';

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

/** Today's date in Pakistan, as a date input writes it (YYYY-MM-DD): the hospital's calendar. */
export function todayInPakistan(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: PAKISTAN_TIME_ZONE }).format(now);
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

/**
 * The form's schema. `branchValues` are the form's option values: anything else is refused as no
 * selection; `today` is the date the date rule compares with (todayInPakistan()); `text`, the
 * messages in the page's language.
 */
export function requestFormSchema(
  kind: RequestFormKind,
  { today, branchValues, text: M }: { today: string; branchValues: readonly string[]; text: Rules },
) {
  const base = {
    user_name: requiredText(M.nameRequired).check(z.maxLength(MAX_NAME, M.nameTooLong)),
    user_email: requiredText(M.emailRequired).check(z.email(M.emailInvalid)),
    user_num: z.optional(
      z.string().check(
        z.trim(),
        z.refine((num) => num === '' || isPlausiblePakistaniPhone(num), M.phoneInvalid),
      ),
    ),
    appointment_for: z
      .string({ error: M.branchRequired })
      .check(z.refine((value) => branchValues.includes(value), M.branchRequired)),
    appointment_description: optionalText(MAX_DESCRIPTION, M.descriptionTooLong),
    date: dateField(kind, today, M),
  };
  return kind === 'appointment'
    ? z.object({ ...base, time: requiredText(M.timeRequired) })
    : z.object(base);
}

export type RequestFormValues = z.output<ReturnType<typeof requestFormSchema>> & {
  time?: string;
};

/** The fields in the order the form shows them (and the error summary lists them). */
export const REQUEST_FORM_FIELDS = [
  'user_name',
  'user_email',
  'user_num',
  'appointment_for',
  'date',
  'time',
  'appointment_description',
] as const;

export type RequestFormField = (typeof REQUEST_FORM_FIELDS)[number];

/** The e-mail template's parameters (spec 001 §3); the complaint form sends no time. */
export function toTemplateParams(values: RequestFormValues): Record<string, string> {
  const params: Record<string, string> = {
    from_name: values.user_name,
    from_email: values.user_email,
    contact_number: values.user_num ?? '',
    appointment_for: values.appointment_for,
    appointment_description: values.appointment_description ?? '',
    date: values.date,
  };
  if (values.time !== undefined) params.time = values.time;
  return params;
}
