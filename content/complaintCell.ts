/**
 * SAMPLE: the complaint cell's focal persons (spec 001 §2). The specification gives the branches
 * but leaves the people and their numbers out; these stand in until the hospital supplies its own.
 * Each person's name and designation, and the page's introduction, are the catalogue's
 * (`copy.complaintCell`, messages/<locale>.json).
 */

export interface FocalPerson {
  branch: 'WEST_WOOD' | 'DHA' | 'BAHRIA_GOLF_CITY' | 'ALLAMA_IQBAL_TOWN' | 'AKHTAR_SAEED';
  phone: string;
  email: string;
}

export const COMPLAINT_CELL: readonly FocalPerson[] = [
  {
    branch: 'WEST_WOOD',
    phone: '042 0000 0021',
    email: 'complaints.westwood@farooqhospitals.example',
  },
  {
    branch: 'DHA',
    phone: '042 0000 0022',
    email: 'complaints.dha@farooqhospitals.example',
  },
  {
    branch: 'BAHRIA_GOLF_CITY',
    phone: '051 0000 0023',
    email: 'complaints.islamabad@farooqhospitals.example',
  },
  {
    branch: 'ALLAMA_IQBAL_TOWN',
    phone: '042 0000 0024',
    email: 'complaints.iqbaltown@farooqhospitals.example',
  },
  {
    branch: 'AKHTAR_SAEED',
    phone: '042 0000 0025',
    email: 'complaints.trust@farooqhospitals.example',
  },
];
