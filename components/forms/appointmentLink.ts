/**
 * Links to the appointment form that choose the branch and name the consultant (a consultant's
 * Appointment button, a branch page's), and the reading of them on the form. The form page is
 * one cached page, so the choice travels in the query and is applied in the browser.
 */

export const APPOINTMENT_PATH = '/appointment';

export function appointmentHref({
  branch,
  consultant,
  doctor,
}: {
  branch?: string | null;
  consultant?: string | null;
  /** The consultant's id, for the form to show who the appointment is with. */
  doctor?: string | null;
}): string {
  const query = new URLSearchParams();
  if (branch) query.set('branch', branch);
  if (consultant) query.set('consultant', consultant);
  if (doctor) query.set('doctor', doctor);
  const text = query.toString();
  return text ? `${APPOINTMENT_PATH}?${text}` : APPOINTMENT_PATH;
}

export interface AppointmentChoice {
  /** A BranchId, unchecked: the form matches it against its options. */
  branch: string | null;
  consultant: string | null;
  /** A consultant id (digits only), or null. */
  doctor: string | null;
}

const MAX_NAME = 100;

/**
 * What a link asks the form to fill in. Anyone can write such a link, so the consultant is taken
 * only when it reads as a person's name.
 */
export function choiceOfLink(search: string): AppointmentChoice {
  const query = new URLSearchParams(search);
  const name = query.get('consultant')?.trim() ?? '';
  const plausible = name.length <= MAX_NAME && /^[\p{L}\p{M}][\p{L}\p{M} .'’()-]*$/u.test(name);
  const doctor = query.get('doctor') ?? '';
  return {
    branch: query.get('branch'),
    consultant: plausible ? name : null,
    doctor: /^\d{1,9}$/.test(doctor) ? doctor : null,
  };
}
