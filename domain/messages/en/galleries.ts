/** Press and event galleries (spec 001 §2). */
export const galleries = {
  defaultName: 'Gallery',
  noDescription: 'No description available.',
  /** An Urdu page's description for search engines: the editors' own is English. */
  pageDescription: 'Photos: {name}, Farooq Group Of Hospitals.',
  seeAll: 'See all galleries',
  /** A photo's alt text: the gallery's name and where the photo is in it. */
  photoAlt: '{gallery}, photo {photo} of {photos}',
  photoOf: 'Photo {photo} of {photos}',
  photo: 'Photo',
  close: 'Close',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
} as const;
