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

/** Ids the product accepts from visitors and API clients (domain/addresses). */
export { isRecordId as isValidId } from '@/domain/addresses';

/**
 * An answer that is not what its feed sends as a whole: an object where a list belongs, a list in
 * which no record is one of the feed's, or an empty list from a feed that is never empty. The
 * transport treats it as a fault of the host, so it never replaces the last good copy.
 */
export class WireShapeError extends Error {
  override name = 'WireShapeError';
}

/**
 * The field a record of a feed cannot be without. A record lacking it is not one of the feed's
 * (a wrong object), unlike a record the reshape leaves out for its content.
 */
export const recordId = wireId.pipe(z.string());

const kindOf = (raw: unknown) => (raw === null ? 'null' : Array.isArray(raw) ? 'list' : typeof raw);

/**
 * Reshape every usable record of a list feed. A record that does not fit its schema, or that the
 * reshape rejects, is dropped rather than failing the whole list; but a body that is not a list,
 * or a list of which not one record fits the schema, is the wrong answer, not an empty one.
 */
export function reshapeEach<W, M>(
  raw: unknown,
  schema: z.ZodType<W>,
  reshape: (wire: W) => M | null,
): M[] {
  if (!Array.isArray(raw)) throw new WireShapeError(`expected a list, got ${kindOf(raw)}`);
  const models: M[] = [];
  let fitting = 0;
  for (const item of raw) {
    const parsed = schema.safeParse(item);
    if (!parsed.success) continue;
    fitting += 1;
    const model = reshape(parsed.data);
    if (model !== null) models.push(model);
  }
  if (raw.length > 0 && fitting === 0) {
    throw new WireShapeError(`none of ${raw.length} records fits the feed`);
  }
  return models;
}

/**
 * One record, from endpoints that answer one object for some ids and an array for others (the
 * first is taken). The host's own empty answer (`[]` or `null`) names no record; a record that does
 * not fit the schema is the wrong answer, which must not read as "no such record".
 */
export function reshapeOne<W, M>(
  raw: unknown,
  schema: z.ZodType<W>,
  reshape: (wire: W) => M | null,
): M | null {
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (first === undefined || first === null) return null;
  const parsed = schema.safeParse(first);
  if (!parsed.success) throw new WireShapeError(`the ${kindOf(first)} answered is not a record`);
  return reshape(parsed.data);
}

/** Wire dates ("2024-03-18T00:00:00", no zone, Pakistan time) as ISO 8601 strings, or null. */
export const wireDate = optionalText.transform((text) => {
  if (!text) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text);
  if (!match) return null;
  const [, year, month, day, hour = '00', minute = '00', second = '00'] = match;
  const iso = `${year}-${month}-${day}T${hour}:${minute}:${second}+05:00`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
});
