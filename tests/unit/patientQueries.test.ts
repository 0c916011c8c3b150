import { describe, expect, it } from 'vitest';
import { specialityName, specialityOf } from '@/domain/specialities';
import { consultants } from '@/sandbox/data/consultants';
import { DEPARTMENT_NAMES } from '@/sandbox/data/departments';
import { PATIENT_QUERIES, type PatientQuery } from '@/tests/fixtures/patientQueries';

const SANDBOX_SPECIALITIES = new Set(
  DEPARTMENT_NAMES.map((department) => specialityName(specialityOf(department)!)),
);

/** The feed's names without "Dr." / "Prof. Dr.", as name queries give them. */
const untitled = (name: string): string => name.replace(/^(Prof\.\s*)?(Dr\.\s*)?/, '').trim();

const countBy = (key: (query: PatientQuery) => string): Record<string, number> =>
  PATIENT_QUERIES.reduce<Record<string, number>>((counts, query) => {
    counts[key(query)] = (counts[key(query)] ?? 0) + 1;
    return counts;
  }, {});

describe('the public patient query set', () => {
  it('has at least 170 different queries, at least 40 in each way of writing', () => {
    expect(PATIENT_QUERIES.length).toBeGreaterThanOrEqual(170);
    expect(new Set(PATIENT_QUERIES.map((query) => query.query.trim().toLowerCase())).size).toBe(
      PATIENT_QUERIES.length,
    );
    const perScript = countBy((query) => query.script);
    for (const script of ['en', 'roman', 'ur'])
      expect(perScript[script]).toBeGreaterThanOrEqual(40);
  });

  it('covers every category of the issue, and all but names in every way of writing', () => {
    const seen = new Set(PATIENT_QUERIES.map((query) => `${query.script}/${query.category}`));
    for (const script of ['en', 'roman', 'ur'])
      for (const category of [
        'speciality',
        'specialist',
        'condition',
        'symptom',
        'red-flag',
        'misspelling',
      ])
        expect(seen, `${script}/${category}`).toContain(`${script}/${category}`);
    expect(countBy((query) => query.category).name).toBeGreaterThanOrEqual(20);
  });

  it('writes each query in the script it claims', () => {
    for (const query of PATIENT_QUERIES) {
      if (query.script === 'ur') expect(query.query, query.query).toMatch(/^[\u0600-\u06ff\s]+$/);
      else expect(query.query, query.query).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('names right answers by speciality name, each answerable from the sandbox', () => {
    for (const query of PATIENT_QUERIES) {
      expect(query.departments?.length, query.query).toBeGreaterThan(0);
      for (const name of query.departments!) {
        const speciality = specialityOf(name);
        expect(speciality && specialityName(speciality), query.query).toBe(name);
      }
      expect(
        query.departments!.some((name) => SANDBOX_SPECIALITIES.has(name)),
        query.query,
      ).toBe(true);
    }
  });

  it('marks red flags, and only them, as emergencies', () => {
    for (const query of PATIENT_QUERIES)
      expect(query.emergency === true, query.query).toBe(query.category === 'red-flag');
  });

  it("names consultants the sandbox feed has, in that consultant's department", () => {
    const names = PATIENT_QUERIES.filter((query) => query.category === 'name');
    for (const query of names) {
      const matches = consultants.filter(
        (record) => untitled(record.consultanT_NAME) === query.name,
      );
      expect(matches.length, query.query).toBe(1);
      expect(specialityName(specialityOf(matches[0]!.department)!), query.query).toBe(
        query.departments![0],
      );
    }
  });
});
