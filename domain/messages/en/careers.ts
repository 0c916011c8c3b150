/** Texts of the careers area (issue 31): the careers list and a job (spec 001 §2). */
export const careers = {
  intro: 'Join the people who care for Lahore and Islamabad.',
  seeAll: 'See all open positions',
  /** The list without a job open (issue 40: closed jobs are not listed), or unread. */
  noneOpen: 'No open positions are listed at the moment. Please check again soon.',
  department: 'Department',
  location: 'Location',
  jobType: 'Job Type',
  positions: 'Number of Positions',
  salaryRange: 'Salary Range',
  deadline: 'Application Deadline',
  startDate: 'Expected Start Date',
  inDepartment: (department: string) => `${department} Department`,
  skills: 'Skills Requirements',
  description: 'Job Description',
  details: 'Job Details',
  closedOn: (date: string) => `Applications for this job closed on ${date}.`,
  attachResume: 'Please attach your resume as a PDF file.',
  applyNow: 'Apply Now',
  /** The job types the careers feed sends (spec 001 §2), by their wire spelling in lower case. */
  types: {
    fullTime: 'Full Time',
    partTime: 'Part Time',
    contract: 'Contract',
    internship: 'Internship',
  },
  metaDescription: (title: string, group: string) => `${title}: a position at ${group}.`,
  metaDescriptionIn: (title: string, department: string, group: string) =>
    `${title}, ${department} Department: a position at ${group}.`,
} as const;
