import { urduDepartment } from './glossary';
import type { Locale } from './locales';
import { specialityName, specialityOf, termKey } from './specialities';

/**
 * The department filter of the Find your Consultant panel. The specification offers five
 * (spec 000 §5), matched as substrings ("Neuro" finds Neurology and Neurosurgery); the panel now
 * offers each speciality the list's consultants have, once, in the patient's words
 * (docs/differences.md). The five stay the home page's one-tap searches and what a panel offers
 * when the list's departments are unknown.
 */
export const SPEC_DEPARTMENTS = ['Medicine', 'Neuro', 'Cardiology', 'Orthopaedic', 'Radiology'];

const keyOf = (name: string) => name.trim().toLowerCase();

/** Each department once, whatever its case or spacing, in alphabetical order. */
export function distinctDepartments(names: Iterable<string | null>): string[] {
  const byKey = new Map<string, string>();
  for (const name of names) {
    const trimmed = name?.replace(/\s+/g, ' ').trim();
    if (trimmed && !byKey.has(keyOf(trimmed))) byKey.set(keyOf(trimmed), trimmed);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en'));
}

/**
 * A department as a patient reads it: "Heart (Cardiology)" in English, the glossary's
 * "امراضِ قلب (Cardiology)" in Urdu; a name neither knows as sent. `english` marks a label left
 * in English on an Urdu page.
 */
export function departmentLabel(name: string, locale: Locale): { label: string; english: boolean } {
  if (locale === 'ur') {
    const urdu = urduDepartment(name);
    return { label: urdu ?? name, english: urdu === null };
  }
  return { label: specialityOf(name)?.patientLabel ?? name, english: true };
}

/** The value that stands for a department: its speciality's name, or the name as sent. */
const choiceOf = (name: string) => {
  const speciality = specialityOf(name);
  return speciality ? specialityName(speciality) : name.replace(/\s+/g, ' ').trim();
};

export interface DepartmentChoices {
  /** The options after "All Departments": values the search reads, in the order of their labels. */
  values: string[];
  /** The option the panel starts with: the searched department's, '' for none. */
  selected: string;
}

/**
 * The dropdown's departments: each speciality of the list's departments once, whatever spellings
 * its consultants' records use ("Orthopaedic Surgery" and "Orthopaedics" are one choice), valued by
 * the speciality's name and ordered by what the patient reads. A list whose departments are
 * unknown offers the specification's five. A searched department whose speciality is offered
 * selects that choice (the legacy `?department=Orthopaedic` selects Orthopaedics, which finds the
 * same consultants); one that is not (`?department=Neuro`, an address typed by hand) is offered
 * last as searched, so the panel shows the search the list shows.
 */
export function departmentChoices(
  departments: readonly string[],
  searched: string,
  locale: Locale,
): DepartmentChoices {
  const byKey = new Map<string, string>();
  for (const name of departments.length > 0 ? departments : SPEC_DEPARTMENTS) {
    const value = choiceOf(name);
    if (value && !byKey.has(termKey(value))) byKey.set(termKey(value), value);
  }
  const label = (value: string) => departmentLabel(value, locale).label;
  const values = [...byKey.values()].sort((a, b) => label(a).localeCompare(label(b), locale));
  if (!searched.trim()) return { values, selected: '' };
  const offered = byKey.get(termKey(choiceOf(searched)));
  if (offered) return { values, selected: offered };
  return { values: [...values, searched], selected: searched };
}
