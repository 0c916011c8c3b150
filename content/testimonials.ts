/**
 * SAMPLE: the services page's three testimonials (spec 000 §2). The specification gives their
 * number but not their words; these stand in until the hospital supplies patients' own, with
 * their consent.
 */
export interface Testimonial {
  quote: string;
  name: string;
  detail: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'My father was seen in Emergency within minutes, and the cardiologist explained everything to us in plain words.',
    name: 'Ayesha R.',
    detail: 'Lahore',
  },
  {
    quote:
      'The lab took my sample at home and the report was online the same evening. It saved me a day off work.',
    name: 'Usman T.',
    detail: 'Islamabad',
  },
  {
    quote:
      'The nurses in the children’s ward were kind to my son and patient with me. We felt cared for.',
    name: 'Sadia K.',
    detail: 'Lahore',
  },
];
