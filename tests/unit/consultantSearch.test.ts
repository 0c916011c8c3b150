import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Consultant } from '@/adapters/consultants';
import { searchConsultants } from '@/domain/consultantSearch';
import { messages } from '@/domain/messages';
import { readSearch } from '@/graphql/resolvers/consultantSearch';

function consultant(id: string, fields: Partial<Consultant>): Consultant {
  return {
    id,
    name: 'Dr. Someone',
    designation: null,
    timing: null,
    department: null,
    branch: null,
    branchName: null,
    branchSpelling: null,
    photo: { url: '/images/default-doctor.svg', alt: '', isFallback: true },
    speciality: null,
    profile: null,
    ...fields,
  };
}

const list = [
  consultant('1', {
    name: 'Dr. Ayesha Khan',
    designation: 'Consultant Cardiologist',
    department: 'Cardiology',
    branch: 'DHA',
    branchName: 'DHA',
    branchSpelling: ' dha',
  }),
  consultant('2', {
    name: 'Dr. Imran Ali',
    designation: 'Consultant Neurosurgeon',
    department: 'Neurosurgery',
    branch: 'WEST_WOOD',
    branchName: 'West Wood',
    branchSpelling: 'Westwood',
  }),
  consultant('3', {
    name: 'Dr. Sana Malik',
    designation: null,
    department: 'Medicine',
    branch: 'DHA',
    branchName: 'DHA',
    branchSpelling: 'DHA',
  }),
  consultant('4', {
    name: 'Dr. Usman Tariq',
    designation: 'Professor of Orthopaedic Surgery',
    department: null,
    branchName: null,
  }),
  consultant('5', {
    name: 'Dr. Farah Naz',
    department: 'Gynaecology',
    branch: 'AKHTAR_SAEED',
    branchName: 'Akhtar Saeed',
    branchSpelling: 'Akhtar Saeed',
  }),
  consultant('6', {
    name: 'Dr. Bilal Ahmed',
    department: 'Medicine',
    branch: 'AKHTAR_SAEED',
    branchName: 'Akhtar Saeed',
    branchSpelling: 'Akhtar Saeed Trust Hospital',
  }),
  consultant('7', {
    name: 'Dr. Hina Raza',
    department: 'Medicine',
    branchName: 'Gulberg Clinic',
    branchSpelling: 'Gulberg Clinic',
  }),
];

const ids = (found: readonly Consultant[]) => found.map((c) => c.id);

/** The search as the API runs it: criteria read as it reads them. */
const search = (
  consultants: Consultant[],
  criteria: { text?: string; department?: string; query?: string; sitsToday?: boolean } | null,
  now?: Date,
) =>
  searchConsultants(consultants, readSearch(criteria, messages), now).found.map(
    ({ consultant }) => consultant,
  );

describe('the Find your Consultant search', () => {
  it('returns everyone when both criteria are empty or missing', () => {
    const everyone = ids(list);
    expect(ids(search(list, null))).toEqual(everyone);
    expect(ids(search(list, { text: '', department: '' }))).toEqual(everyone);
    expect(ids(search(list, { text: '   ' }))).toEqual(everyone);
  });

  it('matches the name text case-insensitively as a substring', () => {
    expect(ids(search(list, { text: 'AYESHA' }))).toEqual(['1']);
    expect(ids(search(list, { text: 'mal' }))).toEqual(['3']);
  });

  it('matches over designation, name, branch and department combined', () => {
    expect(ids(search(list, { text: 'cardiologist' }))).toEqual(['1']);
    expect(ids(search(list, { text: 'west wood' }))).toEqual(['2']);
    expect(ids(search(list, { text: 'dha' }))).toEqual(['1', '3']);
  });

  it("matches the branch by the record's own spelling and by the branch's names", () => {
    // Both Akhtar Saeed records, whichever spelling they carry, are the trust hospital's doctors.
    expect(ids(search(list, { text: 'trust' }))).toEqual(['5', '6']);
    expect(ids(search(list, { text: 'westwood' }))).toEqual(['2']);
    // A record naming none of the seven is still found by its own spelling.
    expect(ids(search(list, { text: 'gulberg' }))).toEqual(['7']);
  });

  it('matches the department option as a substring too ("Neuro" finds Neurosurgery)', () => {
    expect(ids(search(list, { department: 'Neuro' }))).toEqual(['2']);
    expect(ids(search(list, { department: 'Orthopaedic' }))).toEqual(['4']);
    expect(ids(search(list, { department: 'Radiology' }))).toEqual([]);
  });

  it('requires both criteria when both are given', () => {
    expect(ids(search(list, { text: 'dha', department: 'Medicine' }))).toEqual(['3']);
    expect(ids(search(list, { text: 'trust', department: 'Medicine' }))).toEqual(['6']);
    expect(ids(search(list, { text: 'imran', department: 'Cardiology' }))).toEqual([]);
  });

  it('never matches across the boundary of two fields', () => {
    // "Khan" + "Consultant" would read "khanconsultant" if the fields were glued together.
    expect(ids(search(list, { text: 'khanconsultant' }))).toEqual([]);
  });

  it('with "sits today", keeps only consultants who can still be seen today in Pakistan', () => {
    const timed = [
      consultant('mon-fri', { timing: 'Mon - Fri: 9:00 AM - 11:00 AM', department: 'Medicine' }),
      consultant('tue-thu', { timing: 'Tue & Thu 5:00 PM to 8:00 PM', department: 'Medicine' }),
      consultant('on-call', { timing: 'On Call', department: 'Medicine' }),
    ];
    // 19:30 UTC on Sunday 1 November 2026 is already Monday in Pakistan.
    const mondayInPakistan = new Date('2026-11-01T19:30:00Z');
    // 09:00 in Pakistan: both Tuesday consultants are still to come.
    const tuesday = new Date('2026-11-03T04:00:00Z');
    expect(ids(search(timed, { sitsToday: true }, mondayInPakistan))).toEqual(['mon-fri']);
    expect(ids(search(timed, { sitsToday: true, text: 'medicine' }, tuesday))).toEqual([
      'mon-fri',
      'tue-thu',
    ]);
    expect(ids(search(timed, { sitsToday: false }, tuesday))).toHaveLength(3);
    // 13:00 in Pakistan: the 9-11 am clinic is over for today.
    const tuesdayAfternoon = new Date('2026-11-03T08:00:00Z');
    expect(ids(search(timed, { sitsToday: true }, tuesdayAfternoon))).toEqual(['tue-thu']);
  });

  it('refuses search text longer than 100 characters with a clear error', () => {
    expect(() => readSearch({ text: 'a'.repeat(101) }, messages)).toThrow(GraphQLError);
    expect(() => readSearch({ query: 'a'.repeat(101) }, messages)).toThrow(GraphQLError);
    expect(() => readSearch({ text: 'a'.repeat(101) }, messages)).toThrow(/at most 100 characters/);
  });
});
