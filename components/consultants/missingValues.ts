/** The specification's texts for values a consultant record lacks (spec 000 §8). */
export const MISSING = {
  designation: 'Designation not available',
  timing: 'Not available',
  speciality: 'N/A',
  // The specification names no text for these; "Not available" reads the same as timing.
  department: 'Not available',
  branch: 'Not available',
  notFound: 'No consultant details found',
} as const;
