import type { Consultant } from '@/adapters/consultants';
import type { ConsultantSearch } from '../__generated__/resolvers';
import { badInput } from './errors';

export const SEARCH_TEXT_MAX = 100;

/**
 * The Find your Consultant rule (spec 000 §5): each criterion is a case-insensitive substring of
 * the designation, name, branch and department combined; an empty criterion is ignored.
 */
export function searchConsultants(
  consultants: readonly Consultant[],
  search: ConsultantSearch | null | undefined,
): Consultant[] {
  const criteria = [search?.text, search?.department]
    .map((value) => value?.trim().toLowerCase() ?? '')
    .filter((value) => value !== '');
  for (const criterion of criteria) {
    if (criterion.length > SEARCH_TEXT_MAX) {
      throw badInput(`Search text must be at most ${SEARCH_TEXT_MAX} characters.`);
    }
  }
  if (criteria.length === 0) return [...consultants];
  return consultants.filter((consultant) => {
    // Fields are joined with a space so a match never spans two fields.
    const haystack = [
      consultant.designation,
      consultant.name,
      consultant.branchName,
      consultant.department,
    ]
      .filter(Boolean)
      .join(' ')
      .toLowerCase();
    return criteria.every((criterion) => haystack.includes(criterion));
  });
}
