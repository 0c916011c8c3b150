/** A text of a message catalogue, by its dotted key. */
export type Leaf = { key: string; text: string };

/** Every text of a catalogue (or of one of its areas), by its dotted key. */
export function leaves(node: unknown, prefix = ''): Leaf[] {
  if (typeof node === 'string') return [{ key: prefix, text: node }];
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    return Object.entries(node).flatMap(([key, value]) =>
      leaves(value, prefix ? `${prefix}.${key}` : key),
    );
  }
  throw new Error(`${prefix} is neither a text nor a group of texts`);
}
