/** A branch's landing page (spec 000 §2). */
export const branches = {
  noServices: 'No services available.',
  noWestwoodAbout: 'No data found for Westwood branch',
} as const;
