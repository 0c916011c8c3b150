/** A branch's landing page (spec 000 §2). */
export const branches = {
  noServices: 'No services available.',
  noWestwoodAbout: 'No data found for Westwood branch',
  about: (branch: string) => `About ${branch}`,
  featuredDepartments: 'Featured Departments',
  meetOurDoctors: 'Meet Our Doctors',
  allConsultants: (count: number, branch: string) => `All ${count} consultants at ${branch}`,
  featuredServices: 'Featured Services',
  newsAndEvents: 'News & Events',
  followUs: 'Follow us for the latest news:',
} as const;
