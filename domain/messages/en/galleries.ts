/** Press and event galleries (spec 001 §2). */
export const galleries = {
  defaultName: 'Gallery',
  noDescription: 'No description available.',
} as const;
