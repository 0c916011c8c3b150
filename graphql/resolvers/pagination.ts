import { badInput } from './errors';

export const PAGE_SIZE_MAX = 500;

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/**
 * Keyset pagination over a list in stable order: the items after the one whose id is `after`, at
 * most `first` of them (spec of the arguments in graphql/schema/base.graphql).
 */
export function paginate<T extends { id: string }>(
  items: readonly T[],
  { first, after }: PageArgs,
): T[] {
  if (first !== null && first !== undefined && (first < 1 || first > PAGE_SIZE_MAX)) {
    throw badInput(`first must be between 1 and ${PAGE_SIZE_MAX}.`);
  }
  let start = 0;
  if (after !== null && after !== undefined) {
    const index = items.findIndex((item) => item.id === after);
    if (index === -1) throw badInput(`No item with id ${JSON.stringify(after)} in this list.`);
    start = index + 1;
  }
  return items.slice(start, first ? start + first : undefined);
}
