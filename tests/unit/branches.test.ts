import { describe, expect, it } from 'vitest';
import { getBranch, listBranches, matchBranch } from '@/adapters/branches';

describe('branch matching', () => {
  it('matches the filter names of the specification', () => {
    expect(matchBranch('Allama Iqbal Town')).toBe('allama-iqbal-town');
    expect(matchBranch('Doctors Hospital')).toBe('doctors-hospital');
    expect(matchBranch('DHA')).toBe('dha');
    expect(matchBranch('Akhtar Saeed')).toBe('akhtar-saeed');
    expect(matchBranch('Bahria Enclave')).toBe('bahria-enclave');
    expect(matchBranch('Bahria Golf City')).toBe('bahria-golf-city');
    expect(matchBranch('West Wood')).toBe('west-wood');
  });

  it('ignores surrounding spaces, doubled spaces and case, as the feeds need', () => {
    expect(matchBranch(' dha')).toBe('dha');
    expect(matchBranch('DHA ')).toBe('dha');
    expect(matchBranch('allama iqbal town ')).toBe('allama-iqbal-town');
    expect(matchBranch('Bahria  Golf City')).toBe('bahria-golf-city');
    expect(matchBranch('WEST WOOD')).toBe('west-wood');
    expect(matchBranch('Westwood')).toBe('west-wood');
  });

  it('knows the spellings the forms use', () => {
    expect(matchBranch('Behria Gold')).toBe('bahria-golf-city');
    expect(matchBranch('Islamabad')).toBe('bahria-golf-city');
    expect(matchBranch('Behria Inlave')).toBe('bahria-enclave');
    expect(matchBranch('Akhter Seed Trust Hospital')).toBe('akhtar-saeed');
    expect(matchBranch('Iqbal Town')).toBe('allama-iqbal-town');
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
    expect(getBranch('doctors-hospital').beds?.total).toBe(250);
    expect(getBranch('akhtar-saeed').beds).toMatchObject({ total: 300, charityPercent: 100 });
    expect(getBranch('west-wood').beds).toMatchObject({ total: 220, forPoorPatients: 120 });
    expect(getBranch('bahria-golf-city').consultantPaths).toEqual([
      '/bahriagolfcosultant',
      '/bahriagolfconsultant',
    ]);
  });

  it('takes phones and addresses from configuration and always has a map link', () => {
    for (const branch of listBranches()) {
      expect(branch.phone).not.toBe('');
      expect(branch.address).not.toBe('');
      expect(branch.mapUrl).toMatch(/^https:\/\//);
    }
  });
});
