/**
 * The keys of a group of the catalogue, in the catalogue's order: the entries of a list the site
 * writes (the about page's sections, the history's milestones), so an entry is added in the
 * catalogue alone, once per language. Read from the English catalogue, whose keys every language
 * has (tests/unit/messages.test.ts).
 */
export function keysOf<T extends object>(group: T): (keyof T & string)[] {
  return Object.keys(group) as (keyof T & string)[];
}
