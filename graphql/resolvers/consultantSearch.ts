import { SEARCH_TEXT_MAX, isTooLong, type ConsultantCriteria } from '@/domain/consultantSearch';
import { messages } from '@/domain/messages';
import { badInput } from '../errors';

/** Refuses a criterion longer than the limit, before anything is read. */
export function checkSearch(search: ConsultantCriteria | null | undefined): void {
  if (isTooLong(search)) throw badInput(messages.consultants.searchTooLong(SEARCH_TEXT_MAX));
}
