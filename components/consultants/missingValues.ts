/** The catalogue's texts `missingValues` reads, by key. */
type MissingKey = 'common.notAvailable' | 'common.notGiven' | 'consultants.noDesignation';

/**
 * Which of the catalogue's texts stands for each value a consultant record lacks (spec 000 §8),
 * from the page's translator (`useTranslations()` on the server or in the browser, given the
 * `common` and `consultants` areas).
 */
export function missingValues(t: (key: MissingKey) => string) {
  return {
    designation: t('consultants.noDesignation'),
    timing: t('common.notAvailable'),
    speciality: t('common.notGiven'),
    // The specification names no text for these; "Not available" reads the same as timing.
    department: t('common.notAvailable'),
    branch: t('common.notAvailable'),
  } as const;
}
