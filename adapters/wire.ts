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

/**
 * A name as editors type it, reduced to what tells names apart: letters and digits, lower case.
 * "Bahria  Golf City" and "bahria golf city", "D.H.A" and "DHA" are then the same.
 */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Ids the product accepts from visitors and API clients: a positive whole number. */
export function isValidId(value: string): boolean {
  return /^[1-9]\d{0,11}$/.test(value.trim());
}

/**
 * Reshape every usable record of a list feed. A record that does not fit its schema, or that the
 * reshape rejects, is dropped rather than failing the whole list; a body that is not a list fails.
 */
export function reshapeEach<W, M>(
  raw: unknown,
  schema: z.ZodType<W>,
  reshape: (wire: W) => M | null,
): M[] {
  const items = z.array(z.unknown()).parse(raw);
  const models: M[] = [];
  for (const item of items) {
    const parsed = schema.safeParse(item);
    const model = parsed.success ? reshape(parsed.data) : null;
    if (model !== null) models.push(model);
  }
  return models;
}

/** Some endpoints answer one object for some ids and an array for others; the first is taken. */
export function firstOf(raw: unknown): unknown {
  return Array.isArray(raw) ? raw[0] : raw;
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
