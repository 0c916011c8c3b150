import { isValidId } from '@/adapters/wire';
import { messages } from '@/domain/messages';
import { translator } from '@/domain/messages/translator';
import { badInput } from '../errors';

/** An id argument from a client, checked before it reaches any upstream. */
export function requireId(id: string, what: string): string {
  if (!isValidId(id)) throw badInput(translator(messages)('api.badId', { what }));
  return id.trim();
}
