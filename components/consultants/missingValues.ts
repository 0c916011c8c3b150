import type { Messages } from '@/domain/messages';

/** Which of the catalogue's texts stands for each value a consultant record lacks (spec 000 §8). */
export function missingValues(text: Messages) {
  return {
    designation: text.consultants.noDesignation,
    timing: text.common.notAvailable,
    speciality: text.common.notGiven,
    // The specification names no text for these; "Not available" reads the same as timing.
    department: text.common.notAvailable,
    branch: text.common.notAvailable,
  } as const;
}
