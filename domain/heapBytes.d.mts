// Types of heapBytes.mjs.
export function heapBytes(value: unknown): number;
