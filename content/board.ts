/**
 * SAMPLE: the board of directors. The specification gives four profiles but not the people; these
 * fictional profiles stand in until the hospital supplies its own names, photos and biographies.
 */

export interface BoardMember {
  name: string;
  designation: string;
  biography: readonly string[];
  /** Site path of the photo. */
  photo: string;
}

export const BOARD: readonly BoardMember[] = [
  {
    name: 'Dr. Tariq Mahmood Sheikh',
    designation: 'Chairman',
    biography: [
      'A physician by training, Dr. Sheikh has led the group since its early years and has seen it grow from one hospital in Lahore to seven in two cities.',
      'He chairs the board of the Akhtar Saeed Trust and keeps charity care at the heart of every plan the group makes.',
    ],
    photo: '/images/board/chairman.svg',
  },
  {
    name: 'Mrs. Nadia Rehman',
    designation: 'Chief Executive Officer',
    biography: [
      'Mrs. Rehman runs the group day to day, from the emergency departments to the supply of medicines, with twenty years of hospital management behind her.',
      'She led the opening of the Islamabad branches and the move to digital lab reports.',
    ],
    photo: '/images/board/chief-executive.svg',
  },
  {
    name: 'Prof. Dr. Imran Qureshi',
    designation: 'Director Medical Services',
    biography: [
      'Prof. Qureshi is a cardiologist who oversees clinical standards, training and patient safety across all seven hospitals.',
      'He set up the group’s shared protocols, so that a patient receives the same care at every branch.',
    ],
    photo: '/images/board/medical-director.svg',
  },
  {
    name: 'Mr. Bilal Aslam',
    designation: 'Director Finance',
    biography: [
      'Mr. Aslam is a chartered accountant responsible for the group’s finances and for the funds that pay for charity care.',
      'He reports each year on how the trust’s donations are spent, bed by bed.',
    ],
    photo: '/images/board/finance-director.svg',
  },
];
