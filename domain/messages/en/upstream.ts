/**
 * What the API fails with when a content service cannot be read and nothing is cached, by the
 * screen asking (spec 000 §8); the page shows it as "Error: {message}". The announcement, job
 * and gallery texts are ours: the specification only logged those failures.
 */
export const upstream = {
  data: 'Failed to fetch data',
  consultant: 'Failed to fetch consultant details',
  services: 'Failed to fetch services',
  service: 'Error fetching service data',
  department: 'Error fetching department data',
  departmentServices: 'Error fetching services data',
  event: 'Failed to fetch event details',
  announcement: 'Failed to fetch announcement details',
  job: 'Failed to fetch job details',
  gallery: 'Failed to fetch gallery details',
  medicines: 'Failed to fetch medicine data',
  paymentStatus: 'Failed to fetch the payment status',
} as const;
