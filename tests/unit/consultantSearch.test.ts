import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Consultant } from '@/adapters/consultants';
import { searchConsultants } from '@/graphql/resolvers/consultantSearch';

function consultant(id: string, fields: Partial<Consultant>): Consultant {
  return {
    id,
    name: 'Dr. Someone',
    designation: null,
    timing: null,
    department: null,
    branch: null,
    branchName: null,
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
    branchName: 'DHA',
  }),
  consultant('2', {
    name: 'Dr. Imran Ali',
    designation: 'Consultant Neurosurgeon',
    department: 'Neurosurgery',
    branchName: 'West Wood',
  }),
  consultant('3', {
    name: 'Dr. Sana Malik',
    designation: null,
    department: 'Medicine',
    branchName: 'DHA',
  }),
  consultant('4', {
    name: 'Dr. Usman Tariq',
    designation: 'Professor of Orthopaedic Surgery',
    department: null,
    branchName: null,
  }),
];

const ids = (found: Consultant[]) => found.map((c) => c.id);

describe('the Find your Consultant search', () => {
  it('returns everyone when both criteria are empty or missing', () => {
    expect(ids(searchConsultants(list, null))).toEqual(['1', '2', '3', '4']);
    expect(ids(searchConsultants(list, { text: '', department: '' }))).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(ids(searchConsultants(list, { text: '   ' }))).toEqual(['1', '2', '3', '4']);
  });

  it('matches the name text case-insensitively as a substring', () => {
    expect(ids(searchConsultants(list, { text: 'AYESHA' }))).toEqual(['1']);
    expect(ids(searchConsultants(list, { text: 'mal' }))).toEqual(['3']);
  });

  it('matches over designation, name, branch and department combined', () => {
    expect(ids(searchConsultants(list, { text: 'cardiologist' }))).toEqual(['1']);
    expect(ids(searchConsultants(list, { text: 'west wood' }))).toEqual(['2']);
    expect(ids(searchConsultants(list, { text: 'dha' }))).toEqual(['1', '3']);
  });

  it('matches the department option as a substring too ("Neuro" finds Neurosurgery)', () => {
    expect(ids(searchConsultants(list, { department: 'Neuro' }))).toEqual(['2']);
    expect(ids(searchConsultants(list, { department: 'Orthopaedic' }))).toEqual(['4']);
    expect(ids(searchConsultants(list, { department: 'Radiology' }))).toEqual([]);
  });

  it('requires both criteria when both are given', () => {
    expect(ids(searchConsultants(list, { text: 'dha', department: 'Medicine' }))).toEqual(['3']);
    expect(ids(searchConsultants(list, { text: 'imran', department: 'Cardiology' }))).toEqual([]);
  });

  it('never matches across the boundary of two fields', () => {
    // "Khan" + "Consultant" would read "khanconsultant" if the fields were glued together.
    expect(ids(searchConsultants(list, { text: 'khanconsultant' }))).toEqual([]);
  });

  it('refuses search text longer than 100 characters with a clear error', () => {
    expect(() => searchConsultants(list, { text: 'a'.repeat(101) })).toThrow(GraphQLError);
    expect(() => searchConsultants(list, { text: 'a'.repeat(101) })).toThrow(
      /at most 100 characters/,
    );
  });
});
