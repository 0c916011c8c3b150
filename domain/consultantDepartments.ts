/**
 * The department dropdown of the Find your Consultant panel. The specification offers five
 * (spec 000 §5), matched as substrings ("Neuro" finds Neurology and Neurosurgery); they come first,
 * then every other department the list's consultants have, so a branch's Dermatology or ENT can be
 * chosen too (docs/differences.md).
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
 * The dropdown's departments after "All Departments": the specification's five, then the others.
 * A department searched for that is in neither (an address typed by hand) is offered last, so the
 * panel shows the search the list shows.
 */
export function departmentChoices(departments: readonly string[], searched = ''): string[] {
  const choices = [...SPEC_DEPARTMENTS];
  const taken = new Set(choices.map(keyOf));
  for (const name of [...departments, searched]) {
    if (name && !taken.has(keyOf(name))) {
      choices.push(name);
      taken.add(keyOf(name));
    }
  }
  return choices;
}
