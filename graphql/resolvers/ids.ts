import { isValidId } from '@/adapters/wire';
import { badInput } from '../errors';

/** An id argument from a client, checked before it reaches any upstream. */
export function requireId(id: string, what: string): string {
  if (!isValidId(id)) throw badInput(`${what} id must be a positive whole number.`);
  return id.trim();
}
