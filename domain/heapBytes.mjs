// Plain JavaScript: server/pageCacheTiers.mjs weighs its copies with it, and Next.js loads that
// file uncompiled.

/** V8 keeps a string of Latin-1 characters at a byte each, any other (Urdu's) at two. */
const TWO_BYTE = /[^\u0000-\u00ff]/;

/**
 * About the bytes `value` holds in V8's heap, each object counted once however often it is
 * referred to: strings at one or two bytes a character, buffers at their length, objects, arrays,
 * maps and sets at a pointer a slot besides what they hold. An estimate for a cache's byte budget
 * (lru-cache's sizeCalculation), within a factor of about two of a heap snapshot's figure; a
 * string's length alone counts Urdu text at half its size and a parsed object's JSON text at a
 * third or less of it.
 */
export function heapBytes(value) {
  const seen = new Set();
  const pending = [value];
  let bytes = 0;
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      bytes += 16 + item.length * (TWO_BYTE.test(item) ? 2 : 1);
      continue;
    }
    // Numbers, booleans and the like live in the slot that holds them, counted with it.
    if (item === null || typeof item !== 'object') continue;
    if (seen.has(item)) continue;
    seen.add(item);
    if (ArrayBuffer.isView(item) || item instanceof ArrayBuffer) {
      bytes += 64 + item.byteLength;
    } else if (item instanceof Map) {
      bytes += 32 + 24 * item.size;
      for (const [key, entry] of item) pending.push(key, entry);
    } else if (item instanceof Set) {
      bytes += 32 + 16 * item.size;
      for (const entry of item) pending.push(entry);
    } else if (Array.isArray(item)) {
      bytes += 16 + 8 * item.length;
      for (const entry of item) pending.push(entry);
    } else {
      const keys = Object.keys(item);
      // Property names are shared between objects of a shape: only the slots are counted.
      bytes += 24 + 8 * keys.length;
      for (const key of keys) pending.push(item[key]);
    }
  }
  return bytes;
}
