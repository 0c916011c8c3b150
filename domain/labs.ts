/**
 * The group's four laboratories by their API name, what they accept as a patient or test id, and
 * what a patient reads when a report cannot be had (spec 001 §5, §7, §8).
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

/** What a patient reads when a report file cannot be had (the legacy page showed nothing). */
export const REPORT_UNAVAILABLE =
  'This report is not available at the moment. Please try again later, or ask the laboratory.';
