import { describe, expect, it } from 'vitest';
import {
  departmentChoices,
  departmentLabel,
  distinctDepartments,
} from '@/domain/consultantDepartments';
import { specialityOf } from '@/domain/specialities';
import { pageNumbers } from '@/components/consultants/ListingPager';

describe("the department filter's choices", () => {
  it('are each department once, whatever its case or spacing, alphabetically', () => {
    expect(
      distinctDepartments(['Urology', ' ENT ', null, 'ent', 'Gynaecology  &  Obstetrics', '']),
    ).toEqual(['ENT', 'Gynaecology & Obstetrics', 'Urology']);
  });

  it("offer each speciality once, whatever spellings its records use, in the patient's words", () => {
    const { values } = departmentChoices(
      ['Orthopaedic Surgery', 'Orthopaedics', 'Neurology', 'Neurosurgery', 'Cardiology', 'ENT'],
      '',
      'en',
    );
    expect(values).toEqual(['Orthopaedics', 'Neurology', 'Neurosurgery', 'ENT', 'Cardiology']);
    expect(values.map((value) => departmentLabel(value, 'en').label)).toEqual([
      'Bones and joints (Orthopaedics)',
      'Brain and nerves (Neurology)',
      'Brain and spine surgery (Neurosurgery)',
      'Ear, nose and throat (ENT)',
      'Heart (Cardiology)',
    ]);
    // No two choices are the same speciality.
    const specialities = values.map((value) => specialityOf(value));
    expect(new Set(specialities).size).toBe(values.length);
  });

  it('label each choice in Urdu by the glossary on Urdu pages', () => {
    const { values } = departmentChoices(['Cardiology', 'Paediatrics'], '', 'ur');
    expect(values.map((value) => departmentLabel(value, 'ur'))).toEqual([
      { label: 'امراضِ اطفال (Paediatrics)', english: false },
      { label: 'امراضِ قلب (Cardiology)', english: false },
    ]);
  });

  it("offer the specification's five when the list's departments are unknown", () => {
    expect(departmentChoices([], '', 'en').values).toHaveLength(5);
  });

  it('select the speciality of a legacy spelling, and offer a searched department no choice is', () => {
    const departments = ['Orthopaedic Surgery', 'Neurology', 'Neurosurgery'];
    expect(departmentChoices(departments, 'Orthopaedic', 'en').selected).toBe('Orthopaedics');
    expect(departmentChoices(departments, 'cardiology', 'en')).toEqual({
      values: ['Orthopaedics', 'Neurology', 'Neurosurgery', 'cardiology'],
      selected: 'cardiology',
    });
    const neuro = departmentChoices(departments, 'Neuro', 'en');
    expect(neuro.values.at(-1)).toBe('Neuro');
    expect(neuro.selected).toBe('Neuro');
    expect(departmentChoices([], 'Astrology', 'en').values.at(-1)).toBe('Astrology');
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
