import { describe, expect, it } from 'vitest';
import { sitsTodayLine } from '@/components/consultants/SitsToday';

describe('sitsTodayLine: what a card shows of "Sits today"', () => {
  it("shows the server's answer until the page is live", () => {
    expect(sitsTodayLine(true, undefined)).toBe('line');
    expect(sitsTodayLine(false, undefined)).toBe('none');
  });

  it('keeps the place of a line the browser withdraws, so nothing below it moves', () => {
    expect(sitsTodayLine(true, false)).toBe('kept place');
  });

  it("follows the browser's clock once live", () => {
    expect(sitsTodayLine(true, true)).toBe('line');
    expect(sitsTodayLine(false, true)).toBe('line');
    expect(sitsTodayLine(false, false)).toBe('none');
  });
});
