/**
 * SAMPLE: the complaint cell's focal persons (spec 001 §2). The specification gives the branches
 * but leaves the people and their numbers out; these stand in until the hospital supplies its own.
 */

export interface FocalPerson {
  branch: 'WEST_WOOD' | 'DHA' | 'BAHRIA_GOLF_CITY' | 'ALLAMA_IQBAL_TOWN' | 'AKHTAR_SAEED';
  name: string;
  designation: string;
  phone: string;
  email: string;
}

export const COMPLAINT_CELL_INTRO =
  'Each branch has a focal person who listens to complaints and sees that every one is answered. Call or write to the branch you visited, or register your complaint online.';

export const COMPLAINT_CELL: readonly FocalPerson[] = [
  {
    branch: 'WEST_WOOD',
    name: 'Ms. Saima Akram',
    designation: 'Patient Relations Officer',
    phone: '042 0000 0021',
    email: 'complaints.westwood@farooqhospitals.example',
  },
  {
    branch: 'DHA',
    name: 'Mr. Usman Ghani',
    designation: 'Patient Relations Officer',
    phone: '042 0000 0022',
    email: 'complaints.dha@farooqhospitals.example',
  },
  {
    branch: 'BAHRIA_GOLF_CITY',
    name: 'Ms. Hina Javed',
    designation: 'Patient Relations Officer',
    phone: '051 0000 0023',
    email: 'complaints.islamabad@farooqhospitals.example',
  },
  {
    branch: 'ALLAMA_IQBAL_TOWN',
    name: 'Mr. Kamran Yousaf',
    designation: 'Patient Relations Officer',
    phone: '042 0000 0024',
    email: 'complaints.iqbaltown@farooqhospitals.example',
  },
  {
    branch: 'AKHTAR_SAEED',
    name: 'Ms. Rabia Anwar',
    designation: 'Patient Welfare Officer',
    phone: '042 0000 0025',
    email: 'complaints.trust@farooqhospitals.example',
  },
];
