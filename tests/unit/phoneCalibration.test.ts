import { describe, expect, it } from 'vitest';
import { benchmarkIndexInPage, PHONES, slowdownFor, targetPhone } from '@/bench/phoneCalibration';

/**
 * The slowed-phone benches slow the CPU by the host's BenchmarkIndex ÷ the target phone's (issue
 * 56), so that a figure means the same phone on any machine.
 */

describe('the slowdown', () => {
  it('is the host index over the target index, to one decimal', () => {
    expect(slowdownFor(1210, 264)).toBe(4.6);
    expect(slowdownFor(2800, 1000)).toBe(2.8);
    expect(slowdownFor(3000, 1000)).toBe(3);
  });

  it('never speeds up a host slower than the target phone', () => {
    expect(slowdownFor(200, 264)).toBe(1);
    expect(slowdownFor(264, 264)).toBe(1);
  });
});

describe('the target phone', () => {
  it("is the low-tier phone's 264 unless BENCH_TARGET_INDEX says another", () => {
    expect(targetPhone({})).toEqual({ benchmarkIndex: 264, name: PHONES.lowTier.name });
    expect(targetPhone({ BENCH_TARGET_INDEX: '' })).toEqual(targetPhone({}));
    expect(targetPhone({ BENCH_TARGET_INDEX: '1000' })).toEqual({
      benchmarkIndex: 1000,
      name: PHONES.midTier.name,
    });
    expect(targetPhone({ BENCH_TARGET_INDEX: '500' }).benchmarkIndex).toBe(500);
  });

  it('refuses a value that is not a positive number', () => {
    for (const bad of ['0', '-264', 'pixel', '264x', 'Infinity']) {
      expect(() => targetPhone({ BENCH_TARGET_INDEX: bad }), bad).toThrow(
        /BENCH_TARGET_INDEX must be a positive number/,
      );
    }
  });
});

describe("Lighthouse's benchmark", () => {
  it('is plain JavaScript that gives a positive, finite index where it runs', () => {
    const index = benchmarkIndexInPage();
    expect(Number.isFinite(index)).toBe(true);
    expect(index).toBeGreaterThan(0);
  });
});
