/**
 * What a consultant list says around a search in a patient's words (issue 32): the emergency box
 * a red flag puts first, and what a search that found nothing offers instead. Server only.
 */
export const care = {
  emergency: {
    heading: 'Is this an emergency?',
    now: 'If this is happening now, do not wait for an appointment. Call 1122 for an ambulance, or go to the nearest emergency department.',
    branch: (branch: string) => `${branch} emergency, open 24 hours`,
    branches: 'Our emergency departments, open 24 hours:',
    nearest: 'Find your nearest branch: numbers and directions',
  },
  deadEnd: {
    heading: 'What you can do next',
    /** The search found nobody at the branch, and the other branches have someone who sits today. */
    otherBranchesToday: (count: number) =>
      count === 1
        ? '1 consultant at our other branches sits today:'
        : `${count} consultants at our other branches sit today:`,
    otherBranches: (count: number) =>
      count === 1
        ? '1 consultant at our other branches matches:'
        : `${count} consultants at our other branches match:`,
    /** "Sits today" found nobody, at this branch or anywhere: the same search on other days. */
    otherDays: (count: number) =>
      count === 1
        ? 'Nobody sits today. 1 consultant sees patients on other days:'
        : `Nobody sits today. ${count} consultants see patients on other days:`,
    seeAll: (count: number) => (count === 1 ? 'See this consultant' : `See all ${count}`),
    departmentPage: (department: string) => `About our ${department} department`,
    allDepartments: 'See all our departments',
    helpline: 'Or call us, and we will help you find the right doctor:',
  },
} as const;
