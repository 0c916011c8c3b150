/**
 * The group's four laboratories by their API name, what they accept as a patient or test id, and
 * which id a lookup is made by (spec 001 §5, §7). Their texts are in the catalogue
 * (`messages.lab`).
 */

export const LAB_IDS = ['LAHORE', 'ISLAMABAD', 'BAHRIA_ENCLAVE', 'AKHTAR_SAEED'] as const;
export type LabId = (typeof LAB_IDS)[number];

/**
 * 4 to 12 digits, as printed on the receipt. An id of another shape is refused before any lab is
 * asked.
 */
export function isLabId(value: string): boolean {
  return /^\d{4,12}$/.test(value);
}

export type LabIdChoice = { idKind: 'TEST' | 'PATIENT'; id: string };

/** Which id a lookup is made by: the test id when both are given (spec 001 §5); null for none. */
export function labIdOf(
  patientId: string | null | undefined,
  testId: string | null | undefined,
): LabIdChoice | null {
  const test = testId?.trim() ?? '';
  const patient = patientId?.trim() ?? '';
  if (test) return { idKind: 'TEST', id: test };
  return patient ? { idKind: 'PATIENT', id: patient } : null;
}
