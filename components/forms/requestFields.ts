import { pakistanTime } from '@/domain/pakistanClock';

/**
 * What the appointment and complaint forms are made of, without their rules: the form's page
 * script reads this on arrival, while the rules (zod, `requestFormRules.ts`) wait for the patient's
 * first touch of the form (issue 33).
 */

export type RequestFormKind = 'appointment' | 'complaint';

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

/** The values of either form, as the schema gives them. */
export interface RequestFormValues {
  user_name: string;
  user_email?: string;
  user_num?: string;
  appointment_for: string;
  appointment_description?: string;
  date: string;
  time?: string;
}

/** Today's date in Pakistan, as a date input writes it (YYYY-MM-DD): the hospital's calendar. */
export function todayInPakistan(now: Date = new Date()): string {
  return pakistanTime(now).date;
}
