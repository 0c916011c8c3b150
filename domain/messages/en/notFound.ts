/**
 * What a page says of an item that does not exist (spec 000 §8, 001 §2, §8); the event, gallery
 * and medicine texts are ours, the specification naming none.
 */
export const notFound = {
  /** An address the site does not have. */
  page: 'Page not found',
  announcement: 'Announcement not found.',
  job: 'Job not found',
  department: 'Department not found',
  service: 'Service not found',
  event: 'Event not found.',
  gallery: 'Gallery not found.',
  medicine: 'Medicine not found.',
} as const;
