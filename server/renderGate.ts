import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';

/** How often the event loop's use is read: over this window it is judged saturated or not. */
const WINDOW_MS = 250;

/**
 * The share of the last window the event loop spent working rather than waiting (Node's own
 * measure, perf_hooks' eventLoopUtilization): near 1, every request arriving waits for the thread.
 */
function loopUtilization(): () => number {
  let last = performance.eventLoopUtilization();
  let share = 0;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    share = performance.eventLoopUtilization(now, last).utilization;
    last = now;
  }, WINDOW_MS);
  timer.unref();
  return () => share;
}

/**
 * How many answers that may be rendered for their request (a search, a filtered list: the address
 * table's `params`) an instance works on at once. Past it, the next is refused (a 503,
 * server/busyAnswer.ts) rather than queued: a queue of renders holds every request behind it, the
 * health probe and the kept pages included, which made a healthy instance look dead under a crowd
 * of searches (issue 53). One render is always admitted; a second and more (up to `atOnce`) only
 * while the event loop is not saturated (busy at most `busyShare` of the last window; at 1, always): each
 * render holds the one thread for tens of milliseconds at a time and every other request waits
 * behind the renders under way, while renders waiting on an upstream cost the thread nothing.
 */
export function renderGate(atOnce: number, busyShare: number, utilization = loopUtilization()) {
  let rendering = 0;
  return {
    /** Takes a place until the answer ends (sent or dropped); false when none is free. */
    enter(response: ServerResponse): boolean {
      if (rendering >= atOnce || (rendering > 0 && utilization() > busyShare)) return false;
      rendering += 1;
      response.once('close', () => {
        rendering -= 1;
      });
      return true;
    },
  };
}

export type RenderGate = ReturnType<typeof renderGate>;
