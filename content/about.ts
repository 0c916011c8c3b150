/** The About Us page's copy. */

export interface AboutSection {
  heading: string;
  paragraphs: readonly string[];
}

export const ABOUT_INTRO: readonly string[] = [
  'Farooq Group Of Hospitals is a family of seven hospitals in Lahore and Islamabad: Allama Iqbal Town, DHA and West Wood in Lahore, our Islamabad branch at Bahria Golf City, Bahria Enclave, the Akhtar Saeed Trust Hospital, and our partner, Doctors Hospital in Johar Town.',
  'Between them our hospitals offer emergency care around the clock, specialist consultants in every major department, intensive care, operation theatres, laboratories and a blood bank. Doctors Hospital alone has 250 beds.',
  'Charity is part of who we are. The Akhtar Saeed Trust Hospital has 300 beds and gives all of its care free of charge, and West Wood keeps 120 of its 220 beds for patients who cannot pay.',
];

export const ABOUT_SECTIONS: readonly AboutSection[] = [
  {
    heading: 'Our mission',
    paragraphs: [
      'To give every patient who comes to us safe, skilled and kind care, and to make sure that no one is turned away because they cannot afford it.',
    ],
  },
  {
    heading: 'Our vision',
    paragraphs: [
      'To be the hospitals families in Lahore and Islamabad trust first: close to home, open every hour, and as good as any in the country.',
    ],
  },
  {
    heading: 'Our commitment to patients',
    paragraphs: [
      'We explain what we are doing and why, we respect your privacy, and we listen when something goes wrong. Our complaint cell has a focal person at each branch, and every complaint gets an answer.',
      'Our consultants, nurses and staff are trained to the same standards at every branch, so the care you receive does not depend on which door you walk through.',
    ],
  },
];
