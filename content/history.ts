/**
 * SAMPLE: the history timeline. The specification gives the page but not its dates; these
 * milestones stand in until the hospital supplies its own. The bed facts are the specification's.
 */

export interface Milestone {
  year: string;
  title: string;
  text: string;
}

export const HISTORY: readonly Milestone[] = [
  {
    year: '1990',
    title: 'The first hospital',
    text: 'A small hospital opens in Allama Iqbal Town, Lahore, with a promise to treat every patient who comes to its door.',
  },
  {
    year: '1996',
    title: 'Emergency care around the clock',
    text: 'The Allama Iqbal Town hospital opens a 24-hour emergency department and its first intensive care unit.',
  },
  {
    year: '2001',
    title: 'West Wood opens',
    text: 'West Wood opens with 220 beds, 120 of them kept for patients who cannot pay.',
  },
  {
    year: '2005',
    title: 'The Akhtar Saeed Trust Hospital',
    text: 'The trust hospital opens with 300 beds, and all of its care is given in charity.',
  },
  {
    year: '2009',
    title: 'DHA branch',
    text: 'A branch opens in DHA, Lahore, with specialist clinics and modern operation theatres.',
  },
  {
    year: '2013',
    title: 'Partnership with Doctors Hospital',
    text: 'Doctors Hospital in Johar Town, with 250 beds, joins the group as a partner hospital.',
  },
  {
    year: '2016',
    title: 'Islamabad',
    text: 'Our Islamabad branch opens at Bahria Golf City, bringing the group to a second city.',
  },
  {
    year: '2019',
    title: 'Bahria Enclave',
    text: 'A second Islamabad hospital opens at Bahria Enclave.',
  },
  {
    year: '2024',
    title: 'Online services',
    text: 'Patients can book appointments, read their lab reports and pay for medicines online.',
  },
];
