import { describe, expect, it } from 'vitest';
import { getBranch, isFeaturedDepartment, type BranchSlug } from '@/adapters/branches';
import { GENERIC_DEPARTMENTS } from '@/content/genericDepartments';
import { preview } from '@/graphql/resolvers/notices';
import { paginate } from '@/graphql/resolvers/pagination';

const featured = (branch: BranchSlug) =>
  GENERIC_DEPARTMENTS.filter((department) => isFeaturedDepartment(branch, department.id)).map(
    (d) => d.name,
  );

describe('the general department list', () => {
  it('has 19 entries in the specified order, medicine and Diet & Nutrition both id 18', () => {
    expect(GENERIC_DEPARTMENTS).toHaveLength(19);
    expect(GENERIC_DEPARTMENTS.map((d) => d.name)).toEqual([
      'Cardiology',
      'Neurology',
      'medicine',
      'Oncology',
      'Orthopedics',
      'Pediatrics',
      'Psychiatry',
      'Radiology',
      'Plastic Surgery',
      'Nephrology',
      'Pulmonology',
      'Pain Management',
      'Gastroenterology',
      'Ear Nose & Throat (ENT)',
      'Eyes',
      'Dental & Maxillofacial',
      'Dermatology & Cosmetology',
      'Anesthesiology',
      'Diet & Nutrition',
    ]);
    expect(GENERIC_DEPARTMENTS.filter((d) => d.id === 18).map((d) => d.name)).toEqual([
      'medicine',
      'Diet & Nutrition',
    ]);
  });
});

describe('featured departments per branch', () => {
  it('DHA and Akhtar Saeed feature ids 4 to 8', () => {
    const expected = ['Orthopedics', 'Pediatrics', 'Psychiatry', 'Radiology', 'Plastic Surgery'];
    expect(featured('dha')).toEqual(expected);
    expect(featured('akhtar-saeed')).toEqual(expected);
  });

  it('Doctors Hospital features ids 1 to 18: the whole list', () => {
    expect(featured('doctors-hospital')).toHaveLength(19);
  });

  it('Bahria Golf City features ids 2 to 12', () => {
    expect(featured('bahria-golf-city')).toEqual([
      'Neurology',
      'Oncology',
      'Orthopedics',
      'Pediatrics',
      'Psychiatry',
      'Radiology',
      'Plastic Surgery',
      'Nephrology',
      'Pulmonology',
      'Pain Management',
      'Gastroenterology',
    ]);
  });

  it('Bahria Enclave shows the result of its later filter, "not 8 to 12"', () => {
    const names = featured('bahria-enclave');
    expect(names).not.toContain('Plastic Surgery');
    expect(names).not.toContain('Gastroenterology');
    expect(names).toContain('Cardiology');
    expect(names).toContain('medicine');
    expect(names).toHaveLength(14);
  });
});

describe('per-branch page rules in the registry', () => {
  it('limits news to four for Iqbal Town and West Wood only', () => {
    expect(getBranch('allama-iqbal-town').newsLimit).toBe(4);
    expect(getBranch('west-wood').newsLimit).toBe(4);
    expect(getBranch('dha').newsLimit).toBeNull();
  });

  it('says "No services available." for Doctors Hospital and Bahria Enclave only', () => {
    expect(getBranch('doctors-hospital').noServicesText).toBe('No services available.');
    expect(getBranch('bahria-enclave').noServicesText).toBe('No services available.');
    expect(getBranch('dha').noServicesText).toBeNull();
  });

  it('has the West Wood about-us message', () => {
    expect(getBranch('west-wood').noAboutText).toBe('No data found for Westwood branch');
    expect(getBranch('dha').noAboutText).toBeNull();
  });
});

describe('pagination', () => {
  const items = ['1', '2', '3', '4', '5'].map((id) => ({ id }));
  const ids = (list: { id: string }[]) => list.map((item) => item.id);

  it('returns everything without arguments, and pages by the id of the last item seen', () => {
    expect(ids(paginate(items, {}))).toEqual(['1', '2', '3', '4', '5']);
    expect(ids(paginate(items, { first: 2 }))).toEqual(['1', '2']);
    expect(ids(paginate(items, { first: 2, after: '2' }))).toEqual(['3', '4']);
    expect(ids(paginate(items, { after: '5' }))).toEqual([]);
  });

  it('refuses a page size out of range and an unknown cursor', () => {
    expect(() => paginate(items, { first: 0 })).toThrow(/between 1 and 500/);
    expect(() => paginate(items, { first: 501 })).toThrow(/between 1 and 500/);
    expect(() => paginate(items, { after: '99' })).toThrow(/No item with id "99"/);
  });
});

describe('announcement preview', () => {
  it('cuts at 150 characters followed by an ellipsis', () => {
    expect(preview('a'.repeat(151))).toBe(`${'a'.repeat(150)}...`);
    expect(preview('a'.repeat(150))).toBe('a'.repeat(150));
    expect(preview(null)).toBeNull();
  });
});
