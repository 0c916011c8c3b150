import { describe, expect, it } from 'vitest';
import {
  BRANCH_IDS,
  getBranch,
  listBranches,
  matchBranch,
  requestFormOptions,
} from '@/domain/branches';

describe('branch matching', () => {
  it('matches the filter names of the specification', () => {
    expect(matchBranch('Allama Iqbal Town')).toBe('ALLAMA_IQBAL_TOWN');
    expect(matchBranch('Doctors Hospital')).toBe('DOCTORS_HOSPITAL');
    expect(matchBranch('DHA')).toBe('DHA');
    expect(matchBranch('Akhtar Saeed')).toBe('AKHTAR_SAEED');
    expect(matchBranch('Bahria Enclave')).toBe('BAHRIA_ENCLAVE');
    expect(matchBranch('Bahria Golf City')).toBe('BAHRIA_GOLF_CITY');
    expect(matchBranch('West Wood')).toBe('WEST_WOOD');
  });

  it('ignores surrounding spaces, doubled spaces and case, as the feeds need', () => {
    expect(matchBranch(' dha')).toBe('DHA');
    expect(matchBranch('DHA ')).toBe('DHA');
    expect(matchBranch('allama iqbal town ')).toBe('ALLAMA_IQBAL_TOWN');
    expect(matchBranch('Bahria  Golf City')).toBe('BAHRIA_GOLF_CITY');
    expect(matchBranch('WEST WOOD')).toBe('WEST_WOOD');
    expect(matchBranch('Westwood')).toBe('WEST_WOOD');
  });

  it('knows the spellings the forms use', () => {
    expect(matchBranch('Behria Gold')).toBe('BAHRIA_GOLF_CITY');
    expect(matchBranch('Islamabad')).toBe('BAHRIA_GOLF_CITY');
    expect(matchBranch('Behria Inlave')).toBe('BAHRIA_ENCLAVE');
    expect(matchBranch('Akhter Seed Trust Hospital')).toBe('AKHTAR_SAEED');
    expect(matchBranch('Iqbal Town')).toBe('ALLAMA_IQBAL_TOWN');
  });

  it('names no branch for unknown, empty or missing names', () => {
    for (const name of ['Karachi', '', '   ', null, undefined, 'DHA Karachi']) {
      expect(matchBranch(name)).toBeNull();
    }
  });
});

describe('the branch registry', () => {
  it('holds the seven branches with their routes and stated bed facts', () => {
    const branches = listBranches();
    expect(branches).toHaveLength(7);
    expect(new Set(branches.map((branch) => branch.consultantPaths[0])).size).toBe(7);
    expect(getBranch('DOCTORS_HOSPITAL').beds?.total).toBe(250);
    expect(getBranch('AKHTAR_SAEED').beds).toMatchObject({ total: 300, charityPercent: 100 });
    expect(getBranch('WEST_WOOD').beds).toMatchObject({ total: 220, forPoorPatients: 120 });
    expect(getBranch('BAHRIA_GOLF_CITY').consultantPaths).toEqual([
      '/bahriagolfcosultant',
      '/bahriagolfconsultant',
    ]);
  });

  it('keys each branch by its GraphQL enum value, with a phone, an address and a map link', () => {
    expect(listBranches().map((branch) => branch.id)).toEqual([...BRANCH_IDS]);
    for (const branch of listBranches()) {
      expect(branch.phone).toMatch(/^0\d{2} \d{4} \d{4}$/);
      expect(branch.address).not.toBe('');
      expect(branch.mapUrl).toMatch(/^https:\/\//);
    }
  });
});

describe("the forms' branch options", () => {
  it("are the specification's seven, in its order, labelled with the branches' proper names", () => {
    expect(requestFormOptions('APPOINTMENT')).toEqual([
      { branch: 'ALLAMA_IQBAL_TOWN', label: 'Allama Iqbal Town', value: 'Iqbal Town' },
      { branch: 'DHA', label: 'DHA', value: 'DHA' },
      { branch: 'WEST_WOOD', label: 'West Wood', value: 'West Wood' },
      { branch: 'BAHRIA_GOLF_CITY', label: 'Islamabad (Bahria Golf City)', value: 'Behria Gold' },
      { branch: 'BAHRIA_ENCLAVE', label: 'Bahria Enclave', value: 'Behria Inlave' },
      {
        branch: 'AKHTAR_SAEED',
        label: 'Akhtar Saeed Trust Hospital',
        value: 'Akhter Seed Trust Hospital',
      },
      {
        branch: 'DOCTORS_HOSPITAL',
        label: 'Doctors Hospital Johar Town',
        value: 'Doctors Hospital',
      },
    ]);
  });

  it('put Islamabad in place of Golf City on the complaint form', () => {
    const complaint = requestFormOptions('COMPLAINT');
    const appointment = requestFormOptions('APPOINTMENT');
    expect(complaint[3]).toEqual({
      branch: 'BAHRIA_GOLF_CITY',
      label: 'Islamabad',
      value: 'Islamabad',
    });
    expect(complaint.toSpliced(3, 1)).toEqual(appointment.toSpliced(3, 1));
  });

  it('send values the registry reads back as the same branch', () => {
    for (const form of ['APPOINTMENT', 'COMPLAINT'] as const) {
      for (const option of requestFormOptions(form)) {
        expect(matchBranch(option.value), option.value).toBe(option.branch);
      }
    }
  });
});
