import { describe, expect, it } from 'vitest';
import { SPEC_DEPARTMENTS } from '@/domain/consultantDepartments';
import { GENERIC_DEPARTMENTS } from '@/domain/genericDepartments';
import { urduDepartment, urduDesignation } from '@/domain/glossary';
import { careers } from '@/sandbox/data/careers-feed';
import { consultants } from '@/sandbox/data/consultants';
import { CONSULTANT_DEPARTMENTS, DEPARTMENT_CATALOGUE } from '@/sandbox/data/departments';
import { departments } from '@/sandbox/data/departments-feed';

const distinct = (texts: Iterable<string | null>): string[] =>
  [...new Set([...texts].filter((text): text is string => !!text?.trim()))].sort();

/** Every text the rule leaves untranslated, so a failure names them all at once. */
const untranslated = (texts: readonly string[], rule: (text: string) => string | null) =>
  texts.filter((text) => rule(text) === null);

const ARABIC_SCRIPT = /[\u0600-\u06ff]/;

describe('the glossary covers what the consultant service sends', () => {
  const designations = distinct([
    ...consultants.map((record) => record.designation),
    ...CONSULTANT_DEPARTMENTS.flatMap((department) => [
      ...department.designations,
      department.professorDesignation,
    ]),
  ]);
  const departmentNames = distinct([
    ...consultants.map((record) => record.department),
    ...departments.map((record) => record.cosT_DESC),
    ...DEPARTMENT_CATALOGUE.map((department) => department.name),
    ...careers.map((record) => record.department),
    ...GENERIC_DEPARTMENTS.map((department) => department.name),
    ...SPEC_DEPARTMENTS,
  ]);

  it(`translates every designation in the sandbox data (${designations.length})`, () => {
    expect(designations.length).toBeGreaterThan(70);
    expect(untranslated(designations, urduDesignation)).toEqual([]);
  });

  it(`translates every department of the sandbox, the generic list and the finder (${departmentNames.length})`, () => {
    expect(departmentNames.length).toBeGreaterThan(30);
    expect(untranslated(departmentNames, urduDepartment)).toEqual([]);
  });

  it('writes every translation in Urdu script, with no English outside brackets', () => {
    for (const urdu of [
      ...designations.map(urduDesignation),
      ...departmentNames.map(urduDepartment),
    ]) {
      expect(urdu).toMatch(ARABIC_SCRIPT);
      expect(urdu!.replace(/\([^)]*\)/g, '')).not.toMatch(/[A-Za-z]/);
    }
  });
});

describe('designations', () => {
  it.each([
    ['Associate Professor, Medicine', 'ایسوسی ایٹ پروفیسر، میڈیسن'],
    ['Assistant Professor of Surgery', 'اسسٹنٹ پروفیسر، سرجری'],
    ['Professor of Cardiology', 'پروفیسر، امراضِ قلب (Cardiology)'],
    [
      'Professor of Oral & Maxillofacial Surgery',
      'پروفیسر، منہ و جبڑے کی سرجری (Maxillofacial Surgery)',
    ],
    ['Consultant Cardiologist', 'ماہرِ امراضِ قلب (Cardiologist)'],
    ['Senior Consultant Physician', 'سینئر فزیشن'],
    ['Consultant Gynaecologist', 'ماہرِ امراضِ نسواں (Gynaecologist)'],
    ['Senior Registrar', 'سینئر رجسٹرار'],
    ['Medical Officer', 'میڈیکل آفیسر'],
    // Spellings and punctuation the service does not send today, read by the same rules.
    ['  associate professor,  MEDICINE ', 'ایسوسی ایٹ پروفیسر، میڈیسن'],
    ['Assistant Professor Cardiology', 'اسسٹنٹ پروفیسر، امراضِ قلب (Cardiology)'],
    ['Consultant, Medicine', 'فزیشن'],
    ['Consultant', 'ماہر ڈاکٹر'],
    [
      'Professor & Head of Department, Cardiology',
      'پروفیسر اور سربراہِ شعبہ، امراضِ قلب (Cardiology)',
    ],
    ['Senior Registrar (Gynaecology)', 'سینئر رجسٹرار، امراضِ نسواں و زچگی (Gynae)'],
  ])('%s → %s', (english, urdu) => {
    expect(urduDesignation(english)).toBe(urdu);
  });

  it.each([
    [''],
    ['   '],
    ['Cardiology'],
    ['Chief Executive'],
    ['Consultant Astrologer'],
    ['Professor of Medicine (visiting)'],
  ])('leaves %j to be shown in English', (english) => {
    expect(urduDesignation(english)).toBeNull();
  });
});

describe('departments', () => {
  it.each([
    ['Medicine', 'میڈیسن'],
    ['medicine', 'میڈیسن'],
    ['Cardiology', 'امراضِ قلب (Cardiology)'],
    ['Ear Nose & Throat (ENT)', 'ناک، کان، گلا (ENT)'],
    ['ENT', 'ناک، کان، گلا (ENT)'],
    ['Orthopaedic Surgery', 'امراضِ ہڈی و جوڑ (Orthopaedics)'],
    ['Orthopedics', 'امراضِ ہڈی و جوڑ (Orthopaedics)'],
    ['Gynaecology  &  Obstetrics', 'امراضِ نسواں و زچگی (Gynae)'],
    ['Emergency', 'ایمرجنسی'],
    ['Radiology', 'ریڈیالوجی'],
  ])('%s → %s', (english, urdu) => {
    expect(urduDepartment(english)).toBe(urdu);
  });

  it('names no department it does not know', () => {
    expect(urduDepartment('Astrology')).toBeNull();
    expect(urduDepartment('')).toBeNull();
    expect(urduDepartment('constructor')).toBeNull();
  });
});
