import { SEARCH_TEXT_MAX, isTooLong, type ConsultantCriteria } from '@/domain/consultantSearch';
import { messages } from '@/domain/messages';
import { translator } from '@/domain/messages/translator';
import { badInput } from '../errors';

/** Refuses a criterion longer than the limit, before anything is read. */
export function checkSearch(search: ConsultantCriteria | null | undefined): void {
  if (isTooLong(search)) {
    const max = String(SEARCH_TEXT_MAX);
    throw badInput(translator(messages)('consultants.searchTooLong', { max }));
  }
}
