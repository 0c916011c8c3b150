/** Texts several areas show. */
export const common = {
  /** The specification's loading state (spec 001 §2). */
  loading: 'Loading...',
  /** The specification's failure state: "Error: {message}" (spec 000 §8, 001 §2). */
  error: 'Error: {message}',
  /** A missing value: lab cells, a consultant's speciality, a medicine's generic name... */
  notGiven: 'N/A',
  /** A missing timing (spec 000 §8), and a consultant's missing department or branch. */
  notAvailable: 'Not available',
} as const;
