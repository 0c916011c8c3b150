/** The Learn More page: practical information for patients before they visit. */

export interface LearnMoreSection {
  heading: string;
  paragraphs: readonly string[];
}

export const LEARN_MORE_INTRO = 'What to know before you visit one of our hospitals.';

export const LEARN_MORE: readonly LearnMoreSection[] = [
  {
    heading: 'Booking an appointment',
    paragraphs: [
      'Find your consultant on the Find a consultant pages, then book online or call the branch. The branch will call you to confirm the day and time.',
    ],
  },
  {
    heading: 'Before your visit',
    paragraphs: [
      'Bring your national identity card (CNIC) or your child’s B-form, any earlier reports and prescriptions, and a list of the medicines you take. Please arrive 15 minutes early for your first visit.',
    ],
  },
  {
    heading: 'Emergency care, 24/7',
    paragraphs: [
      'Every branch has an emergency department open day and night. In an emergency, come straight in or call our helpline, (042) 111 223 377.',
    ],
  },
  {
    heading: 'Insurance and corporate panel',
    paragraphs: [
      'If your insurer or employer is on our corporate panel, bring your panel card and the reception will arrange the rest.',
    ],
  },
  {
    heading: 'Lab reports online',
    paragraphs: [
      'Your lab reports can be read online with the test or patient id on your receipt, as soon as the laboratory has approved them.',
    ],
  },
  {
    heading: 'Visiting hours',
    paragraphs: [
      'Visitors are welcome from 11 am to 1 pm and from 5 pm to 8 pm (SAMPLE hours: ask your branch). One attendant may stay with each patient at any time.',
    ],
  },
];
