/** Texts of the departments area (issue 31): the departments landing, a department, the services pages. */
export const departments = {
  intro: 'Specialists of every major field, at seven hospitals in Lahore and Islamabad.',
  mainDepartments: 'Our main departments',
  atBranches: 'Departments at our branches',
  aboutDepartment: 'About the department',
  services: 'Services',
  noServices: 'No services listed.',
  consultantsAt: (branch: string) => `Consultants at ${branch}`,
  aboutBranch: (branch: string) => `About ${branch}`,
  seeAll: 'See all our departments',
  description: (department: string) =>
    `The ${department} department: what it does and the services it offers.`,
  descriptionAt: (department: string, branch: string) =>
    `The ${department} department at ${branch}: what it does and the services it offers.`,
  servicesIntro:
    'Emergency care, intensive care, laboratory, blood bank and more, at every branch.',
  featuredServices: 'Featured services',
  schedule: 'Schedule an appointment',
  scheduleBlurb: 'Choose your branch and a time that suits you; we will call to confirm.',
  testimonials: 'What our patients say',
  aboutService: 'About the service',
  seeAllServices: 'See all our services',
  serviceDescription: (service: string, group: string) => `${service} at ${group}.`,
} as const;
