/** Press and event galleries (spec 001 §2). */
export const galleries = {
  defaultName: 'Gallery',
  noDescription: 'No description available.',
  seeAll: 'See all galleries',
  /** A photo's alt text: the gallery's name and where the photo is in it. */
  photoAlt: '{gallery}, photo {photo} of {photos}',
  photoOf: 'Photo {photo} of {photos}',
  photo: 'Photo',
  close: 'Close',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
} as const;
