/** Consultant lists and a consultant's page (spec 000 §2, §8). */
export const consultants = {
  allTitle: (group: string) => `Our Consultants In ${group}`,
  allHeading: 'All Consultants',
  allBlurb:
    'Experienced consultants across our seven branches in Lahore and Islamabad. Find the right specialist and book an appointment.',
  branchTitle: (branch: string) => `Our Consultants at ${branch}`,
  branchBlurb: (branch: string) =>
    `Meet the consultants of our ${branch} branch: their departments, clinic timings and how to book an appointment.`,
  branchHeading: (branch: string) => `${branch} Consultants`,
  noDesignation: 'Designation not available',
  notFound: 'No consultant details found',
  seeAll: 'See all our consultants',
  searchTooLong: (max: number) => `Search text must be at most ${max} characters.`,
  /** A list's count above its cards; the verb agrees with the count ("1 consultant matches"). */
  found: (count: number, searched: boolean) => {
    if (count === 0) {
      return searched ? 'No consultants match your search.' : 'No consultants are listed yet.';
    }
    if (count === 1) return searched ? '1 consultant matches your search.' : '1 consultant.';
    return searched ? `${count} consultants match your search.` : `${count} consultants.`;
  },
} as const;
