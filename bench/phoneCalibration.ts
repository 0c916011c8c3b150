/**
 * The phone the slowed-phone benches stand for (issue 56), and how much to slow this machine's CPU
 * to be it. A fixed slowdown is relative to the host: 4× made a phone of BenchmarkIndex ~700 on a
 * machine of ~2,800 and one of ~300 on a machine of ~1,200, so the same build scored 100 on one
 * and 85–94 on the other. Each bench now measures the host's BenchmarkIndex (Lighthouse's own
 * benchmark, the one it reports as `lhr.environment.benchmarkIndex`) and slows the CPU by host ÷
 * target, so that a figure means the same phone on any machine.
 */
import { chromium, type Browser } from '@playwright/test';
import { chromiumPath } from './site';

/** The phones as Chrome DevTools' CPU calibration scores them (its BenchmarkIndex). */
export const PHONES = {
  lowTier: { name: 'low-tier phone', model: 'Moto G Power 2022', benchmarkIndex: 264 },
  midTier: { name: 'mid-tier phone', model: 'Pixel 5', benchmarkIndex: 1000 },
} as const;

export interface TargetPhone {
  benchmarkIndex: number;
  /** What the index stands for, for the printed line. */
  name: string;
}

/**
 * The phone to stand for: the low-tier one (many of the group's patients hold one), unless
 * `BENCH_TARGET_INDEX` names another index (1000 for a Pixel 5). A value that is not a positive
 * number is refused rather than read as 0 or NaN, which give no slowdown Chromium could apply.
 * An empty value counts as unset.
 */
export function targetPhone(env: Record<string, string | undefined> = process.env): TargetPhone {
  const asked = env.BENCH_TARGET_INDEX?.trim();
  if (!asked) return { benchmarkIndex: PHONES.lowTier.benchmarkIndex, name: PHONES.lowTier.name };
  const benchmarkIndex = Number(asked);
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(
      `BENCH_TARGET_INDEX must be a positive number (a phone's BenchmarkIndex: ${PHONES.lowTier.benchmarkIndex} for a ${PHONES.lowTier.name}, ${PHONES.midTier.benchmarkIndex} for a ${PHONES.midTier.name}), not "${env.BENCH_TARGET_INDEX}"`,
    );
  }
  const phone = Object.values(PHONES).find((each) => each.benchmarkIndex === benchmarkIndex);
  return { benchmarkIndex, name: phone?.name ?? 'BENCH_TARGET_INDEX' };
}

/**
 * How many times to slow the host's CPU to be the target phone: host ÷ target, to one decimal.
 * Never below 1: a host slower than the phone cannot be sped up, and is measured as it is.
 */
export function slowdownFor(hostIndex: number, targetIndex: number): number {
  return Math.max(1, Math.round((hostIndex / targetIndex) * 10) / 10);
}

/**
 * Lighthouse's BenchmarkIndex of the machine it runs on: `computeBenchmarkIndex` of Lighthouse
 * 12.8.2, core/lib/page-functions.js (lines 189-244), with its comments, typed. Two benchmarks of
 * half a second each (a GC-heavy one, building a string, and an array copy), averaged. Changed
 * from the original: the two inner functions run in place, as anonymous arrow functions, because
 * tsx (esbuild's keepNames) adds a `__name(…)` call after a named inner function, which is not
 * defined in the page `page.evaluate` sends the function's text to. Plain JavaScript: it runs in
 * a page or in Node alike.
 *
 * @license
 * Copyright 2018 Google LLC
 * SPDX-License-Identifier: Apache-2.0
 */
export function benchmarkIndexInPage(): number {
  /**
   * The GC-heavy benchmark that creates a string of length 10000 in a loop.
   * The returned index is the number of times per second the string can be created divided by 10.
   * The division by 10 is to keep similar magnitudes to an earlier version of BenchmarkIndex that
   * used a string length of 100000 instead of 10000.
   */
  const benchmarkIndexGC = (() => {
    const start = Date.now();
    let iterations = 0;

    while (Date.now() - start < 500) {
      let s = '';
      for (let j = 0; j < 10000; j++) s += 'a';
      if (s.length === 1) throw new Error('will never happen, but prevents compiler optimizations');

      iterations++;
    }

    const durationInSeconds = (Date.now() - start) / 1000;
    return Math.round(iterations / 10 / durationInSeconds);
  })();

  /**
   * The non-GC-dependent benchmark that copies integers back and forth between two arrays of length 100000.
   * The returned index is the number of times per second a copy can be made, divided by 10.
   * The division by 10 is to keep similar magnitudes to the GC-dependent version.
   */
  const benchmarkIndexNoGC = (() => {
    const arrA: number[] = [];
    const arrB: number[] = [];
    for (let i = 0; i < 100000; i++) arrA[i] = arrB[i] = i;

    const start = Date.now();
    let iterations = 0;

    // Some Intel CPUs have a performance cliff due to unlucky JCC instruction alignment.
    // Two possible fixes: call Date.now less often, or manually unroll the inner loop a bit.
    // We'll call Date.now less and only check the duration on every 10th iteration for simplicity.
    // See https://bugs.chromium.org/p/v8/issues/detail?id=10954#c1.
    while (iterations % 10 !== 0 || Date.now() - start < 500) {
      const src = iterations % 2 === 0 ? arrA : arrB;
      const tgt = iterations % 2 === 0 ? arrB : arrA;

      for (let j = 0; j < src.length; j++) tgt[j] = src[j]!;

      iterations++;
    }

    const durationInSeconds = (Date.now() - start) / 1000;
    return Math.round(iterations / 10 / durationInSeconds);
  })();

  // The final BenchmarkIndex is a simple average of the two components.
  return (benchmarkIndexGC + benchmarkIndexNoGC) / 2;
}

export interface Calibration {
  /** The host's BenchmarkIndex: the highest of RUNS, unthrottled. */
  hostIndex: number;
  /** The target phone's BenchmarkIndex. */
  targetIndex: number;
  /** The CPU slowdown that makes the host the target phone (at least 1). */
  cpuSlowdown: number;
}

/**
 * Runs of the benchmark (a second each). The highest is the host's speed: anything else running
 * (the browser's own start, a site warming up) can only lower a run, never raise it, and the index
 * moved between 1,700 and 2,700 over minutes on one quiet 2-core machine.
 */
const RUNS = 5;

/**
 * Measures the host's BenchmarkIndex in `browser` (a blank page of a fresh context, nothing
 * throttled), prints it beside the target and the slowdown, and returns them.
 */
async function calibrate(browser: Browser): Promise<Calibration> {
  const target = targetPhone();
  const context = await browser.newContext();
  let hostIndex: number;
  try {
    const page = await context.newPage();
    const indexes: number[] = [];
    for (let run = 0; run < RUNS; run += 1) indexes.push(await page.evaluate(benchmarkIndexInPage));
    hostIndex = Math.round(Math.max(...indexes));
  } finally {
    await context.close();
  }
  const cpuSlowdown = slowdownFor(hostIndex, target.benchmarkIndex);
  const slowed =
    hostIndex > target.benchmarkIndex
      ? `CPU slowed ${cpuSlowdown}×`
      : 'CPU not slowed (1×): this machine is no faster than the target phone, and is not sped up';
  console.log(
    `host BenchmarkIndex ${hostIndex}, target ${target.benchmarkIndex} (${target.name}) → ${slowed}`,
  );
  return { hostIndex, targetIndex: target.benchmarkIndex, cpuSlowdown };
}

/**
 * Calibrates in a Chromium of its own (the binary the benches and Lighthouse load pages in), closed
 * after. Call it first, before the bench starts its sites: a site just started keeps the CPU busy
 * for a while (its index read 1,660–2,141 right after `startSite`, 2,342–2,728 before it, on one
 * quiet machine), and the slowdown would then stand for a faster phone than the target.
 */
export async function calibrateHost(): Promise<Calibration> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    return await calibrate(browser);
  } finally {
    await browser.close();
  }
}
