/**
 * The reading, on the appointment form, of a link that chooses the branch and names the
 * consultant (a consultant's Appointment button, a branch page's), which the address table's
 * builder writes (`href.appointment`, domain/addresses/href.ts). The form page is one cached
 * page, so the choice travels in the query and is applied in the browser.
 */

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
