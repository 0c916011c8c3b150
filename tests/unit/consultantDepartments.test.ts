import { describe, expect, it } from 'vitest';
import { departmentChoices, distinctDepartments } from '@/domain/consultantDepartments';
import { pageNumbers } from '@/components/consultants/ListingPager';

describe("the department filter's choices", () => {
  it('are each department once, whatever its case or spacing, alphabetically', () => {
    expect(
      distinctDepartments(['Urology', ' ENT ', null, 'ent', 'Gynaecology  &  Obstetrics', '']),
    ).toEqual(['ENT', 'Gynaecology & Obstetrics', 'Urology']);
  });

  it("put the specification's five first, then every other department the list has", () => {
    expect(departmentChoices(['Cardiology', 'Dermatology', 'ENT', 'Neurosurgery'])).toEqual([
      'Medicine',
      'Neuro',
      'Cardiology',
      'Orthopaedic',
      'Radiology',
      'Dermatology',
      'ENT',
      'Neurosurgery',
    ]);
  });

  it('offer a searched department the list does not have, so the panel shows the search', () => {
    expect(departmentChoices([], 'Astrology').at(-1)).toBe('Astrology');
    expect(departmentChoices([], 'cardiology')).toHaveLength(5);
  });
});

describe("a list's page numbers", () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 11, [1, 2, null, 11]],
    [6, 11, [1, null, 5, 6, 7, null, 11]],
    [3, 11, [1, 2, 3, 4, null, 11]],
    [11, 11, [1, null, 10, 11]],
  ])('page %i of %i shows %j', (current, pages, shown) => {
    expect(pageNumbers(current, pages)).toEqual(shown);
  });
});
