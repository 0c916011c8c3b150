/** Consultant lists and a consultant's page (spec 000 §2, §8). */
export const consultants = {
  allTitle: 'Our Consultants In {group}',
  allHeading: 'All Consultants',
  allBlurb:
    'Experienced consultants across our seven branches in Lahore and Islamabad. Find the right specialist and book an appointment.',
  branchTitle: 'Our Consultants at {branch}',
  branchBlurb:
    'Meet the consultants of our {branch} branch: their departments, clinic timings and how to book an appointment.',
  branchHeading: '{branch} Consultants',
  noDesignation: 'Designation not available',
  notFound: 'No consultant details found',
  seeAll: 'See all our consultants',
  searchTooLong: 'Search text must be at most {max} characters.',
  /** A list's count above its cards; the verb agrees with the count ("1 consultant matches"). */
  found:
    '{count, plural, =0 {No consultants are listed yet.} one {# consultant.} other {# consultants.}}',
  /** The same, after a search. */
  foundSearched:
    '{count, plural, =0 {No consultants match your search.} one {# consultant matches your search.} other {# consultants match your search.}}',
  /** Why a result of a search in a patient's words is shown (the API's ConsultantMatch.reason). */
  match: {
    CONDITION: '{department} — for {about}',
    SPECIALITY: 'Speciality: {department}',
    NAME: 'Name matches “{words}”',
    WORDS: 'Matches “{words}”',
  },
  /**
   * A search's words need a speciality none of the doctors listed belongs to (issue 40): said so,
   * with who can help instead (the API's ConsultantSearchGap).
   */
  gap: {
    none: 'No doctor listed here is a specialist in {department}.',
    instead: 'Our {department} doctors can see you first and refer you to a specialist.',
    helpline: 'Or call us, and we will help you find the right doctor.',
  },
} as const;
