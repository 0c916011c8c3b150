/**
 * The group's four laboratories by their API name, what they accept as a patient or test id, and
 * which id a lookup is made by (spec 001 §5, §7). Their texts are in the catalogue
 * (`messages.lab`).
 */

export const LAB_IDS = ['LAHORE', 'ISLAMABAD', 'BAHRIA_ENCLAVE', 'AKHTAR_SAEED'] as const;
export type LabId = (typeof LAB_IDS)[number];

/**
 * The laboratories to try when one has no reports for an id (issue 54): the others, in the
 * group's order. Each keeps its own patients, so a patient who chose the wrong branch's
 * laboratory finds nothing there.
 */
export function otherLabs(lab: LabId): LabId[] {
  return LAB_IDS.filter((other) => other !== lab);
}

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

/**
 * A test the laboratory has not reported yet ("Pending", in any case): its row has no file to
 * open, so it shows its status where the report's link would be (issue 40).
 */
export function isReportPending(status: string | null | undefined): boolean {
  return status?.trim().toLowerCase() === 'pending';
}

/**
 * Whether a service is the group's laboratory ("FH Laboratory", a pathology department): its
 * pages lead to the lab reports (issue 40). By name, since the content service's records carry
 * no kind; a cardiac "Cath Lab" is not one.
 */
export function isLaboratoryService(name: string): boolean {
  return /\blaborator(?:y|ies)\b|\bpatholog/i.test(name);
}
