import { messages } from '@/domain/messages';

/** Which of the catalogue's texts stands for each value a consultant record lacks (spec 000 §8). */
export const MISSING = {
  designation: messages.consultants.noDesignation,
  timing: messages.common.notAvailable,
  speciality: messages.common.notGiven,
  // The specification names no text for these; "Not available" reads the same as timing.
  department: messages.common.notAvailable,
  branch: messages.common.notAvailable,
} as const;
