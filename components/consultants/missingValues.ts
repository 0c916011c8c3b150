import type { Messages } from '@/domain/messages';

/** The catalogue's texts `missingValues` reads: plain texts, so the browser's messages give them. */
type MissingTexts = {
  common: Pick<Messages['common'], 'notAvailable' | 'notGiven'>;
  consultants: Pick<Messages['consultants'], 'noDesignation'>;
};

/**
 * Which of the catalogue's texts stands for each value a consultant record lacks (spec 000 §8),
 * from the page's catalogue (`requestMessages()` on the server, next-intl's `useMessages()` in the
 * browser, given the `common` and `consultants` areas).
 */
export function missingValues(text: MissingTexts) {
  return {
    designation: text.consultants.noDesignation,
    timing: text.common.notAvailable,
    speciality: text.common.notGiven,
    // The specification names no text for these; "Not available" reads the same as timing.
    department: text.common.notAvailable,
    branch: text.common.notAvailable,
  } as const;
}
