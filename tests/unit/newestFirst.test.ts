import { describe, expect, it } from 'vitest';
import { newestFirst } from '@/domain/newestFirst';

describe('newest first', () => {
  it('puts dated items newest first and undated ones last, in the order they came', () => {
    const items = [
      { id: 'a', date: '2026-03-01T10:00:00+05:00' },
      { id: 'b', date: null },
      { id: 'c', date: '2026-11-20T09:00:00+05:00' },
      { id: 'd', date: 'not a date' },
      { id: 'e', date: '2025-12-31T23:00:00+05:00' },
      { id: 'f', date: '2026-03-01T10:00:00+05:00' },
    ];
    expect(newestFirst(items, (item) => item.date).map((item) => item.id)).toEqual([
      'c',
      'a',
      'f',
      'e',
      'b',
      'd',
    ]);
  });
});
