import { z } from 'zod';

/**
 * Tolerant building blocks for the content service's wire schemas, shared by every feed adapter.
 */

/** Text that may be missing, null, blank or a number; blank becomes null, the rest is trimmed. */
export const optionalText = z
  .union([z.string(), z.number(), z.null()])
  // Optional before the transform, so a missing key is accepted (zod 4 keys optionality on it).
  .optional()
  .transform((value) => {
    if (value === null || value === undefined) return null;
    const text = String(value).trim();
    return text === '' ? null : text;
  });

/** Ids arrive as numbers or numeric strings ("123"); anything else is no id at all. */
export const wireId = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => {
    const text = value === null || value === undefined ? '' : String(value).trim();
    return /^\d{1,12}$/.test(text) ? String(Number(text)) : null;
  });

/** Ids the product accepts from visitors and API clients: a positive whole number. */
export function isValidId(value: string): boolean {
  return /^[1-9]\d{0,11}$/.test(value.trim());
}
